import { enhanceMenus } from './menus.ts';
import { countPageViews } from './page-views.ts';
import { enhanceSocialTooltips } from './tooltips.ts';
import { enhanceVideos } from './video.ts';

// The rest of the shared script, asked for once the page has painted (plain-first-paint-script.ts).
enhanceMenus(window);
countPageViews(window);
const whenParsed = () => {
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
  // For the tests: the page now answers as it will.
  document.documentElement.dataset.enhanced = '';
};
// A long page may still be parsing after its first paint.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
} else {
  whenParsed();
}
