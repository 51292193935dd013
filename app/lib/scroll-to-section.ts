/**
 * Scrolls to a section (smoothly unless asked not to) and focuses it. A missing one is a bug in
 * the page, not the visitor's problem: only logged.
 */
export function scrollToSection(id: string, win: Window = window): boolean {
  const target = win.document.getElementById(id);
  if (!target) {
    console.error(`scrollToSection: there is no section with id "${id}" on this page`);
    return false;
  }
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
