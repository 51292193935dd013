import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttribute, islandPropsSourceAttribute, parseProps } from './island-props';
import { type IslandName, islands } from './island-registry';

const isIsland = (name: string): name is IslandName => Object.hasOwn(islands, name);

/** Tells when React has the island: the container is then marked (`data-hydrated`), for the tests. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one container the build wrote (components/island.tsx) with its component and its
 * props: those beside it, or in the file they name.
 */
export async function hydrateIsland(container: HTMLElement) {
  const name = container.getAttribute(islandAttribute) ?? '';
  const data = container.nextElementSibling;
  if (!isIsland(name) || !(data instanceof HTMLScriptElement)) return;
  const source = data.getAttribute(islandPropsSourceAttribute);
  const [props, component] = await Promise.all([
    source
      ? fetch(source).then((response) => response.json() as Promise<object>)
      : parseProps(data.textContent),
    islands[name](),
  ]);
  hydrateRoot(
    container,
    createElement(
      Hydrated,
      { onHydrated: () => container.setAttribute('data-hydrated', '') },
      createElement(component, props),
    ),
  );
}
