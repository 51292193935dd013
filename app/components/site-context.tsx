import { createContext, type ReactNode, use } from 'react';
import type { Content } from '../content/loading/load.server.ts';
import { type DateWords, dateWordsOf } from '../lib/format-date.ts';
import { pathIn } from '../lib/language-paths.ts';
import type { Language } from '../lib/languages.ts';

/** The church and the site's words in the page's language, from the root: never the content module, so tests can vary. */
export type SiteContent = Pick<Content, 'church' | 'siteText' | 'churches' | 'mainMenu'> & {
  language: Language;
  /** The site's languages, its default first. */
  languages: Language[];
  /** An address of the site's (/events) in the page's language (/en/events on a Welsh-first site). */
  at: (path: string) => string;
};

/** What the root gives a page in `content`'s language, on a site of `languages` (its own alone by default). */
export function siteIn(
  {
    church,
    siteText,
    churches,
    mainMenu,
    language,
  }: Pick<Content, keyof SiteContent & keyof Content>,
  languages: Language[] = [language],
): SiteContent {
  return {
    church,
    siteText,
    churches,
    mainMenu,
    language,
    languages,
    at: pathIn(language, languages),
  };
}

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

const asItIs = (path: string) => path;

/** `at` where there is a site, and addresses as they are in an island, which has none (island.tsx). */
export const useAt = () => use(SiteContext)?.at ?? asItIs;
