const attribute = 'data-render-later';
const waitingPart = `[${attribute}]`;

/**
 * Draws the parts the browser left for later (components/render-later.tsx), one in each idle
 * moment once the page has loaded, so no task is long: then the page is whole for what does not
 * scroll to it (find in page, a full-page capture) and its scrollbar tells the truth. Parts a
 * live island adds later (the events as the feed answers) are drawn the same way.
 */
export function renderLaterParts(
  document: Document,
  idle: (run: () => void) => void = (run) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50),
) {
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
  drawSoon();
  new MutationObserver(drawSoon).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: [attribute],
  });
}
