import { describe, expect, it, vi } from 'vitest';
import {
  cleanText,
  clip,
  feedPageUrl,
  feedPicture,
  fetchFeedPages,
  httpsUrl,
  pageCount,
  safeHttpUrl,
} from './shared.ts';

describe('the addresses a feed gives', () => {
  // An address; what safeHttpUrl keeps of it (http and https); what httpsUrl keeps (https only).
  it.each([
    ['https://example.org/a b', 'https://example.org/a%20b', 'https://example.org/a%20b'],
    [' https://example.org/x ', 'https://example.org/x', 'https://example.org/x'],
    ['http://example.org', 'http://example.org/', undefined],
    ['ftp://example.org', undefined, undefined],
    ['javascript:alert(1)', undefined, undefined],
    ['//example.org', undefined, undefined],
    ['', undefined, undefined],
    [null, undefined, undefined],
  ])('%j is kept as %j, or as %j where only https may be', (value, safe, https) => {
    expect(safeHttpUrl(value)).toBe(safe);
    expect(httpsUrl(value)).toBe(https);
  });
});

describe('feedPageUrl', () => {
  it('adds the page to the query, keeping what is there', () => {
    expect(feedPageUrl('https://demo.churchsuite.com/-/calendar/x/json', 2)).toBe(
      'https://demo.churchsuite.com/-/calendar/x/json?page=2',
    );
    expect(feedPageUrl('https://demo.churchsuite.com/-/calendar/x/json?a=1&page=1', 3)).toBe(
      'https://demo.churchsuite.com/-/calendar/x/json?a=1&page=3',
    );
  });

  it('keeps a path on this site a path', () => {
    expect(feedPageUrl('/__sample-feed/embed/calendar/json', 2)).toBe(
      '/__sample-feed/embed/calendar/json?page=2',
    );
  });
});

describe('pageCount', () => {
  it('reads numbers and numeric strings, and says 1 when the feed makes no sense', () => {
    expect(pageCount({ num_results: 5, per_page: 2 })).toBe(3);
    expect(pageCount({ num_results: '4', per_page: '2' })).toBe(2);
    expect(pageCount({ num_results: 0, per_page: 50 })).toBe(1);
    expect(pageCount({ num_results: 9, per_page: 0 })).toBe(1);
    expect(pageCount({ num_results: 'lots', per_page: 2 })).toBe(1);
    expect(pageCount({})).toBe(1);
  });
});

describe('cleanText and clip', () => {
  it('puts a text on one line, or nothing', () => {
    expect(cleanText('  Paul’s\r\n house ')).toBe('Paul’s house');
    expect(cleanText(' \n ')).toBeUndefined();
    expect(cleanText(null)).toBeUndefined();
  });

  it('cuts a long text with an ellipsis', () => {
    expect(clip('Bible study', 20)).toBe('Bible study');
    expect(clip('Bible study group', 12)).toBe('Bible study…');
  });
});

describe('feedPicture', () => {
  it('shows the largest safe size, and the widths it knows as a srcset', () => {
    expect(
      feedPicture([
        { url: 'javascript:alert(1)', width: 2048 },
        { url: 'https://cdn.example.org/lg.png', width: 1024, square: false },
        { url: 'https://cdn.example.org/md.png', width: 512, square: false },
        { url: 'https://cdn.example.org/thumb.png', width: 128, square: true },
      ]),
    ).toEqual({
      imageUrl: 'https://cdn.example.org/lg.png',
      imageSources: [
        { url: 'https://cdn.example.org/md.png', width: 512 },
        { url: 'https://cdn.example.org/lg.png', width: 1024 },
      ],
    });
    expect(feedPicture([{ url: null }, { url: 'https://cdn.example.org/small.png' }])).toEqual({
      imageUrl: 'https://cdn.example.org/small.png',
      imageSources: [],
    });
    expect(feedPicture([])).toEqual({ imageUrl: undefined, imageSources: [] });
  });
});

describe('fetchFeedPages', () => {
  const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

  it('reads the pages the first answer names, at once, in order', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (input) =>
      json({ page: new URL(String(input)).searchParams.get('page') ?? '1' }),
    );
    const answers = await fetchFeedPages('https://x.churchsuite.com/-/smallgroups/a/json', {
      timeoutMs: 1_000,
      fetchImpl,
      pagesOf: () => 3,
    });
    expect(answers).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
  });

  it('reads no more than maxPages, and says how many there were', async () => {
    const told: number[] = [];
    const fetchImpl = vi.fn<typeof fetch>(async () => json({}));
    const answers = await fetchFeedPages('https://x.example.org/feed', {
      timeoutMs: 1_000,
      fetchImpl,
      maxPages: 2,
      pagesOf: () => 1_000_000,
      tooManyPages: (pages) => told.push(pages),
    });
    expect(answers).toHaveLength(2);
    expect(told).toEqual([1_000_000]);
  });

  it('fails on a page that is not OK, naming its status', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (input) =>
      String(input).includes('page=2') ? new Response('', { status: 503 }) : json({}),
    );
    await expect(
      fetchFeedPages('https://x.example.org/feed', {
        timeoutMs: 1_000,
        fetchImpl,
        pagesOf: () => 2,
      }),
    ).rejects.toThrow('The feed answered 503 for https://x.example.org/feed?page=2');
  });

  it('gives up when the whole has not arrived in time', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(
      fetchFeedPages('https://x.example.org/feed', { timeoutMs: 20, fetchImpl, pagesOf: () => 1 }),
    ).rejects.toThrow('No answer within 0.02 seconds');
  });
});
