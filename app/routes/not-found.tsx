import { useLocation } from 'react-router';
import { NotFound } from '../components/layout/route-error.tsx';
import { contentAt } from './in-language.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const { church, notFoundPage } = contentAt(location);
  return [...pageMeta(church, notFoundPage), { name: 'robots', content: 'noindex' }];
};

export default function NotFoundRoute() {
  return <NotFound page={contentAt(useLocation()).notFoundPage} />;
}
