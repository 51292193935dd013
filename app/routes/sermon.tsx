import type { Content } from '../content/loading/load.server.ts';
import { contentAt } from './in-language.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { SermonPage } from '../features/sermons/sermon-page.tsx';
import { paths } from '../lib/paths.ts';
import { onThisSite } from '../lib/site-url.ts';
import type { PageHandle } from '../components/island.tsx';
import type { Route } from './+types/sermon.ts';

/** The lists this sermon is in: its preacher's, its books', its series' and its year's. */
function moreSermons(
  sermon: Content['sermons'][number],
  { browse, labels }: Content['sermonsPage'],
) {
  const { series, books } = sermon;
  const year = sermon.date.slice(0, 4);
  const link = (to: string, text: string, name: string, filter?: string) => ({
    to,
    text,
    name,
    filter,
  });
  return {
    heading: browse.more,
    links: [
      link(paths.preacher(sermon.preacherSlug), browse.preachers.list, sermon.preacher),
      ...books.map((book) => link(paths.book(book.slug), browse.books.list, book.name, 'book')),
      ...(series ? [link(paths.sermonSeries(series.slug), `${labels.series}:`, series.title)] : []),
      link(paths.year(year), browse.years.list, year),
    ],
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const { church, sermons, sermonsPage, path } = contentAt(request);
  const sermon = itemOf(sermons, paths.sermon, path);
  const onSite = onThisSite(church.siteUrl, sermon.audio.url);
  return {
    sermon,
    audioSrc: onSite ?? sermon.audio.url,
    audioOnSite: onSite !== undefined,
    labels: sermonsPage.labels,
    podcastTitle: sermonsPage.podcast.title,
    more: moreSermons(sermon, sermonsPage),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { title, summary: description, slug } = loaderData.sermon;
  const { church, at } = contentAt(location);
  const podcast = { title: loaderData.podcastTitle, href: at(paths.podcast) };
  return itemPageMeta(church, { title, description }, at(paths.sermon(slug)), podcast);
};

// The player's extras are this page's own script, asked for after the paint (root.tsx).
export const handle = { player: true } satisfies PageHandle;

export default function SermonRoute({ loaderData }: Route.ComponentProps) {
  return <SermonPage {...loaderData} />;
}
