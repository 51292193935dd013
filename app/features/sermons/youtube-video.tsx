import { Play } from '../../components/ui/icons.tsx';
import { ExternalLink } from '../../components/ui/link.tsx';

/** A link browser/video.ts makes a button for YouTube's player (CSP allows it on sermon pages). */
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
  return (
    <ExternalLink
      data-slot="youtube-video"
      href={url}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-brand-900"
      data-youtube-embed={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
      data-youtube-title={title}
      data-youtube-play={labels.playVideo}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-700),var(--color-brand-900)_70%)]"
      />
      <span className="relative flex flex-col items-center gap-3 p-4 text-center text-white">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-900 shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
        <span
          data-video-label
          className="text-lg font-semibold underline-offset-4 group-hover:underline"
        >
          {labels.watchOnYouTube}
        </span>
      </span>
    </ExternalLink>
  );
}
