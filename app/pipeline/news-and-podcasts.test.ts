import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentInLanguages } from '../content/loading/load.server.ts';
import { podcastImageSize } from '../content/schemas/sermons-page.ts';
import { paths } from '../lib/paths.ts';
import { writeNewsAndPodcasts } from './news-and-podcasts.ts';

// The feeds step, for the test content: what it writes is read as a reader's app reads it in
// the browser tests (e2e/); here, that each file is there.

const work = mkdtempSync(join(tmpdir(), 'news-and-podcasts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('writeNewsAndPodcasts', () => {
  it('writes the news feed, the podcasts and the podcast’s square picture', async () => {
    const content = loadContentInLanguages();
    const said = await writeNewsAndPodcasts(work, content);
    expect(said).toContain(`podcast with ${content.sermons.length} sermons`);
    const news = readFileSync(join(work, paths.newsFeed), 'utf8');
    expect(news).toContain(content.news[0]!.title);
    const podcast = readFileSync(join(work, paths.podcast), 'utf8');
    expect(podcast.match(/<item>/g)).toHaveLength(content.sermons.length);
    const picture = join(work, content.sermonsPage.podcast.image.href);
    expect(existsSync(picture)).toBe(true);
    const { width, height, format } = await sharp(picture).metadata();
    expect({ width, height, format }).toEqual({
      width: podcastImageSize,
      height: podcastImageSize,
      format: 'jpeg',
    });
  });
});
