import type { ComponentProps } from 'react';
import {
  PageBody,
  ReadingColumn,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { Blocks } from '~/components/sections/blocks';
import { SubHeading } from '~/components/sections/section';
import type { Sermon, SermonLabels } from '~/content/types';
import { BackLink } from '~/features/collections/back-link';
import { paths } from '~/lib/paths';
import { AudioPlayer } from './audio-player';
import { MoreSermons } from './more-sermons';
import { SermonChapters } from './sermon-chapters';
import { SermonFacts } from './sermon-summary';
import { SermonTranscript } from './sermon-transcript';
import { YouTubeVideo } from './youtube-video';

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
