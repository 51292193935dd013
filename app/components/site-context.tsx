import { createContext, type ReactNode, use } from 'react';
import type { Content } from '../content/loading/load.ts';

/**
 * The church and the site's own words, given once by the root route. Components read them here,
 * never from the content module, so a test can fill them with content of its own.
 */
export type SiteContent = Pick<Content, 'church' | 'siteText'>;

const SiteContext = createContext<SiteContent | null>(null);

export function SiteProvider({ site, children }: { site: SiteContent; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): SiteContent {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteProvider> above it (root.tsx gives one).');
  return site;
}
