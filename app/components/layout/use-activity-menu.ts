import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

/** The Activities dropdown, from the root loader (prerendered with every page). */
export function useActivityMenu() {
  return useRouteLoaderData<typeof loader>('root')?.activityMenu ?? [];
}
