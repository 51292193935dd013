import { NotFound } from '~/components/layout/not-found';
import { church, notFoundPage } from '~/content/data';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta(church, notFoundPage),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound page={notFoundPage} />;
}
