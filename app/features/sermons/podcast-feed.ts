import { type SermonGroup, sermonGroups } from '../../content/loading/sermon-groups.ts';
import type { Sermon, SermonSeries, SermonsPageContent } from '../../content/types.ts';
import { htmlLang, type Language } from '../../lib/languages.ts';
import { paths } from '../../lib/paths.ts';
import { kindOfAddress, recordingKinds } from '../../lib/recording-kinds.ts';
import { podcastGuid } from '../../lib/podcast-guid.server.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { escapeXml, rfc2822 } from '../../lib/xml.ts';
import { episodeLinks } from './episode-files.ts';

// The sermons as a podcast (RSS 2.0, Apple's and Podcasting 2.0's tags). An episode's guid is the
// sermon file's name, which editing never changes, so apps never list an edited sermon twice.

export const podcastNamespace = 'https://podcastindex.org/namespace/1.0';

export interface PodcastSettings {
  title: string;
  description: string;
  author: string;
  /** The square picture the build makes, by its path on the site. */
  imagePath: string;
  /** A series' or a preacher's podcast: its own address and the list it follows. */
  feedPath?: string;
  listPath?: string;
  /** The words podcast apps show on the link to the giving page. */
  funding: string;
  /** A preacher's own podcast: the preacher, as the channel's person. */
  person?: { name: string; path: string };
}

/** Each series as a podcast:season, numbered by its first sermon: the same in every feed. */
export function seriesSeasons(sermons: readonly Sermon[]): Map<string, number> {
  const begun = new Map<string, string>();
  for (const { series, date } of sermons) {
    if (series && (begun.get(series.slug) ?? date) >= date) begun.set(series.slug, date);
  }
  return new Map(
    [...begun]
      .sort(([a, first], [b, second]) => first.localeCompare(second) || a.localeCompare(b))
      .map(([slug], index) => [slug, index + 1]),
  );
}

