import { enhance } from './enhance';
import { enhanceVideos } from './video';

// The shared script of a page that does not hydrate, after its first paint: one deferred file,
// run once the document is parsed (the first-paint part is already written into the <head>,
// first-paint-script.ts). Only these pages have a sermon's video or are the 404.
enhance(window);
const whenParsed = () => {
  enhanceVideos(document);
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
};
// Deferred, it runs before DOMContentLoaded; in development it runs from the <head>.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
else whenParsed();
