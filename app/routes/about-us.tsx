import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { Blocks } from '~/components/sections/blocks';
import { PageSection } from '~/components/sections/page-section';
import { PeopleList, PersonProfile } from '~/components/sections/people';
import { aboutUs } from '~/content/about-us';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = () => pageMeta(pages.aboutUs);

export default function AboutUsPage() {
  const { elders, convener, kirkSession, staff } = aboutUs;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{pages.aboutUs.heading}</PageHeaderHeading>
        <PageHeaderDescription>{pages.aboutUs.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody className="space-y-16">
        <Blocks blocks={aboutUs.intro} className="max-w-prose text-lg" />
        <PageSection id="ruling-elders" heading={elders.heading}>
          <p className="max-w-prose text-stone-800">{elders.intro}</p>
          <ul className="mt-4 max-w-prose list-disc space-y-2 pl-5 text-stone-800 marker:text-brand-700">
            {elders.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="vacancy" heading={convener.heading}>
          <PersonProfile person={convener.person}>
            <Blocks blocks={convener.body} />
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
      </PageBody>
    </>
  );
}
