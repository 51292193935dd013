import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/loading/load.server.ts';
import { paths } from '../../lib/paths.ts';
import { podcastGuid } from '../../lib/podcast-guid.server.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { episodeLinks } from './episode-files.ts';
import { podcastFeed, podcastFeeds, seriesSeasons } from './podcast-feed.ts';

// The podcast is read back by a real XML parser and checked against what Apple Podcasts and
// Spotify require of a feed and of each episode, and against the rules the Podcasting 2.0
// namespace documents for each of its tags, for both content sets.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every namespace tag as a list, so a tag given twice where once is allowed is seen.
  isArray: (name) => name === 'item' || name.startsWith('podcast:'),
});
// RFC 2822: "Sun, 20 Sep 2026 12:00:00 +0000".
const rfc2822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

interface Item {
  title: string;
  description: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  enclosure: { '@url': string; '@length': string; '@type': string };
  'itunes:duration': number;
}

/** A content set's podcasts, as the build writes them. */
function podcastsOf(folder: string) {
  const content = loadContent(folder);
  const { church, sermons, sermonSeries, sermonsPage } = content;
  const feeds = podcastFeeds({
    sermons,
    sermonSeries,
    sermonsPage,
    siteUrl: church.siteUrl,
    ownerEmail: church.email,
    language: church.language,
  });
  return { content, feeds, url: (path: string) => absoluteUrl(church.siteUrl, path) };
}

describe.each(['content', 'test/fixtures/content'])('the podcasts of %s', (folder) => {
  const { content, feeds, url } = podcastsOf(folder);
  const { church, sermons, sermonsPage } = content;

  it('are the main one and one per series and per preacher with sermons', () => {
    const series = new Set(sermons.flatMap((s) => (s.series ? [s.series.slug] : [])));
    const preachers = new Set(sermons.map((s) => s.preacherSlug));
    expect(feeds.map((feed) => feed.feedPath).sort()).toEqual(
      [
        paths.podcast,
        ...[...series].map(paths.seriesPodcast),
        ...[...preachers].map(paths.preacherPodcast),
      ].sort(),
    );
    expect(feeds[0]?.xml).toBe(
      podcastFeed({
        sermons,
        podcast: { ...sermonsPage.podcast, imagePath: sermonsPage.podcast.image.href },
        siteUrl: church.siteUrl,
        ownerEmail: church.email,
        language: church.language,
      }),
    );
  });

  describe.each(feeds.map((feed) => [feed.feedPath, feed] as const))('%s', (_, feed) => {
    const { rss } = parser.parse(feed.xml);
    const channel = rss.channel;

    it('is RSS 2.0 with the channel tags Apple Podcasts and Spotify require', () => {
      expect(rss['@version']).toBe('2.0');
      expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
      expect(channel.title).toBe(feed.title);
      expect(channel.link).toBe(url(feed.listPath));
      expect(channel.description).toBe(sermonsPage.podcast.description);
      expect(channel.language).toBe('en-gb');
      expect(channel['itunes:image']['@href']).toBe(url(sermonsPage.podcast.image.href));
      expect(channel['itunes:image']['@href']).toMatch(/^https:\/\/.+\.(jpg|png)$/);
      expect(channel['itunes:category']['@text']).toBe('Religion & Spirituality');
      expect(channel['itunes:category']['itunes:category']['@text']).toBe('Christianity');
      expect(String(channel['itunes:explicit'])).toBe('false');
      expect(channel['itunes:author']).toBe(sermonsPage.podcast.author);
      expect(channel['atom:link']).toMatchObject({
        '@href': url(feed.feedPath),
        '@rel': 'self',
        '@type': 'application/rss+xml',
      });
    });

    it('has an episode per sermon, newest first, with everything an episode needs', () => {
      const items = (channel.item ?? []) as Item[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => item.title)).toEqual(feed.sermons.map((s) => s.title));
      items.forEach((item, index) => {
        const sermon = feed.sermons[index]!;
        if (index > 0) expect(sermon.date <= feed.sermons[index - 1]!.date).toBe(true);
        expect(item.description).toContain(sermon.summary);
        expect(item.link).toBe(url(paths.sermon(sermon.slug)));
        // An M4A (AAC from a phone) as Apple's list of types names it (decision 0049).
        const ending = /\.(mp3|m4a)$/i.exec(sermon.audio.url)?.[1]?.toLowerCase();
        expect(item.enclosure).toEqual({
          '@url': sermon.audio.url,
          '@length': String(sermon.audio.bytes),
          '@type': ending === 'm4a' ? 'audio/x-m4a' : 'audio/mpeg',
        });
        expect(item.enclosure['@url']).toMatch(/^https:\/\/.+\.(mp3|m4a)$/i);
        expect(item.guid).toEqual({ '#text': sermon.guid, '@isPermaLink': 'false' });
        expect(item.pubDate).toMatch(rfc2822);
        expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(sermon.date);
        expect(item['itunes:duration']).toBe(sermon.audio.seconds);
      });
      expect(new Set(items.map((item) => item.guid['#text'])).size).toBe(items.length);
    });
  });
});

