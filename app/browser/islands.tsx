import { scrollToSection } from '~/lib/scroll-to-section';
import {
  islandAttribute,
  islandPropsSourceAttribute,
  islandWhenAttribute,
  parseProps,
} from './island-props';
import { isIsland, islands } from './island-registry';
import { renderLaterParts } from './render-later';

// The islands' entry: asked for once the page has painted by its first-paint part (a page
// with islands names it, site-script-plugin.ts). It is small: React and an island's code load
// only when the island is to be hydrated (components/island.tsx, `when`): at once; as it comes
// within a screen of the viewport ("visible"); or at the visitor's first touch, key or focus
// on the page, or at once when the address already asks something ("interaction"). So a page
// whose live parts wait for the visitor runs no React while it loads.
/** An island's props: those beside it, or in the file the build moved them to. */
async function propsOf(container: HTMLElement): Promise<object> {
  const data = container.nextElementSibling;
  if (!(data instanceof HTMLScriptElement)) throw new Error('islands: an island without its props');
  const file = data.getAttribute(islandPropsSourceAttribute);
  if (!file) return parseProps(data.textContent);
  const response = await fetch(file);
  if (!response.ok) throw new Error(`islands: ${file} answered ${response.status}`);
  return (await response.json()) as object;
}

/** The island's component, by the name its container carries. */
function componentOf(container: HTMLElement) {
  const name = container.getAttribute(islandAttribute) ?? '';
  if (!isIsland(name)) return Promise.reject(new Error(`islands: no island is named "${name}"`));
  return islands[name]();
}

// The props, the hydrating code and the island's own chunks are asked for at once; React, which
// both import, as soon as either arrives. The build adds no script that fetches a chunk's
// imports ahead (islands-build.ts): each chunk's imports start as it arrives.
const hydrate = (container: HTMLElement) =>
  Promise.all([propsOf(container), componentOf(container), import('./hydrate-island')])
    .then(([props, component, module]) => module.hydrateIsland(container, component, props))
    .catch((error: unknown) => {
      // The build's HTML stays as it is: the island is only what is live in it.
      console.error(error);
    });

// A container has no box of its own (display: contents): what is watched is its first child.
const nearing = new Map<Element, HTMLElement>();
const nearby = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      const container = nearing.get(target);
      if (!isIntersecting || !container) continue;
      nearby.unobserve(target);
      nearing.delete(target);
      void hydrate(container);
    }
  },
  { rootMargin: '100% 0px' },
);

const awaitingVisitor: HTMLElement[] = [];
const visitorActs = ['focusin', 'pointerdown', 'keydown'] as const;
function onVisitor() {
  for (const type of visitorActs) document.removeEventListener(type, onVisitor, true);
  for (const container of awaitingVisitor.splice(0)) void hydrate(container);
}

for (const container of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const when = container.getAttribute(islandWhenAttribute);
  const box = container.firstElementChild;
  if (when === 'visible' && box) {
    nearing.set(box, container);
    nearby.observe(box);
  } else if (when === 'interaction' && !location.search) awaitingVisitor.push(container);
  else void hydrate(container);
}
if (awaitingVisitor.length > 0) {
  for (const type of visitorActs) document.addEventListener(type, onVisitor, true);
  // Focus already in the page (autofocus, or a visitor quicker than this script) counts too.
  if (document.activeElement && document.activeElement !== document.body) onVisitor();
}

// The home page's hero links (components/sections/home/hero-links.tsx) glide to their section
// and move focus there; without a script the browser jumps. Here, not in the shared script,
// as only the home page has them, and it has islands.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest('[data-slot="scroll-to-section-link"]');
  if (!link) return;
  event.preventDefault();
  scrollToSection(link.getAttribute('href')?.slice(1) ?? '');
});
// Only the live pages leave parts for later (components/render-later.tsx).
renderLaterParts(document);
// For the tests: the page's links now answer as they will.
document.documentElement.dataset.islandsReady = '';
