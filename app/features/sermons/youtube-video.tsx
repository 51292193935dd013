import { Play } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { ExternalLink } from '~/components/ui/external-link';

const noSubscription = () => () => {};
/** False in the prerendered HTML and while hydrating, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** YouTube's privacy-enhanced player: it sets no cookie until the video is played. */
export const youTubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/**
 * A sermon's video, with nothing asked of YouTube or Google until the visitor chooses to play
 * it: a poster of our own, then on a press of its button, YouTube's privacy-enhanced player in
 * its place (the pages' Content-Security-Policy allows that frame on sermon pages only).
 * Before the script runs, or without it, the poster is a link to the video on YouTube.
 */
export function YouTubeVideo({
  id,
  url,
  title,
  labels,
}: {
  id: string;
  url: string;
  title: string;
  labels: { playVideo: string; watchOnYouTube: string };
}) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  const poster = (label: string) => (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-700),var(--color-brand-900)_70%)]"
      />
      <span className="relative flex flex-col items-center gap-3 p-4 text-center text-white">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-900 shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
        <span className="text-lg font-semibold underline-offset-4 group-hover:underline">
          {label}
        </span>
      </span>
    </>
  );
  const frameClass =
    'group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-brand-900';

  if (playing) {
    return (
      <div data-slot="youtube-video" className={frameClass}>
        <iframe
          ref={(frame) => frame?.focus()}
          src={`${youTubeEmbedOrigin}/embed/${id}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }
  return hydrated ? (
    <button
      type="button"
      data-slot="youtube-video"
      className={frameClass}
      onClick={() => setPlaying(true)}
    >
      {poster(labels.playVideo)}
      <span className="sr-only">: {title}</span>
    </button>
  ) : (
    <ExternalLink data-slot="youtube-video" href={url} className={frameClass}>
      {poster(labels.watchOnYouTube)}
    </ExternalLink>
  );
}
