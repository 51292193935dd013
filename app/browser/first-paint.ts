import { hideEndedEvents } from './ended-events.ts';
import { decideNotice } from './notice.ts';

/**
 * What must hold at the first paint, run from the <head> before the body is parsed: the page
 * is marked as running script (for what only a page without it shows, app.css), the notice is
 * shown or not, and events the build read that have ended since are hidden.
 */
export function beforeFirstPaint(document: Document) {
  document.documentElement.dataset.js = '';
  decideNotice(document);
  hideEndedEvents(document);
}
