import { IntroPage } from '../components/layout/page-header.tsx';
import { contentAt } from './in-language.ts';
import { listPageMeta, listPageOf } from '../features/collections/route-parts.ts';
import { Pagination } from '../features/collections/pagination.tsx';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/news.ts';
import { NewsList } from '../features/news/notice-summary.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const { news, newsPage, pages, paging, path: address } = contentAt(request);
  const { path, paged } = listPageOf(news, paths.news, address);
  return {
    page: pages.news,
    text: { intro: newsPage.intro, empty: newsPage.empty },
    paging,
    path,
    paged,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { church, at } = contentAt(location);
  return loaderData ? listPageMeta({ church, ...loaderData, path: at(loaderData.path) }) : [];
};

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, paged, paging } = loaderData;
  return (
    <IntroPage {...page} description={text.intro} className="max-w-4xl">
      <NewsList notices={paged.items} empty={text.empty} />
      <Pagination paged={paged} labels={paging} />
    </IntroPage>
  );
}
