// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { describe, expect, it, vi } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import empty from '../../../test/fixtures/calendar-empty.json';
import { fetchEventsFeed, parseCalendarFeed } from './reading.ts';
import { EventsFeedError } from './events-feed-error.ts';
import { prayerMeeting } from '../../../test/events-support.ts';
import { noLink } from './type.ts';

const sampleEntry = (name: string) => {
  const entry = sample.find((e) => e.name === name);
  if (!entry) throw new Error(`no sample event ${name}`);
  return structuredClone(entry) as Record<string, unknown>;
};
const harvest = () => sampleEntry('Harvest Thanksgiving Service');
const parseOne = (entry: unknown) => parseCalendarFeed([entry])[0];

describe('parseCalendarFeed with the sample feed', () => {
  const events = parseCalendarFeed(sample);
  const byName = (name: string) => events.find((e) => e.name === name)!;

  it('keeps every event, in feed order', () => {
    expect(events.map((e) => e.name)).toEqual(sample.map((e) => e.name));
  });

  it('reads the naive start time as wall-clock parts', () => {
    expect(byName('Harvest Thanksgiving Service').start).toEqual({
      year: 2027,
      month: 9,
      day: 26,
      hour: 11,
      minute: 30,
      second: 0,
    });
  });

  it('takes the largest image first: lg, then md, sm, thumb', () => {
    expect(byName('Harvest Thanksgiving Service').imageUrl).toBe(
      'https://cdn.churchsuite.com/demo/calendar/events/harvest_lg.jpg',
    );
    // The quiz night has only thumb and sm.
    expect(byName('SNATCH Quiz Night').imageUrl).toBe(
      'https://cdn.churchsuite.com/demo/calendar/events/quiz_sm.jpg',
    );
  });

  it('offers the non-square sizes for srcset, smallest first', () => {
    expect(byName('Harvest Thanksgiving Service').imageSources.map((s) => s.width)).toEqual([
      256, 512, 1024,
    ]);
  });

  it('reads images: [] as no image', () => {
    expect(byName('PW Coffee Morning').imageUrl).toBeUndefined();
    expect(byName('PW Coffee Morning').imageSources).toEqual([]);
  });

  it('reads location: [] and an all-null location as no location', () => {
    expect(byName("3 O'Clock Club: Autumn Afternoon Tea").location).toBeUndefined();
    expect(byName('Family Service').location).toBeUndefined();
  });

  it('keeps a location name without an address', () => {
    expect(byName('Dorcas Group Craft Evening').location).toEqual({ name: 'Library' });
    expect(byName('PW Coffee Morning').location).toEqual({
      name: 'Church Halls',
      address: '1 Church Road, Ballyglen, BT00 0AA',
    });
  });

  it('links to tickets.url even when tickets are not enabled, and to # when it is ""', () => {
    expect(byName('Harvest Thanksgiving Service').detailsUrl).toBe(
      'https://demo.churchsuite.com/events/hv7k2m1q',
    );
    expect(byName('PW Coffee Morning').detailsUrl).toBe(noLink);
  });

  it('shows HTML descriptions as text and keeps plain-text line breaks', () => {
    expect(byName('Harvest Thanksgiving Service').description).toBe(
      'Join us as we give thanks for God’s provision. Produce gifts will be shared with the local food bank.',
    );
    expect(byName("Boys' Brigade Annual Display").description).toBe(
      'Come and see what the Anchor Boys, Junior Section, Company Section and Seniors have been up to this session.\n\nTickets are free but places are limited.',
    );
    expect(byName("3 O'Clock Club: Autumn Afternoon Tea").description).toBe('');
  });

  it('keeps the end time when it is after the start', () => {
    expect(byName('Carols by Candlelight').end).toMatchObject({ hour: 20, minute: 30 });
  });

  it('uses the identifier as a unique id', () => {
    expect(byName('Harvest Thanksgiving Service').id).toBe('hv7k2m1q');
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('reads the empty feed as no events', () => {
    expect(parseCalendarFeed(empty)).toEqual([]);
  });
});

describe('parseCalendarFeed with hostile input', () => {
  it.each([
    ['a string', 'Harvest'],
    ['an object', { events: [] }],
    ['null', null],
    ['a number', 42],
  ])('throws "Failed to fetch events" when the answer is %s', (_what, answer) => {
    expect(() => parseCalendarFeed(answer)).toThrow(EventsFeedError);
    expect(() => parseCalendarFeed(answer)).toThrow('Failed to fetch events');
  });

  it('drops entries that are not usable events, one warning each, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noName = harvest();
    delete noName.name;
    const blankName = { ...harvest(), name: '   ' };
    const badDate = { ...harvest(), datetime_start: '2027-02-30 10:00:00' };
    const noDate = { ...harvest(), datetime_start: null };
    const events = parseCalendarFeed([
      null,
      'event',
      7,
      [],
      noName,
      blankName,
      badDate,
      noDate,
      sampleEntry('PW Coffee Morning'),
    ]);
    expect(events.map((e) => e.name)).toEqual(['PW Coffee Morning']);
    expect(warn).toHaveBeenCalledTimes(8);
    expect(warn.mock.calls[6]?.[0]).toMatch(/entry 6.*no usable start time/);
  });

  it('ignores unknown fields', () => {
    expect(parseOne({ ...harvest(), brand: { a: 1 }, extra: [1, 2, 3] })?.name).toBe(
      'Harvest Thanksgiving Service',
    );
  });

  it('keeps an event with only a name and a start', () => {
    expect(parseOne({ name: 'Prayer Meeting', datetime_start: '2027-10-06 20:00:00' })).toEqual(
      prayerMeeting(),
    );
  });

  it.each([
    ['{}', {}],
    ['a string', 'https://cdn.example.org/a.jpg'],
    ['null', null],
    ['sizes without urls', { lg: { px: 1024 }, md: 'x' }],
  ])('treats images as %s as no image', (_what, images) => {
    const event = parseOne({ ...harvest(), images });
    expect(event?.imageUrl).toBeUndefined();
    expect(event?.imageSources).toEqual([]);
  });

  it('skips image sizes that are not http(s) and falls back to the next', () => {
    const event = parseOne({
      ...harvest(),
      images: {
        lg: { url: 'javascript:alert(1)', px: 1024 },
        md: { url: 'data:image/png;base64,AAAA', px: 512 },
        sm: { url: 'https://cdn.example.org/sm.jpg', px: 256 },
      },
    });
    expect(event?.imageUrl).toBe('https://cdn.example.org/sm.jpg');
  });

  it.each([
    ['[]', []],
    ['a string', 'Church Halls'],
    ['fields of the wrong type', { name: 5, address: ['x'] }],
  ])('treats location as %s as no location', (_what, location) => {
    expect(parseOne({ ...harvest(), location })?.location).toBeUndefined();
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '/events/relative',
    'not a url',
    '',
  ])('links to # instead of %j', (url) => {
    const event = parseOne({ ...harvest(), signup_options: { tickets: { enabled: '1', url } } });
    expect(event?.detailsUrl).toBe(noLink);
  });

  it('copes with signup_options of the wrong shape', () => {
    expect(parseOne({ ...harvest(), signup_options: [] })?.detailsUrl).toBe(noLink);
    expect(parseOne({ ...harvest(), signup_options: { tickets: 'yes' } })?.detailsUrl).toBe(noLink);
  });

  it('keeps HTML and script in text as inert text', () => {
    const event = parseOne({
      ...harvest(),
      name: '<img src=x onerror=alert(1)>Quiz',
      description: '<script>alert(1)</script><b onclick="x()">Bold</b> &lt;i&gt;',
      location: { name: '<b>Hall</b>', address: null },
    });
    // The name is never HTML: it is shown exactly as written, as text.
    expect(event?.name).toBe('<img src=x onerror=alert(1)>Quiz');
    expect(event?.description).toBe('Bold <i>');
    expect(event?.location).toEqual({ name: '<b>Hall</b>' });
  });

  it('shortens very long names and descriptions', () => {
    const event = parseOne({
      ...harvest(),
      name: 'Very '.repeat(200),
      description: 'Long '.repeat(3_000),
    });
    expect(event?.name.length).toBeLessThanOrEqual(150);
    expect(event?.name.endsWith('…')).toBe(true);
    expect(event?.description.length).toBeLessThanOrEqual(5_000);
  });

  it('ignores an end time that is missing, invalid or not after the start', () => {
    expect(parseOne({ ...harvest(), datetime_end: null })?.end).toBeUndefined();
    expect(parseOne({ ...harvest(), datetime_end: 'later' })?.end).toBeUndefined();
    expect(parseOne({ ...harvest(), datetime_end: '2027-09-26 09:00:00' })?.end).toBeUndefined();
  });

  it('makes ids unique when the feed repeats one', () => {
    const events = parseCalendarFeed([harvest(), harvest()]);
    expect(events.map((e) => e.id)).toEqual(['hv7k2m1q', 'hv7k2m1q-2']);
  });

  it('makes ids unique even when a renamed duplicate is already taken', () => {
    const ids = parseCalendarFeed(
      ['x-2', 'x', 'x'].map((identifier) => ({ ...harvest(), identifier })),
    ).map((e) => e.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});

const jsonResponse = (body: unknown, init?: ResponseInit) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

describe('fetchEventsFeed', () => {
  const url = 'https://demo.churchsuite.com/embed/calendar/json';

  it('makes one plain GET with no parameters and no body', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(sample));
    const events = await fetchEventsFeed(url, { fetchImpl });
    expect(events).toHaveLength(10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetchImpl.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it.each([
    ['a 500', () => jsonResponse('Server error', { status: 500 })],
    ['a 404', () => jsonResponse([], { status: 404 })],
    ['HTML instead of JSON', () => new Response('<!doctype html><p>Maintenance</p>')],
    ['JSON that is not a list', () => jsonResponse({ error: 'nope' })],
  ])('fails with "Failed to fetch events" on %s', async (_what, answer) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(answer());
    await expect(fetchEventsFeed(url, { fetchImpl })).rejects.toThrow(
      new EventsFeedError().message,
    );
  });

  it('fails on a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchEventsFeed(url, { fetchImpl })).rejects.toBeInstanceOf(EventsFeedError);
  });

  it('gives up when there is no answer within the time limit', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
      const result = fetchEventsFeed(url, { fetchImpl });
      const failed = expect(result).rejects.toThrow('Failed to fetch events');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});
