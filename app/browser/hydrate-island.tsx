import { createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttribute } from './island-props';
import { type IslandName, islands } from './island-registry';

const isIsland = (name: string): name is IslandName => Object.hasOwn(islands, name);

/** Tells when React has the island: the container is then marked (`data-hydrated`), for the tests. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates one container the build wrote (components/island.tsx) with its component and props. */
export async function hydrateIsland(container: HTMLElement, props: object) {
  const name = container.getAttribute(islandAttribute) ?? '';
  if (!isIsland(name)) return;
  const component = await islands[name]();
  // As a transition, React hydrates in slices of a few milliseconds, not in one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      createElement(
        Hydrated,
        { onHydrated: () => container.setAttribute('data-hydrated', '') },
        createElement(component, props),
      ),
    );
  });
}
