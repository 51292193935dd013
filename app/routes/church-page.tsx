import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { collections } from '../content/schemas/kinds.ts';
import { ChurchPageView } from '../features/church-pages/church-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/church-page.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { churchPages, labels, path } = contentAt(request);
  const slug = path.replace(/^\/+|\/+$/g, '');
  const page = churchPages[slug];
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    path: collections.churchPages.address(slug),
    lastReviewedLabel: labels.lastReviewed,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { church, at } = contentAt(location);
  return loaderData ? pageMeta(church, loaderData.page, { path: at(loaderData.path) }) : [];
};

export default function ChurchPageRoute({ loaderData }: Route.ComponentProps) {
  return <ChurchPageView page={loaderData.page} lastReviewedLabel={loaderData.lastReviewedLabel} />;
}
