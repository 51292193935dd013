import { church, news, newsPage } from '../content/data.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { NoticePage } from '../features/news/notice-page.tsx';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/notice.ts';

export function loader({ request }: Route.LoaderArgs) {
  const notice = itemOf(news, paths.notice, request);
  return { notice, labels: { backLink: newsPage.backLink, pdf: newsPage.pdf } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, summary: description, slug } = loaderData.notice;
  return itemPageMeta(church, { title, description }, paths.notice(slug));
};

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} labels={loaderData.labels} />;
}
