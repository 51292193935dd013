import { IntroPage } from '../components/layout/page-header.tsx';
import { Blocks } from '../components/sections/blocks.tsx';
import { aboutUs, church, pages } from '../content/data.ts';
import { pageMetaAt } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/about-us.ts';
import { PageSections } from '../components/sections/page-section.tsx';

export const loader = () => ({ page: pages.aboutUs, content: aboutUs });

export const meta: Route.MetaFunction = pageMetaAt(church, paths.aboutUs);

export default function AboutUsPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage {...page} className="space-y-16">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      <PageSections sections={content.sections} />
    </IntroPage>
  );
}
