import { useRouteLoaderData } from 'react-router';
import type { activityMenuOf } from '../../content/loading/navigation.ts';
import type { SiteLink } from '../../content/loading/church-pages.server.ts';
import type { siteNoticeForPages } from './site-notice-loader.ts';

/** What the root loader gives every page: declared here, so no import of root.tsx makes a cycle. */
export interface RootData {
  activityMenu: ReturnType<typeof activityMenuOf>;
  notice: ReturnType<typeof siteNoticeForPages>;
  footerLinks: SiteLink[];
}

export const useRootData = () => useRouteLoaderData<RootData>('root');

/** The Activities dropdown, from the root loader (prerendered with every page). */
export const useActivityMenu = () => useRootData()?.activityMenu ?? [];
