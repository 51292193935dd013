import type { Sermon } from '../../content/types.ts';
import { paths } from '../../lib/paths.ts';
import { transcriptFileText } from '../../lib/transcript.ts';

// The chapters (Podcasting 2.0 JSON 1.2) and transcript files podcast apps read, for the build.

/** Where a sermon's transcript and chapters are, and what kind of file each is. */
export function episodeLinks(sermon: Pick<Sermon, 'slug' | 'transcript' | 'chapters'>) {
  const format = sermon.transcript?.vtt ? 'vtt' : 'txt';
  return {
    transcript: sermon.transcript && {
      path: paths.sermonTranscript(sermon.slug, format),
      type: format === 'vtt' ? 'text/vtt' : 'text/plain',
    },
    chapters: sermon.chapters && {
      path: paths.sermonChapters(sermon.slug),
      type: 'application/json+chapters',
    },
  };
}

/** The JSON chapters file: each chapter's start in seconds and its title, in order. */
export function chaptersFile(
  sermon: Pick<Sermon, 'title' | 'preacher' | 'chapters'>,
  podcastName: string,
): string {
  return `${JSON.stringify(
    {
      version: '1.2.0',
      title: sermon.title,
      author: sermon.preacher,
      podcastName,
      chapters: (sermon.chapters ?? []).map(({ start, title }) => ({ startTime: start, title })),
    },
    null,
    2,
  )}\n`;
}

/** Every file a sermon's episode names: its text, or the content file it copies (WebVTT). */
export function episodeFiles(
  sermons: readonly Sermon[],
  podcastName: string,
): { path: string; text?: string; copyOf?: string }[] {
  return sermons.flatMap((sermon) => {
    const { transcript, chapters } = episodeLinks(sermon);
    return [
      ...(transcript && sermon.transcript
        ? [
            sermon.transcript.vtt
              ? { path: transcript.path, copyOf: sermon.transcript.vtt }
              : { path: transcript.path, text: transcriptFileText(sermon.transcript.paragraphs) },
          ]
        : []),
      ...(chapters ? [{ path: chapters.path, text: chaptersFile(sermon, podcastName) }] : []),
    ];
  });
}
