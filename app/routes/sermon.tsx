import { data } from 'react-router';
import { church, sermons, sermonsPage } from '~/content/data';
import { SermonPage } from '~/features/sermons/sermon-page';
import { podcastLink } from '~/features/collections/list-meta';
import { pageMeta } from '~/lib/meta';
import { itemAt } from '~/lib/paging';
import { paths } from '~/lib/paths';
import { onThisSite } from '~/lib/site-url';
import type { Route } from './+types/sermon';

// One module renders every sermon; routes.ts gives each its own prerendered route.
export function loader({ request }: Route.LoaderArgs) {
  const sermon = itemAt(sermons, paths.sermon, new URL(request.url).pathname);
  if (!sermon) throw data(null, { status: 404 });
  const onSite = onThisSite(church.siteUrl, sermon.audio.url);
  return {
    sermon,
    audioSrc: onSite ?? sermon.audio.url,
    audioOnSite: onSite !== undefined,
    labels: sermonsPage.labels,
    podcastTitle: sermonsPage.podcast.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta(
          { title: loaderData.sermon.title, description: loaderData.sermon.summary },
          { path: paths.sermon(loaderData.sermon.slug) },
        ),
        podcastLink(loaderData.podcastTitle),
      ]
    : [];

export default function SermonRoute({ loaderData }: Route.ComponentProps) {
  const { sermon, audioSrc, audioOnSite, labels } = loaderData;
  return (
    <SermonPage sermon={sermon} audioSrc={audioSrc} audioOnSite={audioOnSite} labels={labels} />
  );
}
