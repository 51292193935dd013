import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { loadContent } from '~/content/load';
import { paths } from '~/lib/paths';
import { absoluteUrl } from '~/lib/site-url';
import { podcastFeed, podcastFeeds } from './podcast-feed';

// The podcast is read back by a real XML parser and checked against what Apple Podcasts and
// Spotify require of a feed and of each episode, for both content sets.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'item',
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

describe.each(['content', 'test/fixtures/content'])('the podcasts of %s', (folder) => {
  const content = loadContent(folder);
  const { church, sermons, sermonSeries, sermonsPage } = content;
  const url = (path: string) => absoluteUrl(church.siteUrl, path);
  const feeds = podcastFeeds({
    sermons,
    sermonSeries,
    sermonsPage,
    siteUrl: church.siteUrl,
    ownerEmail: church.email,
  });

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
        expect(item.enclosure).toEqual({
          '@url': sermon.audio.url,
          '@length': String(sermon.audio.bytes),
          '@type': 'audio/mpeg',
        });
        expect(item.enclosure['@url']).toMatch(/^https:\/\/.+\.mp3$/i);
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
        }),
      ).rss.channel.item[0].guid['#text'];
    const [first] = sermons;
    const edited = { ...first!, title: 'A new title', date: '2027-01-03', summary: 'New words.' };
    expect(feed([edited])).toBe(feed([first!]));
  });
});
