import { useEffect } from 'react';
import { enhance } from '~/browser/enhance';
import { addSpeculationRules } from '~/browser/speculation-rules';
import { paths } from '~/lib/paths';

/**
 * The rest of the shared script on a live page (menus' delays, page views, the tooltips, the
 * year) and its Speculation Rules, once React has the page rather than before its first
 * paint. Off in development, where every page loads the whole shared script and the dev
 * server writes no rules.
 */
export function EnhanceLivePage({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    enhance(window);
    addSpeculationRules(document, paths.speculationRules).catch(() => {
      // Only an enhancement: pages load as usual without it.
    });
  }, [enabled]);
  return null;
}
