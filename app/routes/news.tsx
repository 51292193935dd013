import { data } from 'react-router';
import { PageBody } from '~/components/layout/page-header';
import { Pagination } from '~/features/collections/pagination';
import { PageIntro } from '~/components/sections/page-intro';
import { news, newsPage, pages, paging } from '~/content/data';
import { NewsList } from '~/features/news/news-list';
import { listPageMeta } from '~/features/collections/list-meta';
import { pageAt } from '~/lib/paging';
import { paths } from '~/lib/paths';
import type { Route } from './+types/news';

// /news and its further pages (/news/page/2, ...), each prerendered with its ten notices.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const paged = pageAt(news, paths.news, path);
  if (!paged) throw data(null, { status: 404 });
  return {
    page: pages.news,
    text: { intro: newsPage.intro, empty: newsPage.empty },
    paging,
    path,
    paged: {
      ...paged,
      items: paged.items.map(({ slug, title, date, summary, photo }) => ({
        slug,
        title,
        date,
        summary,
        photo,
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? listPageMeta(loaderData) : [];

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, paged, paging } = loaderData;
  return (
    <>
      <PageIntro page={page} description={text.intro} />
      <PageBody className="max-w-4xl">
        <NewsList notices={paged.items} empty={text.empty} />
        <Pagination paged={paged} labels={paging} />
      </PageBody>
    </>
  );
}
