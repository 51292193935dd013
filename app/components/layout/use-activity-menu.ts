import { useRootData } from './root-data';

/** The Activities dropdown, from the root loader (prerendered with every page). */
export function useActivityMenu() {
  return useRootData()?.activityMenu ?? [];
}
