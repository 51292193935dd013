const attribute = 'data-render-later';
const waitingPart = `[${attribute}]`;

/**
 * How long the parts left for later wait after the islands' script loads (one the visitor nears
 * is drawn at once, content-visibility): until a phone is done loading the first screen.
 */
export const drawRestAfterMs = 3_000;

/** When the page has settled (drawRestAfterMs), and the browser's next idle moment. */
type Timing = Record<'settled' | 'idle', (run: () => void) => void>;

const browserTiming: Timing = {
  settled: (run) => setTimeout(run, drawRestAfterMs),
  idle: (run) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50)),
};

/**
 * Draws the parts left for later (components/render-later.tsx) once the page has settled, one
 * an idle moment, so no task is long: then find in page and the scrollbar see the whole page.
 * Parts a live island adds later are drawn the same way.
 */
export function renderLaterParts(document: Document, { settled, idle }: Timing = browserTiming) {
  let asked = false;
  const drawNext = () => {
    asked = false;
    document.querySelector(waitingPart)?.removeAttribute(attribute);
    drawSoon();
  };
  const drawSoon = () => {
    if (asked || !document.querySelector(waitingPart)) return;
    asked = true;
    idle(drawNext);
  };
  settled(() => {
    drawSoon();
    new MutationObserver(drawSoon).observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: [attribute],
    });
  });
}
