import { Download } from '../../components/ui/icons.tsx';
import type { Sermon, SermonLabels } from '../../content/types.ts';
import { formatFileSize } from '../collections/file-size.ts';
import { useSite } from '../../components/site-context.tsx';
import { ExternalLink, iconLinkClass } from '../../components/ui/link.tsx';
import { kindOfAddress, recordingKinds } from '../../lib/recording-kinds.ts';

/** The speeds a listener can choose; 1 is the recording as it was preached. */
export const playbackSpeeds = [0.75, 1, 1.25, 1.5, 1.75, 2];

/** The browser's player, fetching nothing until Play (20-50 MB); player.ts does the rest. */
export function AudioPlayer({
  sermon,
  audio,
  src,
  onSite,
  labels,
}: {
  /** Names the place a listener stopped, kept in their browser. */
  sermon: string;
  audio: Sermon['audio'];
  src: string;
  onSite: boolean;
  labels: Pick<SermonLabels, 'download' | 'speed' | 'playFrom' | 'resume' | 'startOver'>;
}) {
  const { siteText, church } = useSite();
  const size = formatFileSize(audio.bytes, siteText.bytes, church.language);
  const text = (
    <>
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {labels.download}{' '}
        <span className="font-normal">
          ({recordingKinds[kindOfAddress(audio.url)].label}, {size})
        </span>
      </span>
    </>
  );
  return (
    <div data-slot="audio-player" className="space-y-3">
      <audio
        controls
        preload="none"
        src={src}
        className="w-full"
        data-player={sermon}
        data-play-from={labels.playFrom}
        data-resume={labels.resume}
      >
        <a href={src}>{labels.download}</a>
      </audio>
      <div
        data-slot="player-controls"
        className="flex min-h-11 flex-wrap items-center gap-x-5 gap-y-2 text-stone-700"
      >
        <label className="flex items-center gap-2">
          {labels.speed}
          <select
            data-speed
            defaultValue="1"
            className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-stone-900"
          >
            {playbackSpeeds.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
        </label>
        <p className="flex flex-wrap items-center gap-x-3">
          <span role="status" data-player-status />
          <button
            type="button"
            data-start-over
            className="hidden min-h-11 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
          >
            {labels.startOver}
          </button>
        </p>
      </div>
      <p>
        {onSite ? (
          <a href={src} download={src.split(/[?#]/)[0]!.split('/').pop()} className={iconLinkClass}>
            {text}
          </a>
        ) : (
          <ExternalLink href={src} className={iconLinkClass}>
            {text}
          </ExternalLink>
        )}
      </p>
    </div>
  );
}
