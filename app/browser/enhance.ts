import { scrollToSection } from '~/lib/scroll-to-section';
import { enhanceMenus } from './menus';
import { countPageViews } from './page-views';
import { enhanceSocialTooltips } from './tooltips';

/**
 * What may wait for the page, on every page, once it has painted (site-script.ts): menus, page
 * views, the tooltips, the year, the links that glide to a section of the page.
 */
export function enhance(window: Window) {
  const { document } = window;
  enhanceMenus(window);
  countPageViews(window);
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('[data-slot="scroll-to-section-link"]');
    if (!link) return;
    event.preventDefault();
    scrollToSection(link.getAttribute('href')?.slice(1) ?? '', window);
  });
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
