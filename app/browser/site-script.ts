import { hideEndedEvents } from './ended-events';
import { enhanceSocialTooltips } from './tooltips';
import { enhanceMenus } from './menus';
import { decideNotice } from './notice';
import { countPageViews } from './page-views';
import { enhanceVideos } from './video';

// Runs in the <head>, before the body is parsed: what must hold at the first paint (the
// notice) is decided now, the rest once the page's HTML is in.
// Marks the page as running script, for what only a page without it shows (app.css).
document.documentElement.dataset.js = '';
decideNotice(document);
hideEndedEvents(document);
enhanceMenus(window);
countPageViews(window);
document.addEventListener('DOMContentLoaded', () => {
  for (const year of document.querySelectorAll('[data-slot="current-year"]')) {
    // The HTML carries the build's year: an old build never shows last year's copyright.
    year.textContent = String(new Date().getFullYear());
  }
  const social = document.querySelector<HTMLElement>('[data-slot="social-links"]');
  if (social) enhanceSocialTooltips(social);
  enhanceVideos(document);
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
});
