import { data } from 'react-router';
import { IntroPage } from '../components/layout/page-header.tsx';
import { SubHeading } from '../components/sections/section.tsx';
import { contentAt } from './in-language.ts';
import { sermonWays } from '../content/loading/sermon-groups.ts';
import { BackLink } from '../features/collections/item-parts.tsx';
import { archive, indexEntry } from '../features/sermons/archive.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import { slugOf } from '../lib/slug.ts';
import type { Route } from './+types/sermon-ways.ts';
import { GroupIndex } from '../features/sermons/sermon-list-layout.tsx';

// Each way into the archive (/sermons/series, …) and its lists; books under each Testament.
export function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { church, sermons, sermonSeries, sermonsPage } = content;
  const path = content.path.replace(/\/+$/, '');
  const way = sermonWays.find((w) => paths.sermonWays[w] === path);
  if (!way) throw data(null, { status: 404 });
  const { browse, labels, empty } = sermonsPage;
  const groups = archive({ sermons, sermonSeries })[way].filter(
    (group) => way === 'series' || group.sermons.length > 0,
  );
  const sections =
    way === 'books'
      ? (['old', 'new'] as const).map((testament) => ({
          heading: testament === 'old' ? browse.books.oldTestament : browse.books.newTestament,
          entries: groups
            .filter((g) => g.testament === testament)
            .map((g) => indexEntry(g, browse.count, church.language)),
        }))
      : [
          {
            heading: undefined,
            entries: groups.map((g) => indexEntry(g, browse.count, church.language)),
          },
        ];
  return {
    path,
    text: browse[way],
    sections: sections.filter((section) => section.entries.length > 0),
    empty,
    backLink: labels.backLink,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { text, path } = loaderData;
  const { church, at } = contentAt(location);
  return pageMeta(church, { title: text.heading, description: text.intro }, { path: at(path) });
};

export default function SermonWaysRoute({ loaderData }: Route.ComponentProps) {
  const { text, sections, empty, backLink } = loaderData;
  return (
    <IntroPage heading={text.heading} description={text.intro} className="max-w-4xl space-y-10">
      {sections.length === 0 && <p className="text-lg text-stone-700">{empty}</p>}
      {sections.map(({ heading, entries }) => (
        <section key={heading ?? 'all'} aria-label={heading ? undefined : text.heading}>
          {heading && (
            <SubHeading id={slugOf(heading)} className="mb-4">
              {heading}
            </SubHeading>
          )}
          <GroupIndex entries={entries} />
        </section>
      ))}
      <BackLink to={paths.sermons}>{backLink}</BackLink>
    </IntroPage>
  );
}
