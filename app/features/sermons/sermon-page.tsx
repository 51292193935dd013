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
import { SermonFacts } from './sermon-summary.tsx';
import { YouTubeVideo } from './youtube-video.tsx';
import { iconLinkClass, Link } from '../../components/ui/link.tsx';
import { formatTimecode } from '../../lib/timecode.ts';

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

/** Not indexed, or "Luke" would find every sermon beside Luke's; the books still file it. */
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

/** An ISO 8601 duration for a <time>: 75 seconds → "PT75S". */
const durationAttribute = (seconds: number) => `PT${seconds}S`;

/** A sermon's chapters: the page's script makes each start a button (browser/player.ts). */
function SermonChapters({
  chapters,
  heading,
}: {
  chapters: NonNullable<Sermon['chapters']>;
  heading: string;
}) {
  return (
    <section aria-labelledby="chapters" className="space-y-2">
      <h3 id="chapters" className="font-serif text-xl font-semibold text-brand-900">
        {heading}
      </h3>
      <ol aria-labelledby="chapters" data-slot="chapters" data-seek-group className="space-y-1">
        {chapters.map(({ start, title }) => (
          <li key={start} data-seek={start} className="-mx-2 rounded-md px-2">
            <span data-seek-label className="inline-flex min-h-11 items-center gap-3 text-left">
              <time
                dateTime={durationAttribute(start)}
                className="font-semibold text-stone-900 tabular-nums"
              >
                {formatTimecode(start)}
              </time>{' '}
              <span>{title}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The transcript: a speaker named where it changes, a WebVTT time a button (browser/player.ts). */
function SermonTranscript({
  transcript,
  labels,
}: {
  transcript: NonNullable<Sermon['transcript']>;
  labels: Pick<SermonLabels, 'transcript' | 'readTranscript'>;
}) {
  const { paragraphs } = transcript;
  return (
    <section aria-labelledby="transcript">
      <SubHeading id="transcript" className="mb-4">
        {labels.transcript}
      </SubHeading>
      <details data-slot="transcript">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700">
          {labels.readTranscript}
        </summary>
        <div data-seek-group className="mt-4 space-y-5 text-lg">
          {paragraphs.map(({ start, speaker, text }, index) => {
            const newSpeaker = speaker !== undefined && speaker !== paragraphs[index - 1]?.speaker;
            return (
              <p
                key={index}
                data-seek={start}
                className="-mx-2 rounded-md px-2 leading-relaxed text-stone-800"
              >
                {(newSpeaker || start !== undefined) && (
                  <span className="flex flex-wrap items-center gap-x-3 text-base">
                    {newSpeaker && <span className="font-semibold text-stone-900">{speaker}</span>}
                    {start !== undefined && (
                      <span
                        data-seek-label
                        data-pagefind-ignore
                        className="inline-flex min-h-11 items-center font-semibold text-stone-900 tabular-nums"
                      >
                        <time dateTime={durationAttribute(Math.floor(start))}>
                          {formatTimecode(start)}
                        </time>
                      </span>
                    )}
                  </span>
                )}
                {text}
              </p>
            );
          })}
        </div>
      </details>
    </section>
  );
}
