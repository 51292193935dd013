import { NotFound } from '../components/layout/route-error.tsx';
import { church, notFoundPage } from '../content/data.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found.ts';

export const meta: Route.MetaFunction = () => [
  ...pageMeta(church, notFoundPage),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound page={notFoundPage} />;
}
