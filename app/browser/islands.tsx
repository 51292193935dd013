import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandAttribute, parseProps } from './island-props';
import { type IslandName, islands } from './island-registry';

// The islands' entry: asked for once the page has painted by its first-paint part (a page
// with islands names it, site-script-plugin.ts), it hydrates each container the build wrote
// (components/island.tsx) with its own component and props. Each island's code loads only
// where the page has one; React itself only on those pages.
const isIsland = (name: string): name is IslandName => Object.hasOwn(islands, name);

/** Tells when React has the island: the container is then marked (`data-hydrated`), for the tests. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

for (const container of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const name = container.getAttribute(islandAttribute) ?? '';
  const data = container.nextElementSibling;
  if (!isIsland(name) || !(data instanceof HTMLScriptElement)) continue;
  const props = parseProps(data.textContent);
  islands[name]()
    .then((component) => {
      hydrateRoot(
        container,
        createElement(
          Hydrated,
          { onHydrated: () => container.setAttribute('data-hydrated', '') },
          createElement(component, props),
        ),
      );
    })
    .catch((error: unknown) => {
      // The build's HTML stays as it is: the island is only what is live in it.
      console.error(error);
    });
}
