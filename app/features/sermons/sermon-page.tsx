import type { ComponentProps } from 'react';
import {
  PageBody,
  ReadingColumn,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '../../components/layout/page-header.tsx';
import { Blocks } from '../../components/sections/blocks.tsx';
import { SubHeading } from '../../components/sections/section.tsx';
import type { Sermon, SermonLabels } from '../../content/types.ts';
import { BackLink } from '../collections/item-parts.tsx';
import { paths } from '../../lib/paths.ts';
import { AudioPlayer } from './audio-player.tsx';
import { SermonChapters } from './sermon-chapters.tsx';
import { SermonFacts } from './sermon-summary.tsx';
import { SermonTranscript } from './sermon-transcript.tsx';
import { YouTubeVideo } from './youtube-video.tsx';
import { Link, iconLinkClass } from '../../components/ui/link.tsx';

export function SermonPage({
  sermon,
  audioSrc,
  audioOnSite,
  labels,
  more,
}: {
  sermon: Sermon;
  more: ComponentProps<typeof MoreSermons>;
  /** The recording's address as this page uses it: a path when it is on this site. */
  audioSrc: string;
  audioOnSite: boolean;
  labels: SermonLabels;
}) {
  return (
    <article data-slot="sermon">
      <PageHeader>
        <PageHeaderHeading>{sermon.title}</PageHeaderHeading>
        <div className="mt-4">
          <SermonFacts sermon={sermon} labels={labels} indexed />
        </div>
        <PageHeaderDescription>{sermon.summary}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <ReadingColumn className="space-y-10">
          <section aria-labelledby="listen">
            <SubHeading id="listen" className="mb-4">
              {labels.listen}
            </SubHeading>
            <AudioPlayer
              sermon={sermon.slug}
              audio={sermon.audio}
              src={audioSrc}
              onSite={audioOnSite}
              labels={labels}
            />
            {sermon.chapters && (
              <div className="mt-6">
                <SermonChapters chapters={sermon.chapters} heading={labels.chapters} />
              </div>
            )}
          </section>
          {sermon.transcript && <SermonTranscript transcript={sermon.transcript} labels={labels} />}
          {sermon.video && (
            <section aria-labelledby="watch">
              <SubHeading id="watch" className="mb-4">
                {labels.watch}
              </SubHeading>
              <YouTubeVideo {...sermon.video} title={sermon.title} labels={labels} />
            </section>
          )}
          {sermon.body && <Blocks blocks={sermon.body} className="text-lg" />}
          <MoreSermons {...more} />
          <BackLink to={paths.sermons}>{labels.backLink}</BackLink>
        </ReadingColumn>
      </PageBody>
    </article>
  );
}

interface MoreLink {
  to: string;
  /** "Sermons by", before the name. */
  text: string;
  name: string;
  /** The search filter the name files the sermon under ("book"). */
  filter?: string;
}

/** A sermon's preacher's, books', series' and year's lists. Left out of the search index, or
 *  "Luke" would find every sermon beside Luke's; the books still file it for the filter. */
function MoreSermons({ heading, links }: { heading: string; links: MoreLink[] }) {
  return (
    <nav aria-labelledby="more-sermons" data-slot="more-sermons" data-pagefind-ignore="index">
      <SubHeading id="more-sermons" className="mb-2">
        {heading}
      </SubHeading>
      <ul>
        {links.map(({ to, text, name, filter }) => (
          <li key={to}>
            <Link to={to} className={iconLinkClass}>
              <span>
                {text} <span data-pagefind-filter={filter}>{name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
