import { IntroPage } from '../components/layout/page-header.tsx';
import { Blocks } from '../components/sections/blocks.tsx';
import { EmbeddedForm } from '../components/sections/embedded-form.tsx';
import { contentAt, pageMetaAt } from './in-language.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/get-involved.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { pages, getInvolved } = contentAt(request);
  return { page: pages.getInvolved, content: getInvolved };
}

export const meta: Route.MetaFunction = pageMetaAt(paths.getInvolved);

export default function GetInvolvedPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage {...page} className="space-y-8">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      {content.form && <EmbeddedForm {...content.form} />}
    </IntroPage>
  );
}
