import type { ReactNode } from 'react';
import { IntroPage } from '../../components/layout/page-header.tsx';
import { podcastLink } from '../collections/route-parts.ts';
import { BackLink } from '../collections/item-parts.tsx';
import type { groupPodcast, indexEntry } from './archive.ts';
import { Podcast } from '../../components/ui/icons.tsx';
import type { SermonsPageContent } from '../../content/types.ts';
import { Panel } from '../../components/ui/panel.tsx';
import { iconLinkClass, Link, LinkList } from '../../components/ui/link.tsx';

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

export function PodcastSubscribe({
  text,
  feedUrl,
  feedPath,
}: {
  text: Pick<SermonsPageContent['subscribe'], 'heading' | 'text' | 'feedLabel'>;
  feedUrl: string;
  feedPath: string;
}) {
  return (
    <aside
      data-slot="podcast-subscribe"
      aria-labelledby="podcast-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2
        id="podcast-heading"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-brand-900"
      >
        <Podcast aria-hidden="true" className="size-5 shrink-0" />
        {text.heading}
      </h2>
      <p className="mt-2 text-stone-800">{text.text}</p>
      <p className="mt-3 text-sm font-semibold text-stone-700">{text.feedLabel}</p>
      <p className="mt-1">
        <a
          href={feedPath}
          className="font-mono text-sm break-all text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {feedUrl}
        </a>
      </p>
    </aside>
  );
}

export function FindASermon({
  heading,
  links,
  id = 'find-a-sermon',
}: {
  heading: string;
  links: { to: string; label: string }[];
  id?: string;
}) {
  return (
    <Panel
      as="nav"
      data-slot={id}
      headingId={id}
      heading={heading}
      headingClassName="font-serif text-xl font-semibold text-brand-900"
      className="p-5 sm:p-6"
    >
      <LinkList links={links} linkClass={iconLinkClass} plain className="mt-2" />
    </Panel>
  );
}

export function GroupIndex({ entries }: { entries: ReturnType<typeof indexEntry>[] }) {
  return (
    <ul data-slot="group-index" className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
      {entries.map(({ name, path, count }) => (
        <li key={path}>
          <Link
            to={path}
            className="group flex min-h-11 flex-wrap items-baseline justify-between gap-x-4 border-b border-stone-200 py-2 font-semibold text-brand-800"
          >
            <span className="underline decoration-brand-200 underline-offset-4 group-hover:decoration-brand-700">
              {name}
              <span className="sr-only">,</span>
            </span>
            <span className="text-sm font-normal text-stone-600">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
