import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/get-involved';

export const meta: Route.MetaFunction = () => pageMeta(pages.getInvolved);

export default function GetInvolvedPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>{pages.getInvolved.heading}</PageHeaderHeading>
      <PageHeaderDescription>{pages.getInvolved.description}</PageHeaderDescription>
    </PageHeader>
  );
}
