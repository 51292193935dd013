import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island: the parts of a page that stay live in the browser, each its own chunk, loaded
 * only where the page has one (islands.tsx). Each takes only its own props, written beside it
 * at build (components/island.tsx); the rest of the page is HTML that no script renders again.
 */
const registry = {
  // The events' islands render the build's events with a part of their own (React's lazy): it
  // is asked for with the island, not once the island's code has arrived and rendered. The
  // island's own chunk comes first (scripts/page-scripts.mjs reads it from here).
  'upcoming-events': () =>
    Promise.all([
      import('../features/events/upcoming-events.tsx'),
      import('../features/events/events-carousel.tsx'),
    ]).then(([module]) => module.UpcomingEvents),
  'event-list': () =>
    Promise.all([
      import('../features/events/event-list.tsx'),
      import('../features/events/event-list-loaded.tsx'),
    ]).then(([module]) => module.EventList),
  'search-form': () =>
    import('../features/search/search-form.tsx').then((module) => module.LiveSearchForm),
  'search-results': () =>
    import('../features/search/search-results.tsx').then((module) => module.LiveSearchResults),
};

export type IslandName = keyof typeof registry;
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof registry)[Name]>>
>;

export const isIsland = (name: string): name is IslandName => Object.hasOwn(registry, name);

/** Each island's component, by the name its container carries; its props are read from JSON. */
export const islands = registry as unknown as Record<
  IslandName,
  () => Promise<ComponentType<object>>
>;
