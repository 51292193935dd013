import type { ReactNode } from 'react';
import { IntroPage } from '../../components/layout/page-header.tsx';
import { podcastLink } from '../collections/route-parts.ts';
import { BackLink } from '../collections/item-parts.tsx';
import type { groupPodcast } from './archive.ts';
import { PodcastSubscribe } from './podcast-subscribe.tsx';

type GroupPodcast = ReturnType<typeof groupPodcast>;

export const podcastLinks = (podcast: GroupPodcast | undefined) =>
  podcast ? [podcastLink(podcast.title, podcast.path)] : [];

/** A series' or a group's page: its sermons and a way back, its podcast beside. */
export function SermonListLayout({
  heading,
  description,
  back,
  podcast,
  children,
}: {
  heading: string;
  description?: string;
  back: { to: string; text: string };
  podcast: GroupPodcast | undefined;
  children: ReactNode;
}) {
  return (
    <IntroPage
      heading={heading}
      description={description}
      className="grid items-start gap-10 lg:grid-cols-[1fr_20rem]"
    >
      <div className="min-w-0">
        {children}
        <div className="mt-10">
          <BackLink to={back.to}>{back.text}</BackLink>
        </div>
      </div>
      {podcast && (
        <div className="lg:sticky lg:top-24">
          <PodcastSubscribe text={podcast.text} feedUrl={podcast.url} feedPath={podcast.path} />
        </div>
      )}
    </IntroPage>
  );
}
