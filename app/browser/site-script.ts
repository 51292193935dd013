import { enhance } from './enhance';
import { beforeFirstPaint } from './first-paint';
import { enhanceVideos } from './video';

// The shared script of a page that does not hydrate, one external file in its <head>. Only
// these pages have a sermon's video or are the 404.
beforeFirstPaint(document);
enhance(window);
document.addEventListener('DOMContentLoaded', () => {
  enhanceVideos(document);
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
});
