const attribute = 'data-render-later';
const waitingPart = `[${attribute}]`;

/** How long the parts left for later wait, unless neared: until a phone has the first screen. */
export const drawRestAfterMs = 3_000;

/** When the page has settled (drawRestAfterMs), and the browser's next idle moment. */
type Timing = Record<'settled' | 'idle', (run: () => void) => void>;

const browserTiming: Timing = {
  settled: (run) => setTimeout(run, drawRestAfterMs),
  idle: (run) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50)),
};

/**
 * Draws the parts left for later (render-later.tsx), an island's later ones too, once the page
 * has settled, one an idle moment: then find in page and the scrollbar see the whole page.
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
