// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { describe, expect, it, vi } from 'vitest';
import { englishDates } from '../../../test/date-words.ts';
import legacySample from '../../../test/fixtures/calendar.json';
import sample from '../../../test/fixtures/calendar-current.json';
import { fetchEventsFeed, parseCalendarFeed } from './reading.ts';
import { EventsFeedError } from './events-feed-error.ts';
import { prayerMeeting } from '../../../test/events-support.ts';
import { type ChurchEvent, noLink } from './type.ts';
import { formatLongDateTime, formatShortDateTime } from '../../features/events/event-dates.ts';
import { sortByStart } from '../../features/events/sort-events.ts';
import { maxFeedPages } from '../shared.ts';
import { toIsoWithOffset } from '../../lib/wall-clock.ts';

// ChurchSuite's current calendar feed (/-/calendar/{id}/json): an object with `events` and
// `pagination`, times as UTC instants. The legacy feed's tests are in reading.test.ts.
// `npm run test:unit` runs these again in three other time zones.

type Entry = Record<string, unknown>;
const sampleEntry = (name: string): Entry => {
  const entry = sample.events.find((e) => e.name === name);
  if (!entry) throw new Error(`no sample event ${name}`);
  return structuredClone(entry) as Entry;
};
const quiz = () => sampleEntry('Youth Fellowship Quiz Night');
/** One page of the current feed holding `events`, saying there are `total` in all. */
const page = (events: unknown[], { total = events.length, perPage = 50 } = {}) => ({
  ...structuredClone(sample),
  events,
  pagination: { num_results: total, per_page: perPage },
});
const parseOne = (entry: unknown) => parseCalendarFeed(page([entry]))[0];
const at = (starts_at: string, name = starts_at) => ({ ...quiz(), id: name, name, starts_at });

describe('parseCalendarFeed with the current feed', () => {
  const events = parseCalendarFeed(sample);
  const byName = (name: string) => events.find((e) => e.name === name)!;

  it('keeps every event, in feed order', () => {
    expect(events.map((e) => e.name)).toEqual(sample.events.map((e) => e.name));
  });

  it("reads UTC instants on the church's clock: British Summer Time and GMT", () => {
    const quizNight = byName('Youth Fellowship Quiz Night');
    expect(quizNight.start).toMatchObject({ year: 2027, month: 9, day: 17, hour: 19, minute: 30 });
    expect(quizNight.end).toMatchObject({ hour: 21, minute: 30 });
    expect(formatShortDateTime(quizNight.start, englishDates('us'))).toBe('Sep 17 at 7:30 PM');
    expect(formatLongDateTime(byName('PW Coffee Morning').start, englishDates('us'))).toBe(
      'Saturday, November 6 at 10:30 AM',
    );
  });

  it('takes the largest image first: large, then medium, small, thumbnail', () => {
    expect(byName('Youth Fellowship Quiz Night').imageUrl).toBe(
      'https://cdn.churchsuite.com/demo/calendar/events/8800_lg.jpg',
    );
    expect(parseOne({ ...quiz(), image: { thumbnail: 'https://x.example/t.jpg' } })?.imageUrl).toBe(
      'https://x.example/t.jpg',
    );
    expect(byName('PW Coffee Morning').imageUrl).toBeUndefined();
    expect(byName('PW Coffee Morning').imageSources).toEqual([]);
  });

  it("links to the event's own page", () => {
    expect(byName('Youth Fellowship Quiz Night').detailsUrl).toBe(
      'https://demo.churchsuite.com/events/yt3m9q2w',
    );
    expect(parseOne({ ...quiz(), url: null })?.detailsUrl).toBe(noLink);
  });

  it('reads an HTML description as text, and null as none', () => {
    expect(byName('Youth Fellowship Quiz Night').description).toBe(
      'Teams of four. Supper served. Bring a friend!',
    );
    expect(byName('Midweek Prayer (online)').description).toBe('');
  });

  it('marks a cancelled event, and only that one', () => {
    expect(byName('PW Coffee Morning').cancelled).toBe(true);
    expect(byName('Youth Fellowship Quiz Night').cancelled).toBeUndefined();
    expect(parseOne({ ...quiz(), status: ' Cancelled ' })?.cancelled).toBe(true);
    expect(parseOne({ ...quiz(), status: 'postponed' })?.cancelled).toBeUndefined();
  });

  it('reads an online event: its place is where to join, with no address', () => {
    const prayer = byName('Midweek Prayer (online)');
    expect(prayer.online).toEqual({ joinUrl: 'https://example.org/join/prayer' });
    expect(prayer.location).toEqual({ name: 'Zoom' });
    expect(byName('Youth Fellowship Quiz Night').online).toBeUndefined();
    expect(byName('Youth Fellowship Quiz Night').location).toEqual({
      name: 'Church Halls',
      address: 'BT00 0AA',
    });
  });

  it('keeps an online event with no joining link, or an address it should not have', () => {
    const online = { name: null, type: 'online', address: 'Somewhere', url: null };
    const event = parseOne({ ...quiz(), location: online });
    expect(event?.online).toEqual({});
    expect(event?.location).toBeUndefined();
  });

  it('uses the identifier as a unique id', () => {
    expect(events.map((e) => e.id)).toEqual(['yt3m9q2w', 'pw7k1c5d', 'on4b8z6x']);
  });
});

