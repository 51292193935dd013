import { enhancePlayer } from './player';

// A sermon page's own script, loaded by sermon pages alone and deferred (sermon-player-plugin.ts):
// it may run before the document is parsed or after, so it waits for the parse if need be.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => enhancePlayer(window), { once: true });
} else {
  enhancePlayer(window);
}
