import type { ComponentProps, ComponentType } from 'react';

/** Every island, each its own chunk, loaded only where a page has one (islands.tsx). */
const registry = {
  // An events island's lazy part is asked for with it, not after it renders. The island's own
  // chunk comes first (scripts/page-scripts.mjs reads it).
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