describe('which feed answered', () => {
  it('reads a bare array as the legacy feed and an object with events and pagination as the current one', () => {
    expect(parseCalendarFeed(legacySample)).toHaveLength(legacySample.length);
    expect(parseCalendarFeed(sample)).toHaveLength(sample.events.length);
  });

  it('goes by the answer, not by the fields the events happen to have', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Current events in a bare array, and legacy events in a current page, are not events.
    expect(parseCalendarFeed(sample.events)).toEqual([]);
    expect(parseCalendarFeed(page(legacySample))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(sample.events.length + legacySample.length);
  });

  it.each([
    ['events without pagination', { events: sample.events }],
    ['pagination without events', { pagination: sample.pagination }],
    ['events that are not a list', { events: {}, pagination: sample.pagination }],
    ['a pagination that is not an object', { events: [], pagination: 3 }],
    ['an error object', { error: 'Calendar not found' }],
  ])('fails with "Failed to fetch events" on %s', (_what, answer) => {
    expect(() => parseCalendarFeed(answer)).toThrow(EventsFeedError);
  });

  it('reads an empty page as no events', () => {
    expect(parseCalendarFeed(page([]))).toEqual([]);
  });

  it('fails when a later page is not a page of the current feed', () => {
    expect(() => parseCalendarFeed(page([quiz()], { total: 2, perPage: 1 }), [[quiz()]])).toThrow(
      EventsFeedError,
    );
    expect(() => parseCalendarFeed(legacySample, [page([])])).toThrow(EventsFeedError);
  });
});

