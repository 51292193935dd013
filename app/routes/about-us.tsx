import { IntroPage } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { PageSection } from '~/components/sections/page-section';
import { PeopleList, PersonProfile } from '~/components/sections/people';
import { aboutUs, church, pages } from '~/content/data';
import { pageMetaAt } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/about-us';

export const loader = () => ({ page: pages.aboutUs, content: aboutUs });

export const meta: Route.MetaFunction = pageMetaAt(church, paths.aboutUs);

export default function AboutUsPage({ loaderData: { page, content } }: Route.ComponentProps) {
  const { elders, convener, kirkSession, staff } = content;
  return (
    <IntroPage page={page} className="space-y-16">
      <Blocks blocks={content.intro} className="max-w-prose text-lg" />
      <PageSection id="ruling-elders" heading={elders.heading}>
        <Blocks blocks={[elders.intro, { list: elders.duties }]} className="max-w-prose" />
      </PageSection>
      <PageSection id="vacancy" heading={convener.heading}>
        <PersonProfile person={convener.person}>
          <Blocks blocks={convener.body} headingLevel={3} />
        </PersonProfile>
      </PageSection>
      <PageSection id="kirk-session" heading={kirkSession.heading}>
        <p className="text-stone-700">{kirkSession.intro}</p>
        <PeopleList people={kirkSession.people} className="mt-8" />
      </PageSection>
      <PageSection id="staff" heading={staff.heading}>
        <p className="text-stone-700">{staff.intro}</p>
        <PeopleList people={staff.people} className="mt-8" />
      </PageSection>
    </IntroPage>
  );
}
