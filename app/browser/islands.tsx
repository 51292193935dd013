import { scrollToSection } from '../lib/scroll-to-section.ts';
import type { FeedCheck, LiveAnswer } from '../feeds/events/live-answer.ts';
import {
  islandAttribute,
  islandCheckAttribute,
  islandPropsSourceAttribute,
  islandSameAttribute,
  islandWhenAttribute,
  parseProps,
} from './island-props.ts';
import { isIsland, islands } from './island-registry.ts';
import { renderLaterParts } from './render-later.ts';

// The islands' entry, asked for once the page has painted. React and an island's code load only
// when the island's `when` comes (components/island.tsx): at once, near the viewport, or at the
// visitor's first touch, key or focus (at once when the address already asks something), so a
// page whose live parts wait runs no React while it loads.

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

function componentOf(container: HTMLElement) {
  const name = container.getAttribute(islandAttribute) ?? '';
  if (!isIsland(name)) return Promise.reject(new Error(`islands: no island is named "${name}"`));
  return islands[name]();
}

// The props, the hydrating code and the island's chunks are asked for at once; React, which
// both import, as either arrives (the build adds no preloading of imports, islands-build.ts).
const load = (container: HTMLElement) =>
  Promise.all([propsOf(container), componentOf(container), import('./hydrate-island.tsx')]);

/** What `load` gives, or on a poor network what its second try a second later gives. */
const twice = <T,>(load: () => Promise<T>) =>
  load().catch(async (error: unknown) => {
    console.warn('islands: trying again', error);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return load();
  });

/** Hydrates the island, `live` (what its feed answered) added to its props. */
const hydrate = (container: HTMLElement, live?: LiveAnswer) =>
  twice(() => load(container))
    .then(([props, component, module]) =>
      module.hydrateIsland(container, component, live ? { ...props, live } : props),
    )
    .catch((error: unknown) => {
      // The build's HTML stays as it is: the island is only what is live in it.
      console.error(error);
    });

/**
 * An island's time has come: an events island asks its feed first, and runs React only for an
 * answer that differs from the build's or at the first touch (the carousel); any other at once.
 */
async function wake(container: HTMLElement) {
  const checkText = container.getAttribute(islandCheckAttribute);
  if (!checkText) return hydrate(container);
  const check = JSON.parse(checkText) as FeedCheck;
  // For the tests: the island waits for the feed now.
  container.setAttribute('data-live-asked', '');
  // Its own chunk, as only the events' islands ask; without it, the island asks itself.
  const checking = await twice(() => import('./live-check.ts')).catch(() => null);
  if (!checking) return hydrate(container);
  const { askFeed, showAsAnswered } = checking;
  const live = await askFeed(check);
  if (!('same' in live)) return hydrate(container, live);
  showAsAnswered(container);
  container.setAttribute(islandSameAttribute, '');
  if (check.whenSame === 'interaction') {
    const touched = () => {
      for (const type of touches) container.removeEventListener(type, touched, true);
      void hydrate(container, live);
    };
    for (const type of touches) container.addEventListener(type, touched, true);
  }
}
const touches = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

// A container has no box of its own (display: contents): what is watched is its first child.
const nearing = new Map<Element, HTMLElement>();
const nearby = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      const container = nearing.get(target);
      if (!isIntersecting || !container) continue;
      nearby.unobserve(target);
      nearing.delete(target);
      void wake(container);
    }
  },
  { rootMargin: '100% 0px' },
);

const awaitingVisitor: HTMLElement[] = [];
const visitorActs = ['focusin', 'pointerdown', 'keydown'] as const;
function onVisitor() {
  for (const type of visitorActs) document.removeEventListener(type, onVisitor, true);
  for (const container of awaitingVisitor.splice(0)) void wake(container);
}

for (const container of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const when = container.getAttribute(islandWhenAttribute);
  const box = container.firstElementChild;
  if (when === 'visible' && box) {
    nearing.set(box, container);
    nearby.observe(box);
  } else if (when === 'interaction' && !location.search) awaitingVisitor.push(container);
  else void wake(container);
}
if (awaitingVisitor.length > 0) {
  for (const type of visitorActs) document.addEventListener(type, onVisitor, true);
  // Focus already in the page (autofocus, or a visitor quicker than this script) counts too.
  if (document.activeElement && document.activeElement !== document.body) onVisitor();
}

// The home page's hero links (hero-links.tsx) glide to their section and move focus there.
// Here, not in the shared script: only the home page has them, and it has islands.
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
