import { enhanceViewsAndFooter } from './enhance';
import { addSpeculationRules } from './speculation-rules';

/**
 * What a live page adds in a small chunk of its own once React has the page, after its menus
 * (components/layout/enhance-live-page.tsx): outside the page's first load.
 */
export function enhanceLater(window: Window, speculationRules: string) {
  enhanceViewsAndFooter(window);
  return addSpeculationRules(window.document, speculationRules);
}
