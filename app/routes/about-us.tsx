import { IntroPage } from '../components/layout/page-header.tsx';
import { Blocks } from '../components/sections/blocks.tsx';
import { contentAt, pageMetaAt } from './in-language.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/about-us.ts';
import { PageSections } from '../components/sections/page-section.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const { pages, aboutUs } = contentAt(request);
  return { page: pages.aboutUs, content: aboutUs };
}

export const meta: Route.MetaFunction = pageMetaAt(paths.aboutUs);

export default function AboutUsPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage {...page} className="space-y-16">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      <PageSections sections={content.sections} />
    </IntroPage>
  );
}
