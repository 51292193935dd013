import { useEffect } from 'react';
import { enhanceMenus } from '~/browser/menus';
import { paths } from '~/lib/paths';

/**
 * The rest of the shared script on a live page, once React has the page rather than before
 * its first paint. The menus' part at once: a link in an open menu now moves inside the app,
 * and the menu must close as it does. Page views, the tooltips, the year and the Speculation
 * Rules follow in a small chunk of their own, outside the page's first load. Off in
 * development, where every page loads the whole shared script and the dev server writes no
 * rules.
 */
export function EnhanceLivePage({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    enhanceMenus(window);
    import('~/browser/enhance-later')
      .then(({ enhanceLater }) => enhanceLater(window, paths.speculationRules))
      .catch(() => {
        // Only enhancements: the page works as it is without them.
      });
  }, [enabled]);
  return null;
}
