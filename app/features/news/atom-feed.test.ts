import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/loading/load.server.ts';
import { paths } from '../../lib/paths.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { atomFeed, feedLength } from './atom-feed.ts';

// The feed is read back by a real XML parser and checked against Atom 1.0's rules (RFC 4287:
// the feed and each entry have an id, a title and an updated time; the feed an author and a
// link to itself), for both content sets: what the build writes from each.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'link'].includes(name),
});
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface Entry {
  id: string;
  title: string;
  link: { '@rel': string; '@href': string }[];
  published: string;
  updated: string;
  summary: string;
}

function feedOf(folder: string) {
  const content = loadContent(folder);
  const xml = atomFeed({
    notices: content.news,
    title: content.newsPage.feed.title,
    siteUrl: content.church.siteUrl,
    author: content.church.name,
    language: content.church.language,
  });
  return { content, feed: parser.parse(xml).feed, xml };
}

describe.each(['content', 'test/fixtures/content'])('the news feed of %s', (folder) => {
  const { content, feed } = feedOf(folder);
  const url = (path: string) => absoluteUrl(content.church.siteUrl, path);

  it('is an Atom 1.0 feed with its id, title, date, author and links', () => {
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(url(paths.news));
    expect(feed.title).toBe(content.newsPage.feed.title);
    expect(feed.updated).toMatch(rfc3339);
    expect(feed.author.name).toBe(content.church.name);
    const links = feed.link as Entry['link'];
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(url(paths.newsFeed));
    expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toBe(url(paths.news));
  });

  it('holds the latest notices, newest first, with absolute links', () => {
    const entries = (feed.entry ?? []) as Entry[];
    const expected = content.news.slice(0, feedLength);
    expect(entries.map((e) => e.title)).toEqual(expected.map((n) => n.title));
    entries.forEach((entry, index) => {
      const notice = expected[index]!;
      expect(entry.id).toBe(url(paths.notice(notice.slug)));
      expect(entry.link[0]!['@href']).toBe(url(paths.notice(notice.slug)));
      expect(entry.updated).toBe(`${notice.date}T00:00:00Z`);
      expect(entry.published).toMatch(rfc3339);
      expect(entry.summary).toBe(notice.summary);
    });
  });
});

describe('atomFeed', () => {
  const notice = (n: number) => ({
    slug: `notice-${n}`,
    title: `Notice ${n} & <more>`,
    date: `2026-01-${String(n).padStart(2, '0')}`,
    summary: 'A "summary"',
  });
  const settings = {
    title: 'News',
    siteUrl: 'https://church.example.org/',
    author: 'A church',
    language: 'en' as const,
  };

  it("says the site's language: British English, or Welsh", () => {
    expect(parser.parse(atomFeed({ ...settings, notices: [] })).feed['@xml:lang']).toBe('en-GB');
    const welsh = atomFeed({ ...settings, language: 'cy', notices: [notice(1)] });
    expect(parser.parse(welsh).feed['@xml:lang']).toBe('cy');
  });

  it(`keeps the latest ${feedLength} and escapes what XML reserves`, () => {
    const notices = Array.from({ length: 25 }, (_, i) => notice(25 - i));
    const feed = parser.parse(atomFeed({ ...settings, notices })).feed;
    expect(feed.entry).toHaveLength(feedLength);
    expect(feed.entry[0].title).toBe('Notice 25 & <more>');
    expect(feed.updated).toBe('2026-01-25T00:00:00Z');
  });

  it('is still a valid feed with no notices', () => {
    const feed = parser.parse(
      atomFeed({ ...settings, notices: [], now: new Date('2026-03-01T10:00:00.123Z') }),
    ).feed;
    expect(feed.entry).toBeUndefined();
    expect(feed.updated).toBe('2026-03-01T10:00:00Z');
  });
});
