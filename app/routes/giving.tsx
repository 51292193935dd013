import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/giving';

export const meta: Route.MetaFunction = () => pageMeta(pages.giving);

export default function GivingPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>{pages.giving.heading}</PageHeaderHeading>
      <PageHeaderDescription>{pages.giving.description}</PageHeaderDescription>
    </PageHeader>
  );
}