describe('podcastFeed', () => {
  it("names the site's language for Apple: en-gb, or cy for a Welsh church", () => {
    const { church, sermons, sermonsPage } = loadContent('test/fixtures/content');
    const podcast = { ...sermonsPage.podcast, imagePath: sermonsPage.podcast.image.href };
    const channel = (language: 'en' | 'cy') =>
      parser.parse(
        podcastFeed({
          sermons,
          podcast,
          siteUrl: church.siteUrl,
          ownerEmail: church.email,
          language,
        }),
      ).rss.channel;
    expect(channel('en').language).toBe('en-gb');
    expect(channel('cy').language).toBe('cy');
  });

  it('keeps an episode’s guid when its title, date and words are edited', () => {
    const { church, sermons, sermonsPage } = loadContent('test/fixtures/content');
    const settings = { ...sermonsPage.podcast, imagePath: sermonsPage.podcast.image.href };
    const feed = (list: typeof sermons) =>
      parser.parse(
        podcastFeed({
          sermons: list,
          podcast: settings,
          siteUrl: church.siteUrl,
          ownerEmail: church.email,
          language: church.language,
        }),
      ).rss.channel.item[0].guid['#text'];
    const [first] = sermons;
    const edited = { ...first!, title: 'A new title', date: '2027-01-03', summary: 'New words.' };
    expect(feed([edited])).toBe(feed([first!]));
  });
});

// The Podcasting 2.0 namespace's rules for each tag the feeds carry, as its documentation
// writes them (Podcastindex-org/podcast-namespace, main branch, docs/tags/<tag>.md: "Parent",
// "Count", "Node value", "Attributes"), and Apple's for itunes:episodeType ("A Podcaster's
// Guide to RSS", archived in the same repository as itunes_reference.md).
const namespaceUrl = 'https://podcastindex.org/namespace/1.0';
/** podcast-namespace/docs/tags/guid.md: "The following regular expression (regex) will match a GUID". */
const guidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Where each tag may stand ("Parent") and how often ("Count"). */
const tagRules: Record<string, { parent: ('channel' | 'item')[]; count: 'single' | 'multiple' }> = {
  'podcast:guid': { parent: ['channel'], count: 'single' }, // guid.md
  'podcast:locked': { parent: ['channel'], count: 'single' }, // locked.md
  'podcast:funding': { parent: ['channel', 'item'], count: 'multiple' }, // funding.md
  'podcast:person': { parent: ['channel', 'item'], count: 'multiple' }, // person.md
  'podcast:season': { parent: ['item'], count: 'single' }, // season.md
  'podcast:transcript': { parent: ['item'], count: 'multiple' }, // transcript.md
  'podcast:chapters': { parent: ['item'], count: 'single' }, // chapters.md
};
/** transcript.md, `type`: "Mime type of the file such as text/plain, text/html, text/vtt, ...". */
const transcriptTypes = [
  'text/plain',
  'text/html',
  'text/vtt',
  'application/json',
  'application/x-subrip',
];
/** person.md: the Podcast Taxonomy Project's roles of the group "cast" (taxonomy.json). */
const castRoles = ['host', 'co-host', 'guest', 'narrator', 'announcer', 'reporter'];
/** funding.md, person.md, season.md: "Please do not exceed 128 characters". */
const mostCharacters = 128;

