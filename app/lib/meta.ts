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
