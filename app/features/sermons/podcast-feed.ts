import { sermonGroups } from '~/content/sermon-groups';
import type { Sermon, SermonSeries, SermonsPageContent } from '~/content/types';
import { paths } from '~/lib/paths';
import { absoluteUrl } from '~/lib/site-url';
import { escapeXml, rfc2822 } from '~/lib/xml';

// The sermons as a podcast: RSS 2.0 with Apple's podcast tags, as Apple Podcasts and Spotify
// read it, at /sermons/podcast.xml, written by the build (scripts/postbuild.mjs) from the same
// content as the pages. Each episode's guid is the sermon file's name, which editing the sermon
// never changes, so apps never list an edited sermon twice.

export interface PodcastSettings {
  title: string;
  description: string;
  author: string;
  /** The square picture the build makes, by its path on the site. */
  imagePath: string;
  /** A series' or a preacher's podcast: its own address and the list it follows. */
  feedPath?: string;
  listPath?: string;
}

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function podcastFeed({
  sermons,
  podcast,
  siteUrl,
  ownerEmail,
}: {
  /** Newest first, as the content gives them. */
  sermons: readonly Sermon[];
  podcast: PodcastSettings;
  siteUrl: string;
  ownerEmail: string;
}): string {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const { feedPath = paths.podcast, listPath = paths.sermons } = podcast;
  const items = sermons.map((sermon) => {
    const description = [sermon.summary, `${sermon.passage}. ${sermon.preacher}.`].join(' ');
    return [
      '    <item>',
      `      ${tag('title', sermon.title)}`,
      `      ${tag('description', description)}`,
      `      ${tag('link', url(paths.sermon(sermon.slug)))}`,
      `      <guid isPermaLink="false">${escapeXml(sermon.guid)}</guid>`,
      `      ${tag('pubDate', rfc2822(sermon.date))}`,
      `      <enclosure url="${escapeXml(sermon.audio.url)}" length="${sermon.audio.bytes}" type="audio/mpeg"/>`,
      `      ${tag('itunes:duration', String(sermon.audio.seconds))}`,
      `      ${tag('itunes:author', sermon.preacher)}`,
      '      <itunes:explicit>false</itunes:explicit>',
      '      <itunes:episodeType>full</itunes:episodeType>',
      '    </item>',
    ].join('\n');
  });
  const image = escapeXml(url(podcast.imagePath));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${tag('title', podcast.title)}`,
    `    ${tag('link', url(listPath))}`,
    `    ${tag('description', podcast.description)}`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeXml(url(feedPath))}" rel="self" type="application/rss+xml"/>`,
    `    ${tag('itunes:author', podcast.author)}`,
    `    <itunes:owner>${tag('itunes:name', podcast.author)}${tag('itunes:email', ownerEmail)}</itunes:owner>`,
    `    <itunes:image href="${image}"/>`,
    `    <image><url>${image}</url>${tag('title', podcast.title)}${tag('link', url(listPath))}</image>`,
    '    <itunes:category text="Religion &amp; Spirituality">',
    '      <itunes:category text="Christianity"/>',
    '    </itunes:category>',
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A series' or a preacher's podcast's title in podcast apps: "Advent 2026 – {church}". */
export const groupPodcastTitle = (name: string, author: string) => `${name} – ${author}`;

/**
 * Every podcast the build writes: the main one of all the sermons, and one per series and per
 * preacher with sermons, beside their lists, of the same episodes newest first.
 */
export function podcastFeeds({
  sermons,
  sermonSeries,
  sermonsPage,
  siteUrl,
  ownerEmail,
}: {
  sermons: readonly Sermon[];
  sermonSeries: readonly SermonSeries[];
  sermonsPage: Pick<SermonsPageContent, 'podcast' | 'browse'>;
  siteUrl: string;
  ownerEmail: string;
}) {
  const settings = { ...sermonsPage.podcast, imagePath: sermonsPage.podcast.image.href };
  const groups = sermonGroups(sermons, sermonSeries);
  const feeds = [
    { title: settings.title, feedPath: paths.podcast, listPath: paths.sermons, sermons },
    ...groups.series.map((group) => ({
      title: groupPodcastTitle(group.name, settings.author),
      feedPath: paths.seriesPodcast(group.slug),
      listPath: group.path,
      sermons: group.sermons,
    })),
    ...groups.preachers.map((group) => ({
      title: groupPodcastTitle(
        `${sermonsPage.browse.preachers.list} ${group.name}`,
        settings.author,
      ),
      feedPath: paths.preacherPodcast(group.slug),
      listPath: group.path,
      sermons: group.sermons,
    })),
  ].filter((feed) => feed.sermons.length > 0 || feed.feedPath === paths.podcast);
  return feeds.map((feed) => {
    // Newest first, as in the main feed, whatever order a series' page plays them in.
    const episodes = sermons.filter((sermon) => feed.sermons.includes(sermon));
    return {
      ...feed,
      sermons: episodes,
      xml: podcastFeed({
        sermons: episodes,
        podcast: {
          ...settings,
          title: feed.title,
          feedPath: feed.feedPath,
          listPath: feed.listPath,
        },
        siteUrl,
        ownerEmail,
      }),
    };
  });
}
