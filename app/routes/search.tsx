import { Island, type PageHandle } from '../components/island.tsx';
import {
  PageBody,
  ReadingColumn,
  PageHeader,
  PageHeaderHeading,
} from '../components/layout/page-header.tsx';
import { activityMenuOf } from '../content/loading/navigation.ts';
import { contentAt } from './in-language.ts';
import { LiveSearchForm } from '../features/search/search-form.tsx';
import { LiveSearchResults } from '../features/search/search-results.tsx';
import { archive } from '../features/sermons/archive.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/search.ts';
import { textLinkClass, LinkList } from '../components/ui/link.tsx';

// Results come from Pagefind, which only this page loads; without JavaScript, the sections.
export function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { activities, activityGroups, footerLinks, groupPages, search } = content;
  const { sermons, sermonSeries, mainMenu } = content;
  return {
    text: search,
    // The choices under the box: every preacher and every book with sermons, as search files them.
    choices: (['preacher', 'book'] as const).flatMap((name) => {
      const options = archive({ sermons, sermonSeries })[`${name}s`].map((group) => group.name);
      const any = name === 'preacher' ? search.filters.anyPreacher : search.filters.anyBook;
      return options.length > 1 ? [{ name, label: search.filters[name], any, options }] : [];
    }),
    sections: [
      ...mainMenu.flatMap((item) => (item.kind === 'link' ? [item] : [])),
      ...activityMenuOf(activities, activityGroups, groupPages).flatMap((group) => group.links),
      // Not the calendar's place on /events: /events is listed already.
      ...footerLinks.filter((link) => link.to !== paths.subscribe),
    ].map(({ label, to }) => ({ label, to })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? [
        ...pageMeta(contentAt(location).church, loaderData.text.meta, {
          path: contentAt(location).at(paths.search),
        }),
        // Results pages are for visitors, not for search engines' own results.
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export const handle = { islands: true } satisfies PageHandle;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { text, sections, choices } = loaderData;
  const { searching, failed, noResults, resultsHeading, kinds } = text;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{text.meta.heading}</PageHeaderHeading>
        <Island
          name="search-form"
          when="interaction"
          component={LiveSearchForm}
          props={{ label: text.boxLabel, button: text.button, hint: text.hint, choices }}
        />
      </PageHeader>
      <PageBody>
        <ReadingColumn>
          {/* Shown by CSS when the browser runs no script, so it never flashes for those that do. */}
          <p className="hidden rounded-md border border-accent-200 bg-accent-50 p-4 text-stone-900 noscript:block">
            {text.noJavaScript}
          </p>
          <Island
            name="search-results"
            when="interaction"
            component={LiveSearchResults}
            props={{ text: { searching, failed, noResults, resultsHeading, kinds } }}
          />
          <nav aria-labelledby="site-sections" className="mt-12">
            <h2 id="site-sections" className="text-xl font-semibold text-stone-900">
              {text.sectionsHeading}
            </h2>
            <LinkList
              links={sections}
              linkClass={textLinkClass}
              plain
              className="mt-4 grid gap-2 sm:grid-cols-2"
            />
          </nav>
        </ReadingColumn>
      </PageBody>
    </>
  );
}
