import { createContext, type ReactNode, use } from 'react';
import type { Content } from '../content/loading/load.server.ts';
import { type DateWords, dateWordsOf } from '../lib/format-date.ts';

/** The church and the site's words, from the root: never the content module, so tests can vary. */
export type SiteContent = Pick<Content, 'church' | 'siteText' | 'churches'>;

const SiteContext = createContext<SiteContent | null>(null);

export function SiteProvider({ site, children }: { site: SiteContent; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

/** The site's words for dates and times, in its language and date style. */
export function useDateWords(): DateWords {
  const { church, siteText } = useSite();
  return dateWordsOf(siteText.dates, church);
}

export function useSite(): SiteContent {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteProvider> above it (root.tsx gives one).');
  return site;
}
