import { IntroPage, LabelledDate, ReadingColumn } from '../components/layout/page-header.tsx';
import { Blocks } from '../components/sections/blocks.tsx';
import { PageSection } from '../components/sections/page-section.tsx';
import { contentAt, pageMetaAt } from './in-language.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/privacy-policy.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { pages, privacyPolicy } = contentAt(request);
  return { page: pages.privacyPolicy, content: privacyPolicy };
}

export const meta: Route.MetaFunction = pageMetaAt(paths.privacyPolicy);

export default function PrivacyPolicyPage({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <IntroPage
      {...page}
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
