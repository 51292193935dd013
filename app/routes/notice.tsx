import { contentAt } from './in-language.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { NoticePage } from '../features/news/notice-page.tsx';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/notice.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { news, newsPage, path } = contentAt(request);
  const notice = itemOf(news, paths.notice, path);
  return { notice, labels: { backLink: newsPage.backLink, pdf: newsPage.pdf } };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { title, summary: description, slug } = loaderData.notice;
  const { church, at } = contentAt(location);
  return itemPageMeta(church, { title, description }, at(paths.notice(slug)));
};

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} labels={loaderData.labels} />;
}
