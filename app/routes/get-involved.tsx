import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { EmbeddedForm } from '~/components/sections/embedded-form';
import { church, getInvolved, pages } from '~/content/data';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/get-involved';

// Words arrive with the prerendered HTML through the loader, not in the page's JavaScript.
export const loader = () => ({ page: pages.getInvolved, content: getInvolved });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(church, loaderData.page, { path: paths.getInvolved }) : [];

export default function GetInvolvedPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  return (
    <>
      <PageIntro {...page} />
      <PageBody className="space-y-8">
        <Blocks blocks={content.intro} className="max-w-prose text-lg" />
        <EmbeddedForm {...content.form} />
      </PageBody>
    </>
  );
}
