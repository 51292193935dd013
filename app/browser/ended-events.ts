import { eventEndsAttribute } from '~/lib/event-ends';

const selector = `[${eventEndsAttribute}]`;

/**
 * On a live page, hides each event of the build's snapshot that has ended by the visitor's
 * clock as the parser adds it, so it is never painted (a mutation observer's callbacks run
 * before the browser next renders). React, once it runs, takes such events out of the list.
 */
export function hideEndedEvents(doc: Document, now: () => number = Date.now) {
  if (!doc.documentElement.hasAttribute('data-live')) return;
  const hide = (element: Element) => {
    const ends = Date.parse(element.getAttribute(eventEndsAttribute) ?? '');
    if (ends <= now()) element.setAttribute('hidden', '');
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) hide(node);
        node.querySelectorAll(selector).forEach(hide);
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    observer.takeRecords();
    doc.querySelectorAll(selector).forEach(hide);
    observer.disconnect();
  });
}
