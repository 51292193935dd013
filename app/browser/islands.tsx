import { islandAttribute, islandWhenAttribute } from './island-props';

// The islands' entry: asked for once the page has painted by its first-paint part (a page
// with islands names it, site-script-plugin.ts). It is small: React and each island's code
// load only when an island is to be hydrated, at once, or, for one marked to wait
// (`when="visible"`), as it comes within a screen of the viewport, so a page whose live part
// is further down runs no React while it loads.
const hydrate = (container: HTMLElement) =>
  import('./hydrate-island')
    .then((module) => module.hydrateIsland(container))
    .catch((error: unknown) => {
      // The build's HTML stays as it is: the island is only what is live in it.
      console.error(error);
    });

// A container has no box of its own (display: contents): what is watched is its first child.
const waiting = new Map<Element, HTMLElement>();
const nearby = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      const container = waiting.get(target);
      if (!isIntersecting || !container) continue;
      nearby.unobserve(target);
      waiting.delete(target);
      void hydrate(container);
    }
  },
  { rootMargin: '100% 0px' },
);

for (const container of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const box = container.firstElementChild;
  if (container.getAttribute(islandWhenAttribute) !== 'visible' || !box) void hydrate(container);
  else {
    waiting.set(box, container);
    nearby.observe(box);
  }
}
