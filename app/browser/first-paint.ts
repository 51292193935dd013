import { hideEndedEvents } from './ended-events.ts';
import { decideNotice } from './notice.ts';

/** From the <head>: the page marked as running script, the notice decided, ended events hidden. */
export function beforeFirstPaint(document: Document) {
  document.documentElement.dataset.js = '';
  decideNotice(document);
  hideEndedEvents(document);
}
