/**
 * Lays out the parts the browser left for later (components/render-later.tsx), one in each idle
 * moment after the page has loaded, so no task is long: then the page is whole for what does
 * not scroll to it (find in page, a full-page capture) and its scrollbar tells the truth.
 */
export function renderLaterParts(
  document: Document,
  idle: (run: () => void) => void = (run) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50),
) {
  const parts = [...document.querySelectorAll('[data-render-later]')];
  const next = () => {
    parts.shift()?.removeAttribute('data-render-later');
    if (parts.length > 0) idle(next);
  };
  if (parts.length > 0) idle(next);
}
