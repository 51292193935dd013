import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The visitor's current year. The prerendered HTML carries the build's year; hydration
 * swaps in the real one, so an old build never shows last year's copyright.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
