import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = () => pageMeta(pages.aboutUs);

export default function AboutUsPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>{pages.aboutUs.heading}</PageHeaderHeading>
      <PageHeaderDescription>{pages.aboutUs.description}</PageHeaderDescription>
    </PageHeader>
  );
}
