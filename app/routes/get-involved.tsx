import { IntroPage } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { EmbeddedForm } from '~/components/sections/embedded-form';
import { church, getInvolved, pages } from '~/content/data';
import { pageMetaAt } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/get-involved';

export const loader = () => ({ page: pages.getInvolved, content: getInvolved });

export const meta: Route.MetaFunction = pageMetaAt(church, paths.getInvolved);

export default function GetInvolvedPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="space-y-8">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      {content.form && <EmbeddedForm {...content.form} />}
    </IntroPage>
  );
}
