import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/loading/load.server.ts';
import { paths } from '../../lib/paths.ts';
import { chaptersFile, episodeFiles } from './episode-files.ts';

// The files a sermon's podcast episode names. The chapters file is checked against the JSON
// chapters format (Podcastindex-org/podcast-namespace/docs/examples/chapters/jsonChapters.md,
// version 1.2): an object with `version` (a string) and `chapters` (an array), each chapter a
// `startTime` in seconds (a float) and optionally a `title` (a string), "in ascending order
// based on the startTime".

describe.each(['content', 'test/fixtures/content'])('the episode files of %s', (folder) => {
  const { sermons, sermonsPage } = loadContent(folder);
  const files = episodeFiles(sermons, sermonsPage.podcast.title);
  const withChapters = sermons.filter((sermon) => sermon.chapters);

  it('are one chapters file per sermon with chapters, and one transcript per sermon with one', () => {
    expect(files.map((file) => file.path).sort()).toEqual(
      [
        ...withChapters.map((sermon) => paths.sermonChapters(sermon.slug)),
        ...sermons.flatMap((sermon) =>
          sermon.transcript
            ? [paths.sermonTranscript(sermon.slug, sermon.transcript.vtt ? 'vtt' : 'txt')]
            : [],
        ),
      ].sort(),
    );
  });

  it('copy a WebVTT file as it is, and write pasted text a paragraph a line', () => {
    for (const sermon of sermons.filter((s) => s.transcript)) {
      const file = files.find((f) =>
        f.path.startsWith(`${paths.sermon(sermon.slug)}/transcript.`),
      )!;
      if (sermon.transcript!.vtt) {
        expect(file).toEqual({
          path: paths.sermonTranscript(sermon.slug, 'vtt'),
          copyOf: sermon.transcript!.vtt,
        });
      } else {
        expect(file.text).toBe(
          `${sermon.transcript!.paragraphs.map((p) => p.text).join('\n\n')}\n`,
        );
      }
    }
  });

  it.each(withChapters.map((sermon) => [sermon.slug, sermon] as const))(
    '%s: the chapters file is the namespace’s JSON chapters format',
    (_, sermon) => {
      const json = JSON.parse(chaptersFile(sermon, sermonsPage.podcast.title)) as Record<
        string,
        unknown
      >;
      expect(typeof json.version).toBe('string');
      expect(json.version).toMatch(/^1\.2(\.\d+)?$/);
      expect(json).toMatchObject({
        title: sermon.title,
        author: sermon.preacher,
        podcastName: sermonsPage.podcast.title,
      });
      const chapters = json.chapters as { startTime: unknown; title?: unknown }[];
      expect(Array.isArray(chapters)).toBe(true);
      expect(chapters).toEqual(
        sermon.chapters!.map((c) => ({ startTime: c.start, title: c.title })),
      );
      chapters.forEach(({ startTime, title }, index) => {
        expect(typeof startTime).toBe('number');
        expect(startTime).toBeGreaterThanOrEqual(0);
        expect(startTime).toBeLessThan(sermon.audio.seconds);
        if (index > 0) expect(startTime).toBeGreaterThan(chapters[index - 1]!.startTime as number);
        expect(typeof title).toBe('string');
      });
    },
  );
});
