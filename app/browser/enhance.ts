import { enhanceMenus } from './menus';
import { countPageViews } from './page-views';
import { enhanceSocialTooltips } from './tooltips';

/**
 * What may wait for the page, on every page: menus, page views, the tooltips, the year. A page
 * that does not hydrate runs it from its <head>; a live page once React has taken the page
 * over (components/layout/enhance-live-page.tsx), when the document is already parsed.
 */
export function enhance(window: Window) {
  enhanceMenus(window);
  enhanceViewsAndFooter(window);
}

/** All of it but the menus: the page view, and the footer's year and tooltips. */
export function enhanceViewsAndFooter(window: Window) {
  const { document } = window;
  countPageViews(window);
  const whenParsed = () => {
    for (const year of document.querySelectorAll('[data-slot="current-year"]')) {
      // The HTML carries the build's year: an old build never shows last year's copyright.
      year.textContent = String(new Date().getFullYear());
    }
    const social = document.querySelector<HTMLElement>('[data-slot="social-links"]');
    if (social) enhanceSocialTooltips(social);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  } else {
    whenParsed();
  }
}
