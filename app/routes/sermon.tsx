import { church, sermons, sermonsPage } from '../content/data.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { SermonPage } from '../features/sermons/sermon-page.tsx';
import { paths } from '../lib/paths.ts';
import { onThisSite } from '../lib/site-url.ts';
import type { Route } from './+types/sermon.ts';

/** The lists this sermon is in: its preacher's, its books', its series' and its year's. */
function moreSermons(sermon: (typeof sermons)[number]) {
  const { browse, labels } = sermonsPage;
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
  const sermon = itemOf(sermons, paths.sermon, request);
  const onSite = onThisSite(church.siteUrl, sermon.audio.url);
  return {
    sermon,
    audioSrc: onSite ?? sermon.audio.url,
    audioOnSite: onSite !== undefined,
    labels: sermonsPage.labels,
    podcastTitle: sermonsPage.podcast.title,
    more: moreSermons(sermon),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, summary: description, slug } = loaderData.sermon;
  return itemPageMeta(church, { title, description }, paths.sermon(slug), loaderData.podcastTitle);
};

// The player's extras are this page's own script, asked for after the paint (lib/page-script.ts).
export default function SermonRoute({ loaderData }: Route.ComponentProps) {
  return <SermonPage {...loaderData} />;
}
