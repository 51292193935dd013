import { type ComponentType, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * `React.lazy` for a part that is in the prerendered HTML: in the browser its code is asked
 * for as soon as this runs (as the page's module loads, before React hydrates), and once it
 * has arrived the part renders at once instead of suspending.
 *
 * Why: until React has hydrated a lazy part, an urgent update above it (React Router's, when
 * a visitor follows a #fragment link) makes React drop the part's prerendered HTML and show
 * its fallback while the code loads (react/react#24476): the events gave way to the skeleton
 * for a moment and a jump to #subscribe lost its place. With the code in hand, React renders
 * the same HTML again and nothing on screen changes.
 */
export function earlyLazy<P>(load: () => Promise<Loaded<P>>) {
  if (typeof window === 'undefined') return lazy(load);
  let loaded: Loaded<P> | undefined;
  const loading = load().then((module) => (loaded = module));
  // A thenable that calls back at once lets React.lazy resolve during the render itself.
  const settled = (module: Loaded<P>) =>
    ({ then: (resolve: (value: Loaded<P>) => void) => resolve(module) }) as Promise<Loaded<P>>;
  return lazy(() => (loaded ? settled(loaded) : loading));
}
