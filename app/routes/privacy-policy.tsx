import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { PageSection } from '~/components/sections/page-section';
import { pages } from '~/content/pages';
import { privacyPolicy } from '~/content/privacy-policy';
import { formatLongDate } from '~/lib/format-date';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = () => pageMeta(pages.privacyPolicy);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro page={pages.privacyPolicy}>
        <p className="mt-4 text-sm text-stone-700">
          {privacyPolicy.lastUpdatedLabel}:{' '}
          <time dateTime={privacyPolicy.lastUpdated}>
            {formatLongDate(privacyPolicy.lastUpdated)}
          </time>
        </p>
      </PageIntro>
      <PageBody>
        <div className="max-w-3xl space-y-12">
          <Blocks blocks={privacyPolicy.intro} className="text-lg" />
          {privacyPolicy.sections.map((section, index) => (
            <PageSection
              key={section.heading}
              id={`section-${index + 1}`}
              heading={`${index + 1}. ${section.heading}`}
            >
              <Blocks blocks={section.body} />
            </PageSection>
          ))}
        </div>
      </PageBody>
    </>
  );
}
