import { data } from 'react-router';
import { church, churchPages, labels } from '../content/data.ts';
import { collections } from '../content/schemas/kinds.ts';
import { ChurchPageView } from '../features/church-pages/church-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/church-page.ts';

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const page = churchPages[slug];
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    path: collections.churchPages.address(slug),
    lastReviewedLabel: labels.lastReviewed,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(church, loaderData.page, { path: loaderData.path }) : [];

export default function ChurchPageRoute({ loaderData }: Route.ComponentProps) {
  return <ChurchPageView page={loaderData.page} lastReviewedLabel={loaderData.lastReviewedLabel} />;
}
