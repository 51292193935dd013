import { NotFound } from '~/components/layout/not-found';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta(pages.notFound),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