describe('the clocks changing', () => {
  // 2027: British Summer Time from 01:00 UTC on Sunday 28 March to 01:00 UTC on Sunday 31 October.
  const weekend = page([
    at('2027-03-27T10:30:00Z', 'Saturday before'),
    at('2027-03-28T00:30:00Z', 'March, 00:30Z'),
    at('2027-03-28T01:30:00Z', 'March, 01:30Z'),
    at('2027-03-28T10:30:00Z', 'March, Sunday service'),
    at('2027-10-30T10:30:00Z', 'October, Saturday'),
    at('2027-10-31T01:30:00Z', 'October, 01:30Z'),
    at('2027-10-31T00:30:00Z', 'October, 00:30Z'),
    at('2027-10-31T10:30:00Z', 'October, Sunday service'),
  ]);
  const events = parseCalendarFeed(weekend);
  const shown = (event: ChurchEvent) => [
    event.name,
    formatLongDateTime(event.start, englishDates('us')),
  ];

  it("shows each on the church's clock, whatever the visitor's zone", () => {
    expect(events.map(shown)).toEqual([
      ['Saturday before', 'Saturday, March 27 at 10:30 AM'],
      ['March, 00:30Z', 'Sunday, March 28 at 12:30 AM'],
      ['March, 01:30Z', 'Sunday, March 28 at 2:30 AM'],
      ['March, Sunday service', 'Sunday, March 28 at 11:30 AM'],
      ['October, Saturday', 'Saturday, October 30 at 11:30 AM'],
      ['October, 01:30Z', 'Sunday, October 31 at 1:30 AM'],
      ['October, 00:30Z', 'Sunday, October 31 at 1:30 AM'],
      ['October, Sunday service', 'Sunday, October 31 at 10:30 AM'],
    ]);
    expect(formatShortDateTime(events[2]!.start, englishDates('us'))).toBe('Mar 28 at 2:30 AM');
  });

  it('keeps the two 1:30 AMs of the night the clocks go back apart', () => {
    const [first, second] = ['October, 00:30Z', 'October, 01:30Z'].map((name) =>
      events.find((e) => e.name === name)!,
    );
    expect(toIsoWithOffset(first!.start)).toBe('2027-10-31T01:30:00+01:00');
    expect(toIsoWithOffset(second!.start)).toBe('2027-10-31T01:30:00+00:00');
    const sorted = sortByStart(events).map((e) => e.name);
    expect(sorted.indexOf('October, 00:30Z')).toBe(sorted.indexOf('October, 01:30Z') - 1);
  });

  it('keeps an end that crosses the change when it is after the start', () => {
    const event = parseOne({
      ...quiz(),
      starts_at: '2027-10-31T00:30:00Z',
      ends_at: '2027-10-31T01:15:00Z',
    });
    expect(event?.end).toMatchObject({ hour: 1, minute: 15, utcOffsetMinutes: 0 });
    expect(toIsoWithOffset(event!.end!)).toBe('2027-10-31T01:15:00+00:00');
  });
});

describe('parseCalendarFeed with a hostile current feed', () => {
  it('keeps an event with only a name and a start, every other field null', () => {
    const nulls = Object.fromEntries(Object.keys(quiz()).map((key) => [key, null]));
    expect(
      parseOne({ ...nulls, name: 'Prayer Meeting', starts_at: '2027-10-06T19:00:00Z' }),
    ).toEqual(prayerMeeting({ utcOffsetMinutes: 60 }));
  });

  it('treats null or empty parts of an image and a location as absent', () => {
    const event = parseOne({
      ...quiz(),
      image: { thumbnail: null, small: '', medium: null, large: null },
      location: { name: null, type: null, address: null, latitude: null, longitude: null },
    });
    expect(event?.imageUrl).toBeUndefined();
    expect(event?.location).toBeUndefined();
    expect(event?.online).toBeUndefined();
  });

  it('ignores unknown fields, at the top and in each event', () => {
    const answer = {
      ...page([{ ...quiz(), future_field: { a: [1, 2] }, tags: ['x'] }]),
      somethingNew: true,
    };
    expect(parseCalendarFeed(answer).map((e) => e.name)).toEqual(['Youth Fellowship Quiz Night']);
  });

  it('drops entries that are not usable events, one warning each, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = parseCalendarFeed(
      page([
        null,
        'event',
        { ...quiz(), name: ' ' },
        { ...quiz(), starts_at: '2027-09-17 18:30:00' },
        { ...quiz(), starts_at: 1_789_000_000 },
        { ...quiz(), starts_at: '2027-02-30T10:00:00Z' },
        sampleEntry('PW Coffee Morning'),
      ]),
    );
    expect(events.map((e) => e.name)).toEqual(['PW Coffee Morning']);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[3]?.[0]).toMatch(/entry 3.*no usable start time/);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/events/relative',
    'not a url',
    '',
  ])('links to # and joins nowhere instead of %j', (url) => {
    const event = parseOne({
      ...quiz(),
      url,
      image: { large: url, medium: url },
      location: { name: 'Zoom', type: 'online', url },
    });
    expect(event?.detailsUrl).toBe(noLink);
    expect(event?.imageUrl).toBeUndefined();
    expect(event?.online).toEqual({});
  });

  it('joins online only over https', () => {
    const event = parseOne({
      ...quiz(),
      location: { name: 'Zoom', type: 'online', url: 'http://example.org/join' },
    });
    expect(event?.online).toEqual({});
  });

  it('keeps HTML and script in text as inert text', () => {
    const event = parseOne({
      ...quiz(),
      name: '<img src=x onerror=alert(1)>Quiz',
      description: '<script>alert(1)</script><b onclick="x()">Bold</b> &lt;i&gt;',
      location: { name: '<b>Hall</b>', type: 'physical', address: '<i>BT00</i>' },
    });
    expect(event?.name).toBe('<img src=x onerror=alert(1)>Quiz');
    expect(event?.description).toBe('Bold <i>');
    expect(event?.location).toEqual({ name: '<b>Hall</b>', address: '<i>BT00</i>' });
  });

  it('shortens very long names and descriptions', () => {
    const event = parseOne({
      ...quiz(),
      name: 'Very '.repeat(20_000),
      description: `<p>${'Long '.repeat(20_000)}</p>`,
    });
    expect(event?.name.length).toBeLessThanOrEqual(150);
    expect(event?.name.endsWith('…')).toBe(true);
    expect(event?.description.length).toBeLessThanOrEqual(5_000);
  });

  it('ignores an end that is missing, invalid, naive or not after the start', () => {
    for (const ends_at of [null, 'later', '2027-09-17 21:30:00', '2027-09-17T18:00:00Z']) {
      expect(parseOne({ ...quiz(), ends_at })?.end).toBeUndefined();
    }
  });

  it('marks a cancelled event in the legacy feed too', () => {
    const [legacy] = parseCalendarFeed([{ ...legacySample[0], status: 'cancelled' }]);
    expect(legacy?.cancelled).toBe(true);
    expect(parseCalendarFeed(legacySample).some((e) => e.cancelled)).toBe(false);
  });
});

