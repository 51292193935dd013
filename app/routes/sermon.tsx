import { church, sermons, sermonsPage } from '../content/data.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { SermonPage } from '../features/sermons/sermon-page.tsx';
import { paths } from '../lib/paths.ts';
import { onThisSite } from '../lib/site-url.ts';
import type { Route } from './+types/sermon.ts';

/** The lists this sermon is in: its preacher's, its books', its series' and its year's. */
function moreSermons(sermon: (typeof sermons)[number]) {
  const { browse, labels } = sermonsPage;
  const year = sermon.date.slice(0, 4);
  return {
    heading: browse.more,
    links: [
      {
        to: paths.preacher(sermon.preacherSlug),
        text: browse.preachers.list,
        name: sermon.preacher,
      },
      ...sermon.books.map((book) => ({
        to: paths.book(book.slug),
        text: browse.books.list,
        name: book.name,
        filter: 'book',
      })),
      ...(sermon.series
        ? [
            {
              to: paths.sermonSeries(sermon.series.slug),
              text: `${labels.series}:`,
              name: sermon.series.title,
            },
          ]
        : []),
      { to: paths.year(year), text: browse.years.list, name: year },
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
