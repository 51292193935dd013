import { enhanceMenus } from './menus.ts';
import { countPageViews } from './page-views.ts';
import { enhanceSocialTooltips } from './tooltips.ts';

/** What waits until every page has painted (site-script.ts): menus, page views, tooltips, year. */
export function enhance(window: Window) {
  const { document } = window;
  enhanceMenus(window);
  countPageViews(window);
  const whenParsed = () => {
    for (const year of document.querySelectorAll('[data-slot="current-year"]')) {
      // The HTML carries the build's year: an old build never shows last year's copyright.
      year.textContent = String(new Date().getFullYear());
    }
    const social = document.querySelector<HTMLElement>('[data-slot="social-links"]');
    if (social) enhanceSocialTooltips(social);
    // For the tests: the page now answers as it will.
    document.documentElement.dataset.enhanced = '';
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  } else {
    whenParsed();
  }
}
