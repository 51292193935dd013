import { church } from '~/content/data';
import type { PageMeta } from '~/content/schema';

/** The <title> and description for a page: "Giving | Ballyglen Presbyterian". */
export function pageMeta(page: Pick<PageMeta, 'title' | 'description'>, { isHome = false } = {}) {
  return [
    { title: isHome ? church.name : `${page.title} | ${church.shortName}` },
    { name: 'description', content: page.description },
  ];
}
