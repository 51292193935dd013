import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { EmbeddedForm } from '~/components/sections/embedded-form';
import { getInvolved } from '~/content/get-involved';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/get-involved';

export const meta: Route.MetaFunction = () => pageMeta(pages.getInvolved);

export default function GetInvolvedPage() {
  return (
    <>
      <PageIntro page={pages.getInvolved} />
      <PageBody className="space-y-8">
        <Blocks blocks={getInvolved.intro} className="max-w-prose text-lg" />
        <EmbeddedForm {...getInvolved.form} />
      </PageBody>
    </>
  );
}