const jsonResponse = (body: unknown, init?: ResponseInit) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

/** A feed of `total` events, `perPage` a page, answering `?page=N` as ChurchSuite does. */
function pagedFeed(total: number, perPage: number, overrides: Record<number, () => Response> = {}) {
  const all = Array.from({ length: total }, (_, i) => ({
    ...quiz(),
    id: 1000 + i,
    identifier: `event-${i + 1}`,
    name: `Event ${i + 1}`,
  }));
  return vi.fn<typeof fetch>(async (input) => {
    const number = Number(new URL(String(input)).searchParams.get('page') ?? 1);
    const override = overrides[number];
    if (override) return override();
    return jsonResponse(
      page(all.slice((number - 1) * perPage, number * perPage), { total, perPage }),
    );
  });
}
const names = (events: ChurchEvent[]) => events.map((e) => e.name);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Event ${from + i}`);

describe('fetchEventsFeed with the current feed', () => {
  const url = 'https://demo.churchsuite.com/-/calendar/0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b/json';

  it('reads one page with one plain GET', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(sample));
    expect(names(await fetchEventsFeed(url, { fetchImpl }))).toEqual(
      sample.events.map((e) => e.name),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(url);
  });

  it('reads both pages of two and merges them in order', async () => {
    const fetchImpl = pagedFeed(3, 2);
    expect(names(await fetchEventsFeed(url, { fetchImpl }))).toEqual(range(1, 3));
    expect(fetchImpl.mock.calls.map(([address]) => address)).toEqual([url, `${url}?page=2`]);
  });

  it('asks for the later pages at once, and merges in page order whichever answers first', async () => {
    const answers: Record<number, (response: Response) => void> = {};
    const requested: string[] = [];
    const all = Array.from({ length: 5 }, (_, i) => ({ ...quiz(), id: i, name: `Event ${i + 1}` }));
    const onPage = (n: number) => page(all.slice((n - 1) * 2, n * 2), { total: 5, perPage: 2 });
    const fetchImpl = vi.fn<typeof fetch>((input) => {
      const address = String(input);
      requested.push(address);
      const n = Number(new URL(address).searchParams.get('page') ?? 1);
      if (n === 1) return Promise.resolve(jsonResponse(onPage(1)));
      return new Promise<Response>((resolve) => (answers[n] = resolve));
    });
    const result = fetchEventsFeed(url, { fetchImpl });
    await vi.waitFor(() => expect(requested).toHaveLength(3));
    answers[3]!(jsonResponse(onPage(3)));
    answers[2]!(jsonResponse(onPage(2)));
    expect(names(await result)).toEqual(range(1, 5));
  });

  it('keeps the address’s other query parameters when it asks for a page', async () => {
    const fetchImpl = pagedFeed(5, 2);
    await fetchEventsFeed(`${url}?category=3`, { fetchImpl });
    expect(fetchImpl.mock.calls.map(([address]) => address)).toEqual([
      `${url}?category=3`,
      `${url}?category=3&page=2`,
      `${url}?category=3&page=3`,
    ]);
  });

  it.each([
    ['a 500', () => jsonResponse('Server error', { status: 500 })],
    ['HTML', () => new Response('<!doctype html><p>Maintenance</p>')],
    ['a bare list', () => jsonResponse([quiz()])],
    ['an error object', () => jsonResponse({ error: 'Too many requests' })],
  ])('fails as a whole, never half a list, when a later page answers %s', async (_what, answer) => {
    const fetchImpl = pagedFeed(5, 2, { 2: answer });
    await expect(fetchEventsFeed(url, { fetchImpl })).rejects.toThrow(
      new EventsFeedError().message,
    );
  });

  it('fails on a network error on a later page, and stops asking for the others', async () => {
    let lastSignal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
      const n = Number(new URL(String(input)).searchParams.get('page') ?? 1);
      if (n === 1) return jsonResponse(page([quiz()], { total: 3, perPage: 1 }));
      if (n === 2) throw new TypeError('Failed to fetch');
      lastSignal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    await expect(fetchEventsFeed(url, { fetchImpl })).rejects.toBeInstanceOf(EventsFeedError);
    expect(lastSignal?.aborted).toBe(true);
  });

  it(`reads at most ${maxFeedPages} pages, and says so`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = pagedFeed(1_000, 2);
    const events = await fetchEventsFeed(url, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(maxFeedPages);
    expect(names(events)).toEqual(range(1, maxFeedPages * 2));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/500 pages; showing the first 10/));
  });

  it.each([
    ['a per_page of 0', { num_results: 5, per_page: 0 }],
    ['a negative count', { num_results: -5, per_page: 2 }],
    ['words', { num_results: 'many', per_page: 'some' }],
    ['nothing', {}],
  ])('reads one page when the pagination says %s', async (_what, pagination) => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ ...page([quiz()]), pagination }));
    expect(await fetchEventsFeed(url, { fetchImpl })).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reads counts written as numbers in strings', async () => {
    const fetchImpl = pagedFeed(3, 2);
    fetchImpl.mockResolvedValueOnce(
      jsonResponse({
        ...page([at('2027-09-17T18:30:00Z', 'Event 1')]),
        pagination: { num_results: '3', per_page: '2' },
      }),
    );
    expect(await fetchEventsFeed(url, { fetchImpl })).toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('counts an event once when the feed moved it onto the next page while being read', async () => {
    const first = page(
      [
        { ...quiz(), id: 1, name: 'A' },
        { ...quiz(), id: 2, name: 'B' },
      ],
      {
        total: 4,
        perPage: 2,
      },
    );
    const second = page(
      [
        { ...quiz(), id: 2, name: 'B' },
        { ...quiz(), id: 3, name: 'C' },
      ],
      {
        total: 4,
        perPage: 2,
      },
    );
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(first))
      .mockResolvedValueOnce(jsonResponse(second));
    expect(names(await fetchEventsFeed(url, { fetchImpl }))).toEqual(['A', 'B', 'C']);
  });

  it('gives up when all the pages have not arrived within the time limit', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>((input, init) => {
        const n = Number(new URL(String(input)).searchParams.get('page') ?? 1);
        if (n === 1) return Promise.resolve(jsonResponse(page([quiz()], { total: 2, perPage: 1 })));
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      });
      const result = fetchEventsFeed(url, { fetchImpl });
      const failed = expect(result).rejects.toThrow('Failed to fetch events');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(fetchImpl.mock.calls[1]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});
