import { church, sermons, sermonsPage } from '~/content/data';
import { itemPageMeta } from '~/features/collections/list-meta';
import { itemOf } from '~/features/collections/loaders';
import { SermonPage } from '~/features/sermons/sermon-page';
import { paths } from '~/lib/paths';
import { onThisSite } from '~/lib/site-url';
import type { Route } from './+types/sermon';

// One module renders every sermon; routes.ts gives each its own prerendered route.
export function loader({ request }: Route.LoaderArgs) {
  const sermon = itemOf(sermons, paths.sermon, request);
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
    ? itemPageMeta(
        { title: loaderData.sermon.title, description: loaderData.sermon.summary },
        paths.sermon(loaderData.sermon.slug),
        loaderData.podcastTitle,
      )
    : [];

export default function SermonRoute({ loaderData }: Route.ComponentProps) {
  const { sermon, audioSrc, audioOnSite, labels } = loaderData;
  return (
    <SermonPage sermon={sermon} audioSrc={audioSrc} audioOnSite={audioOnSite} labels={labels} />
  );
}
