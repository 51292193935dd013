import { eventEndsAttribute } from '~/lib/event-ends';

/**
 * On a live page, hides each event of the build's snapshot that has ended by the visitor's
 * clock as the parser adds it (each element its own record), so it is never painted: a
 * mutation observer's callbacks run before the browser next renders. The feed's own answer,
 * once React has it, replaces the lot.
 */
export function hideEndedEvents(doc: Document, now: () => number = Date.now) {
  const html = doc.documentElement;
  if (!html.hasAttribute('data-live')) return;
  const observer = new MutationObserver((records) => {
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        // NaN, never ended, for anything without the attribute.
        const ends = Date.parse((node as Element).getAttribute?.(eventEndsAttribute) ?? '');
        if (ends <= now()) (node as HTMLElement).hidden = true;
      }
    }
  });
  observer.observe(html, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect());
}
