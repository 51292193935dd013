/** What script adds to the footer's CSS tooltips: the spec's 300 ms skip delay, and Escape. */
export function enhanceSocialTooltips(list: HTMLElement) {
  let skipUntil = 0;
  const arrive = () => list.toggleAttribute('data-skip-delay', performance.now() < skipUntil);
  const leave = () => {
    skipUntil = performance.now() + 300;
    list.toggleAttribute('data-dismissed', false);
  };
  list.addEventListener('pointerover', arrive);
  list.addEventListener('focusin', arrive);
  list.addEventListener('pointerout', leave);
  list.addEventListener('focusout', leave);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') list.toggleAttribute('data-dismissed', true);
  });
}
