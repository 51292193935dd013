import { ReadingColumn } from '~/components/layout/page-header';
import { IntroPage } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { LabelledDate } from '~/components/sections/labelled-date';
import { PageSection } from '~/components/sections/page-section';
import { church, pages, privacyPolicy } from '~/content/data';
import { pageMetaAt } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/privacy-policy';

export const loader = () => ({ page: pages.privacyPolicy, content: privacyPolicy });

export const meta: Route.MetaFunction = pageMetaAt(church, paths.privacyPolicy);

export default function PrivacyPolicyPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage
      page={page}
      extra={<LabelledDate label={content.lastUpdatedLabel} date={content.lastUpdated} />}
    >
      <ReadingColumn className="space-y-12">
        <Blocks blocks={content.intro} className="text-lg" />
        {content.sections.map((section, index) => (
          <PageSection
            key={section.heading}
            id={`section-${index + 1}`}
            heading={`${index + 1}. ${section.heading}`}
          >
            <Blocks blocks={section.body} headingLevel={3} />
          </PageSection>
        ))}
      </ReadingColumn>
    </IntroPage>
  );
}
