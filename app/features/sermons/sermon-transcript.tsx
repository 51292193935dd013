import type { Sermon, SermonLabels } from '../../content/types.ts';
import { SubHeading } from '../../components/sections/section.tsx';
import { formatTimecode } from '../../lib/timecode.ts';
import { durationAttribute } from './sermon-chapters.tsx';

/** A sermon's transcript in a <details>: each paragraph names its speaker where that changes
 *  and, from WebVTT, its time, which the page's script makes a button (browser/player.ts). */
export function SermonTranscript({
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
