/**
 * What script adds to the footer's CSS tooltips (social-links.tsx), loaded when the visitor
 * first points at or tabs to an icon: the spec's 300 ms skip delay (over an icon again within
 * 300 ms of leaving one, its name shows without the wait) and Escape to dismiss a name
 * (WCAG 1.4.13). `list` is the icons' <ul>, whose data attributes the CSS reads.
 */
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
