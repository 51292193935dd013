// The build's step for the news feed, the podcasts, their episodes' files and the podcast's
// square picture, from the same content as the pages.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import {
  contentDir,
  type Content,
  type ContentInLanguages,
} from '../content/loading/load.server.ts';
import { podcastImageSize } from '../content/schemas/sermons-page.ts';
import { atomFeed, feedLength } from '../features/news/atom-feed.ts';
import { episodeFiles } from '../features/sermons/episode-files.ts';
import { podcastFeeds } from '../features/sermons/podcast-feed.ts';
import { paths } from '../lib/paths.ts';
import { pathIn } from '../lib/language-paths.ts';
import { languagesOf } from '../lib/languages.ts';

/** A square JPEG `size` pixels wide cut from the middle of a picture (an SVG drawn sharp). */
export async function squarePicture(source: string, target: string, size: number) {
  let image = sharp(source);
  if (extname(source).toLowerCase() === '.svg') {
    const { width = size, height = size } = await image.metadata();
    image = sharp(source, { density: Math.ceil((72 * size) / Math.min(width, height)) });
  }
  await image
    .resize(size, size, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .toColorspace('srgb')
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
}

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The news feed and the podcasts of one language, at its addresses (/en/news/feed.xml). */
async function writeFeeds(client: string, content: Content, at: (path: string) => string) {
  const { church, language, news, newsPage, sermons, sermonsPage } = content;
  const feed = { notices: news, title: newsPage.feed.title, siteUrl: church.siteUrl };
  await write(
    join(client, at(paths.newsFeed)),
    atomFeed({ ...feed, author: church.name, language, at }),
  );
  // The main podcast and one per series and per preacher (podcast-feed.ts, podcastFeeds).
  const podcasts = podcastFeeds({
    sermons,
    sermonSeries: content.sermonSeries,
    sermonsPage,
    siteUrl: church.siteUrl,
    ownerEmail: church.email,
    language,
    at,
  });
  for (const { feedPath, xml } of podcasts) await write(join(client, at(feedPath)), xml);
  return podcasts;
}

export async function writeNewsAndPodcasts(client: string, content: ContentInLanguages) {
  const { church, news, sermons, sermonsPage } = content;
  const settings = sermonsPage.podcast;
  const podcasts = await writeFeeds(client, content, (path) => path);
  // A site of two languages: the second's feeds too, in its words, at its addresses.
  const languages = languagesOf(church);
  for (const translation of Object.values(content.translations)) {
    await writeFeeds(client, translation, pathIn(translation.language, languages));
  }
  // Each sermon's chapters and transcript, beside its page, as its episodes name them.
  const files = episodeFiles(sermons, settings.title);
  for (const { path, text, copyOf } of files) {
    const file = join(client, path);
    await mkdir(dirname(file), { recursive: true });
    if (copyOf) await copyFile(join(contentDir(), copyOf), file);
    else await writeFile(file, text ?? '');
  }
  const image = join(client, settings.image.href);
  await mkdir(dirname(image), { recursive: true });
  await squarePicture(join(contentDir(), 'images', settings.image.source), image, podcastImageSize);
  return `news feed with ${Math.min(news.length, feedLength)} notices; podcast with ${sermons.length} sermons, and ${podcasts.length - 1} of series and preachers; ${files.length} chapters and transcript files`;
}
