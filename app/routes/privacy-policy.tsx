import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => pageMeta(pages.privacyPolicy);

export default function PrivacyPolicyPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>{pages.privacyPolicy.heading}</PageHeaderHeading>
      <PageHeaderDescription>{pages.privacyPolicy.description}</PageHeaderDescription>
    </PageHeader>
  );
}