const personTag = (name: string, href: string) =>
  `<podcast:person role="host" href="${escapeXml(href)}">${escapeXml(name)}</podcast:person>`;

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function podcastFeed({
  sermons,
  podcast,
  siteUrl,
  ownerEmail,
  seasons = seriesSeasons(sermons),
  language,
  at = (path) => path,
}: {
  /** Newest first, as the content gives them. */
  sermons: readonly Sermon[];
  podcast: PodcastSettings;
  siteUrl: string;
  ownerEmail: string;
  /** The series' season numbers, the same in every feed (podcastFeeds gives all sermons'). */
  seasons?: ReadonlyMap<string, number>;
  /** The channel's language (RSS 2.0 <language>, which Apple requires). */
  language: Language;
  /** The site's pages in the feed's language (lib/language-paths.ts); its files are shared. */
  at?: (path: string) => string;
}): string {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const page = (path: string) => url(at(path));
  const { feedPath = paths.podcast, listPath = paths.sermons } = podcast;
  const items = sermons.map((sermon) => {
    const description = [sermon.summary, `${sermon.passage}. ${sermon.preacher}.`].join(' ');
    const season = sermon.series && seasons.get(sermon.series.slug);
    // The name is optional, and at most 128 characters (podcast-namespace/docs/tags/season.md).
    const seasonName =
      sermon.series && sermon.series.title.length <= 128 ? sermon.series.title : undefined;
    const { transcript, chapters } = episodeLinks(sermon);
    return [
      '    <item>',
      `      ${tag('title', sermon.title)}`,
      `      ${tag('description', description)}`,
      `      ${tag('link', page(paths.sermon(sermon.slug)))}`,
      `      <guid isPermaLink="false">${escapeXml(sermon.guid)}</guid>`,
      `      ${tag('pubDate', rfc2822(sermon.date))}`,
      `      <enclosure url="${escapeXml(sermon.audio.url)}" length="${sermon.audio.bytes}" type="${recordingKinds[kindOfAddress(sermon.audio.url)].enclosure}"/>`,
      `      ${tag('itunes:duration', String(sermon.audio.seconds))}`,
      `      ${tag('itunes:author', sermon.preacher)}`,
      '      <itunes:explicit>false</itunes:explicit>',
      '      <itunes:episodeType>full</itunes:episodeType>',
      `      ${personTag(sermon.preacher, page(paths.preacher(sermon.preacherSlug)))}`,
      season &&
        `      <podcast:season${seasonName ? ` name="${escapeXml(seasonName)}"` : ''}>${season}</podcast:season>`,
      transcript &&
        `      <podcast:transcript url="${escapeXml(url(transcript.path))}" type="${transcript.type}"/>`,
      chapters &&
        `      <podcast:chapters url="${escapeXml(url(chapters.path))}" type="${chapters.type}"/>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const image = escapeXml(url(podcast.imagePath));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:podcast="${podcastNamespace}">`,
    '  <channel>',
    `    ${tag('title', podcast.title)}`,
    `    ${tag('link', page(listPath))}`,
    `    ${tag('description', podcast.description)}`,
    `    <language>${htmlLang(language).toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(page(feedPath))}" rel="self" type="application/rss+xml"/>`,
    `    ${tag('itunes:author', podcast.author)}`,
    `    <itunes:owner>${tag('itunes:name', podcast.author)}${tag('itunes:email', ownerEmail)}</itunes:owner>`,
    `    <itunes:image href="${image}"/>`,
    `    <image><url>${image}</url>${tag('title', podcast.title)}${tag('link', page(listPath))}</image>`,
    '    <itunes:category text="Religion &amp; Spirituality">',
    '      <itunes:category text="Christianity"/>',
    '    </itunes:category>',
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    // Its own, from its own address: apps tell each series' and preacher's podcast apart.
    `    <podcast:guid>${podcastGuid(page(feedPath))}</podcast:guid>`,
    // No other host may take the podcast over; the church's address proves it is theirs.
    `    <podcast:locked owner="${escapeXml(ownerEmail)}">yes</podcast:locked>`,
    `    <podcast:funding url="${escapeXml(page(paths.giving))}">${escapeXml(podcast.funding)}</podcast:funding>`,
    ...(podcast.person ? [`    ${personTag(podcast.person.name, page(podcast.person.path))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A series' or a preacher's podcast's title in podcast apps: "Advent 2026 – {church}". */
export const groupPodcastTitle = (name: string, author: string) => `${name} – ${author}`;

/** Every podcast the build writes: all the sermons, and each series' and preacher's. */
export function podcastFeeds({
  sermons,
  sermonSeries,
  sermonsPage,
  siteUrl,
  ownerEmail,
  language,
  at,
}: {
  sermons: readonly Sermon[];
  sermonSeries: readonly SermonSeries[];
  sermonsPage: Pick<SermonsPageContent, 'podcast' | 'browse'>;
  siteUrl: string;
  ownerEmail: string;
  language: Language;
  at?: (path: string) => string;
}) {
  const settings = { ...sermonsPage.podcast, imagePath: sermonsPage.podcast.image.href };
  const groups = sermonGroups(sermons, sermonSeries);
  const seasons = seriesSeasons(sermons);
  type Feed = Pick<PodcastSettings, 'title' | 'person'> & { feedPath: string; listPath: string };
  const feed = (podcast: Feed, list: readonly Sermon[]) => {
    // Newest first, as in the main feed, whatever order a series' page plays them in.
    const episodes = sermons.filter((sermon) => list.includes(sermon));
    const xml = podcastFeed({
      sermons: episodes,
      podcast: { ...settings, ...podcast },
      siteUrl,
      ownerEmail,
      seasons,
      language,
      at,
    });
    return { ...podcast, sermons: episodes, xml };
  };
  const { author } = settings;
  const groupFeeds = (list: SermonGroup[], podcast: (group: SermonGroup) => Feed) =>
    list.filter((group) => group.sermons.length > 0).map((g) => feed(podcast(g), g.sermons));
  return [
    feed({ title: settings.title, feedPath: paths.podcast, listPath: paths.sermons }, sermons),
    ...groupFeeds(groups.series, (group) => ({
      title: groupPodcastTitle(group.name, author),
      feedPath: paths.seriesPodcast(group.slug),
      listPath: group.path,
    })),
    ...groupFeeds(groups.preachers, (group) => ({
      title: groupPodcastTitle(`${sermonsPage.browse.preachers.list} ${group.name}`, author),
      feedPath: paths.preacherPodcast(group.slug),
      listPath: group.path,
      person: { name: group.name, path: group.path },
    })),
  ];
}
