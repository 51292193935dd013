import { Download } from 'lucide-react';
import { ExternalLink } from '~/components/ui/external-link';
import { textLinkClass } from '~/components/ui/text-link-class';
import type { Sermon } from '~/content/types';
import { formatFileSize } from '~/features/collections/file-size';

/**
 * The browser's own player, which fetches nothing until Play (preload="none": a sermon is
 * 20-50 MB), and a download link with the file's size. `src` is the recording's address as
 * the page should use it (a path when it is on this site).
 */
export function AudioPlayer({
  audio,
  src,
  onSite,
  label,
}: {
  audio: Sermon['audio'];
  src: string;
  onSite: boolean;
  label: string;
}) {
  const text = (
    <>
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {label} <span className="font-normal">(MP3, {formatFileSize(audio.bytes)})</span>
      </span>
    </>
  );
  return (
    <div data-slot="audio-player" className="space-y-3">
      <audio controls preload="none" src={src} className="w-full">
        <a href={src}>{label}</a>
      </audio>
      <p>
        {onSite ? (
          <a href={src} download={src.split(/[?#]/)[0]!.split('/').pop()} className={textLinkClass}>
            {text}
          </a>
        ) : (
          <ExternalLink href={src} className={textLinkClass}>
            {text}
          </ExternalLink>
        )}
      </p>
    </div>
  );
}
