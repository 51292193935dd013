const attribute = 'data-render-later';
const waitingPart = `[${attribute}]`;

/**
 * How long after the islands' script has loaded the parts left for later stay as they are. A
 * visitor nearing one has it drawn at once by the browser (content-visibility); the rest waits
 * until a phone is done loading and the visitor is reading the first screen.
 */
export const drawRestAfterMs = 3_000;

interface Timing {
  /** Runs `run` once the page has settled (drawRestAfterMs). */
  settled: (run: () => void) => void;
  /** Runs `run` at the browser's next idle moment. */
  idle: (run: () => void) => void;
}

const browserTiming: Timing = {
  settled: (run) => setTimeout(run, drawRestAfterMs),
  idle: (run) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50)),
};

/**
 * Draws the parts the browser left for later (components/render-later.tsx), once the page has
 * settled, one in each idle moment, so no task is long and none falls in the page's loading:
 * then the page is whole for what does not scroll to it (find in page, a full-page capture)
 * and its scrollbar tells the truth. Parts a live island adds later (the events as the feed
 * answers) are drawn the same way.
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
