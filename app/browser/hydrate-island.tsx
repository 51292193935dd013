import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
} from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Tells when React has the island: the container is then marked (`data-hydrated`), for the tests. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates one container the build wrote (components/island.tsx) with its component and props. */
export function hydrateIsland(
  container: HTMLElement,
  component: ComponentType<object>,
  props: object,
) {
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
