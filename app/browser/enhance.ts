import { enhanceMenus } from './menus';
import { countPageViews } from './page-views';
import { enhanceSocialTooltips } from './tooltips';
import { enhanceVideos } from './video';

/** The rest, which may wait for the page: menus, page views, tooltips, the year, videos. */
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
    enhanceVideos(document);
    if (document.querySelector('[data-not-found]')) {
      console.error('404 Error: User attempted to access non-existent route:', location.pathname);
    }
  };
  // A deferred copy runs after parsing, still before DOMContentLoaded.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
