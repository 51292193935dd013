import { enhance } from './enhance.ts';
import { enhanceVideos } from './video.ts';

// The rest of the shared script, after a page's first paint: a module its first-paint part
// asks for once the page has painted (plain-first-paint-script.ts).
enhance(window);
const whenParsed = () => {
  enhanceVideos(document);
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
};
// A long page may still be parsing after its first paint.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
else whenParsed();
