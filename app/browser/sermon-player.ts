import { enhancePlayer } from './player.ts';

// A sermon page's own script, asked for by its first-paint part once the page has painted
// (site-script-plugin.ts). A long page may still be parsing by then, so it waits for the parse.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => enhancePlayer(window), { once: true });
} else {
  enhancePlayer(window);
}
