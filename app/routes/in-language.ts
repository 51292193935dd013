import * as site from '../content/data.ts';
import type { Content } from '../content/loading/load.server.ts';
import { defaultPath, languageOfPath, pathIn } from '../lib/language-paths.ts';
import { languagesOf } from '../lib/languages.ts';
import { pageMeta } from '../lib/meta.ts';
import type { PageMeta } from '../content/schemas/fields.ts';

// Every route reads the content of its address's language: /en/events the English, /events the
// default's. No route keeps one language's words from its imports.

export const languages = languagesOf(site.church);

export interface InLanguage extends Content {
  /** An address of the default language's in this page's language: /events → /en/events. */
  at: (path: string) => string;
  /** This page's address in the default language: /en/events → /events. */
  path: string;
}

/** The content of the language of a request's, a location's or a path's address. */
export function contentAt(where: Request | { pathname: string } | string): InLanguage {
  const pathname =
    typeof where === 'string'
      ? where
      : 'url' in where
        ? new URL(where.url).pathname
        : where.pathname;
  const language = languageOfPath(pathname, languages);
  const content = site.translations[language] ?? site;
  return { ...content, at: pathIn(language, languages), path: defaultPath(pathname, languages) };
}

/** The head of a page whose loader sends its `page`, at `path` in the page's language. */
export const pageMetaAt =
  (path: string) =>
  ({
    loaderData,
    location,
  }: {
    loaderData?: { page: Pick<PageMeta, 'title' | 'description'> };
    location: { pathname: string };
  }) => {
    const { church, at } = contentAt(location);
    return loaderData ? pageMeta(church, loaderData.page, { path: at(path) }) : [];
  };
