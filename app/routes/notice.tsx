import { data } from 'react-router';
import { news, newsPage } from '~/content/data';
import { NoticePage } from '~/features/news/notice-page';
import { pageMeta } from '~/lib/meta';
import { itemAt } from '~/lib/paging';
import { paths } from '~/lib/paths';
import type { Route } from './+types/notice';

// One module renders every notice; routes.ts gives each its own prerendered route, and the
// loader (run only when prerendering) sends the page just its own notice.
export function loader({ request }: Route.LoaderArgs) {
  const notice = itemAt(news, paths.notice, new URL(request.url).pathname);
  if (!notice) throw data(null, { status: 404 });
  return { notice, labels: { backLink: newsPage.backLink, pdf: newsPage.pdf } };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(
        { title: loaderData.notice.title, description: loaderData.notice.summary },
        { path: paths.notice(loaderData.notice.slug) },
      )
    : [];

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} labels={loaderData.labels} />;
}
