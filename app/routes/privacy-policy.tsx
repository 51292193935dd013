import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { Blocks } from '~/components/sections/blocks';
import { PageSection } from '~/components/sections/page-section';
import { pages, privacyPolicy } from '~/content/data';
import { formatLongDate } from '~/lib/format-date';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/privacy-policy';

// Words arrive with the prerendered HTML through the loader, not in the page's JavaScript.
export const loader = () => ({ page: pages.privacyPolicy, content: privacyPolicy });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page, { path: paths.privacyPolicy }) : [];

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  return (
    <>
      <PageIntro page={page}>
        <p className="mt-4 text-sm text-stone-700">
          {content.lastUpdatedLabel}:{' '}
          <time dateTime={content.lastUpdated}>{formatLongDate(content.lastUpdated)}</time>
        </p>
      </PageIntro>
      <PageBody>
        <div className="max-w-3xl space-y-12">
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
        </div>
      </PageBody>
    </>
  );
}
