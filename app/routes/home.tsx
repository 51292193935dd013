import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { church } from '~/content/church';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => pageMeta(pages.home, { isHome: true });

export default function HomePage() {
  return (
    <PageHeader>
      <PageHeaderHeading>{church.name}</PageHeaderHeading>
      <PageHeaderDescription>{pages.home.description}</PageHeaderDescription>
    </PageHeader>
  );
}
