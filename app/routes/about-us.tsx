import { IntroPage } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { PageSections } from '~/components/sections/page-sections';
import { aboutUs, church, pages } from '~/content/data';
import { pageMetaAt } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/about-us';

export const loader = () => ({ page: pages.aboutUs, content: aboutUs });

export const meta: Route.MetaFunction = pageMetaAt(church, paths.aboutUs);

export default function AboutUsPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage page={page} className="space-y-16">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      <PageSections sections={content.sections} />
    </IntroPage>
  );
}