type Node = Record<string, unknown> & { '#text'?: string | number };
const text = (node: unknown) =>
  String(typeof node === 'object' ? ((node as Node)['#text'] ?? '') : node);
const isHttps = (url: unknown) => typeof url === 'string' && new URL(url).protocol === 'https:';

describe.each(['content', 'test/fixtures/content'])('the Podcasting 2.0 tags of %s', (folder) => {
  const { content, feeds, url } = podcastsOf(folder);
  const { church, sermons, sermonsPage } = content;

  it('give every feed a podcast:guid of its own: no two feeds share one', () => {
    const guids = feeds.map((feed) => parser.parse(feed.xml).rss.channel['podcast:guid'][0]);
    expect(new Set(guids).size).toBe(feeds.length);
  });

  it('have in both content sets a sermon with a WebVTT transcript, one with text, one with chapters and one in a series', () => {
    expect(sermons.some((s) => s.transcript?.vtt)).toBe(true);
    expect(sermons.some((s) => s.transcript && !s.transcript.vtt)).toBe(true);
    expect(sermons.some((s) => s.chapters)).toBe(true);
    expect(sermons.some((s) => s.series)).toBe(true);
  });

  describe.each(feeds.map((feed) => [feed.feedPath, feed] as const))('%s', (_, feed) => {
    const { rss } = parser.parse(feed.xml);
    const channel = rss.channel as Node;
    const items = (channel.item ?? []) as Node[];

    it('declares the namespace', () => {
      expect(rss['@xmlns:podcast']).toBe(namespaceUrl);
    });

    it('puts each tag only where the namespace allows it, as often as it allows', () => {
      for (const [where, node] of [
        ['channel', channel],
        ...items.map((item) => ['item', item] as const),
      ] as const) {
        for (const [tag, value] of Object.entries(node).filter(([name]) =>
          name.startsWith('podcast:'),
        )) {
          const rule = tagRules[tag];
          expect(rule, `${tag} is a tag this test knows the rules of`).toBeDefined();
          expect(rule!.parent, `${tag} in <${where}>`).toContain(where);
          if (rule!.count === 'single') expect(value, `${tag} in <${where}>`).toHaveLength(1);
        }
      }
    });

    it('podcast:guid is the UUIDv5 of its own address, without the scheme', () => {
      const [guid] = channel['podcast:guid'] as string[];
      expect(guid).toMatch(guidPattern);
      expect(guid).toBe(podcastGuid(url(feed.feedPath)));
      expect(guid).toBe(podcastGuid(url(feed.feedPath).replace(/^https:\/\//, '')));
    });

    it('podcast:locked is "yes" or "no", its owner the church’s address', () => {
      const [locked] = channel['podcast:locked'] as Node[];
      expect(['yes', 'no']).toContain(text(locked));
      expect(locked!['@owner']).toBe(church.email);
    });

    it('podcast:funding links to the giving page, in words of at most 128 characters', () => {
      const funding = channel['podcast:funding'] as Node[];
      expect(funding.length).toBeGreaterThan(0);
      for (const link of funding) {
        expect(link['@url']).toBe(url(paths.giving));
        expect(isHttps(link['@url'])).toBe(true);
        expect(text(link)).toBe(sermonsPage.podcast.funding);
        expect(text(link).length).toBeGreaterThan(0);
        expect(text(link).length).toBeLessThanOrEqual(mostCharacters);
      }
    });

    it('each episode names its preacher with podcast:person, a name of at most 128 characters', () => {
      items.forEach((item, index) => {
        const sermon = feed.sermons[index]!;
        const people = item['podcast:person'] as Node[];
        expect(people.map(text)).toEqual([sermon.preacher]);
        for (const person of people) {
          expect(text(person).trim()).not.toBe('');
          expect(text(person).length).toBeLessThanOrEqual(mostCharacters);
          // role and group are optional, and then "host" and "cast"; given, from the taxonomy.
          if (person['@role']) expect(castRoles).toContain(String(person['@role']).toLowerCase());
          if (person['@group']) expect(String(person['@group']).toLowerCase()).toBe('cast');
          expect(person['@href']).toBe(url(paths.preacher(sermon.preacherSlug)));
          expect(isHttps(person['@href'])).toBe(true);
        }
      });
    });

    it('a preacher’s own podcast names the preacher for the whole feed', () => {
      const people = (channel['podcast:person'] ?? []) as Node[];
      const preacher = feed.feedPath.startsWith(paths.sermonWays.preachers);
      expect(people.map(text)).toEqual(preacher ? [feed.sermons[0]!.preacher] : []);
    });

    it('each episode in a series is in its season, an integer with the series’ name', () => {
      const seasons = seriesSeasons(sermons);
      items.forEach((item, index) => {
        const sermon = feed.sermons[index]!;
        const season = item['podcast:season'] as Node[] | undefined;
        if (!sermon.series) {
          expect(season).toBeUndefined();
          return;
        }
        expect(text(season![0])).toMatch(/^[1-9]\d*$/);
        expect(Number(text(season![0]))).toBe(seasons.get(sermon.series.slug));
        expect(season![0]!['@name']).toBe(sermon.series.title);
        expect(String(season![0]!['@name']).length).toBeLessThanOrEqual(mostCharacters);
      });
    });

    it('podcast:transcript and podcast:chapters name each sermon’s files, with their types', () => {
      items.forEach((item, index) => {
        const sermon = feed.sermons[index]!;
        const links = episodeLinks(sermon);
        const transcripts = (item['podcast:transcript'] ?? []) as Node[];
        expect(transcripts).toHaveLength(sermon.transcript ? 1 : 0);
        for (const transcript of transcripts) {
          expect(transcript['@url']).toBe(url(links.transcript!.path));
          expect(isHttps(transcript['@url'])).toBe(true);
          expect(transcriptTypes).toContain(transcript['@type']);
          // The WebVTT file where there is one: the form with times and speakers.
          expect(transcript['@type']).toBe(sermon.transcript?.vtt ? 'text/vtt' : 'text/plain');
        }
        const chapters = (item['podcast:chapters'] ?? []) as Node[];
        expect(chapters).toHaveLength(sermon.chapters ? 1 : 0);
        for (const file of chapters) {
          expect(file['@url']).toBe(url(links.chapters!.path));
          expect(isHttps(file['@url'])).toBe(true);
          expect(file['@type']).toBe('application/json+chapters');
        }
      });
    });

    it('itunes:episodeType is one of Apple’s three', () => {
      for (const item of items) {
        expect(['full', 'trailer', 'bonus']).toContain(item['itunes:episodeType']);
      }
    });
  });
});

describe('seriesSeasons', () => {
  it('numbers the series in the order they began, from 1, leaving sermons in none out', () => {
    const { sermons } = loadContent('test/fixtures/content');
    const seasons = seriesSeasons(sermons);
    const began = [
      ...new Set(sermons.toReversed().flatMap((s) => (s.series ? [s.series.slug] : []))),
    ];
    expect([...seasons.keys()].sort()).toEqual([...began].sort());
    expect(began.map((slug) => seasons.get(slug))).toEqual(began.map((_, i) => i + 1));
  });
});
