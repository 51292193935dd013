import { enhancePlayer } from './player.ts';

// A sermon page's own script, asked for once the page has painted, when it may still be parsing.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => enhancePlayer(window), { once: true });
} else {
  enhancePlayer(window);
}
