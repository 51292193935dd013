import type { Church } from '../content/schemas/church.ts';
import type { PageMeta } from '../content/schemas/fields.ts';
import { absoluteUrl } from './site-url.ts';

/** A page's <title> ("Giving | Ballyglen Presbyterian"), description and canonical link. */
export function pageMeta(
  church: Pick<Church, 'name' | 'shortName' | 'siteUrl'>,
  page: Pick<PageMeta, 'title' | 'description'>,
  { isHome = false, path }: { isHome?: boolean; path?: string } = {},
) {
  return [
    { title: isHome ? church.name : `${page.title} | ${church.shortName}` },
    { name: 'description', content: page.description },
    ...(path
      ? [{ tagName: 'link' as const, rel: 'canonical', href: absoluteUrl(church.siteUrl, path) }]
      : []),
  ];
}

/** The head of a page whose loader sends its `page` (pages.ts), at `path`. */
export const pageMetaAt =
  (church: Parameters<typeof pageMeta>[0], path: string) =>
  ({ loaderData }: { loaderData?: { page: Pick<PageMeta, 'title' | 'description'> } }) =>
    loaderData ? pageMeta(church, loaderData.page, { path }) : [];
