// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { afterEach, describe, expect, it, vi } from 'vitest';
import legacy from '../../../test/fixtures/groups.json';
import current from '../../../test/fixtures/groups-current.json';
import currentPage2 from '../../../test/fixtures/groups-current-page-2.json';
import { readJsonWithin } from '../shared.ts';
import {
  fetchGroupsFeed,
  groupsFeedPages,
  maxDescriptionLength,
  maxGroups,
  parseGroupsFeed,
} from './reading.ts';
import { calendarDate, timeOfDay, weekday } from './shape.ts';
import type { ChurchGroup, GroupsFeed } from './type.ts';

// Both of ChurchSuite's small groups feeds, from fixtures built on its embed documentation
// (churchsuite-api, modules/embed.md) and its own embed script's fixtures
// (embed-json-script, __tests__/smallgroups/group.json, before and after its version 5).

const today = '2026-11-25';
/** Choice values as the feed's reading gives them: { slug: name } → [{ slug, name }]. */
const choices = (bySlug: Record<string, string>) =>
  Object.entries(bySlug).map(([slug, name]) => ({ slug, name }));
const byName = (groups: ChurchGroup[], name: string) => {
  const found = groups.find((group) => group.name === name);
  if (!found) throw new Error(`No group ${name}`);
  return found;
};
/** The sign-up of each named group of `feed`, by name. */
const signUps = (feed: GroupsFeed, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, byName(feed.groups, name).signUp]));

afterEach(() => vi.restoreAllMocks());

describe('the legacy feed (/embed/smallgroups/json)', () => {
  const feed = parseGroupsFeed([legacy], today);
  const names = feed.groups.map((group) => group.name);

  it('lists the groups in feed order, leaving out one that has ended', () => {
    expect(names).toEqual(
      legacy.filter((group) => !group.date_end || group.date_end >= today).map((g) => g.name),
    );
    expect(names).not.toContain('Summer Walks');
  });

  it('reads the day as a number, Sunday 0, given as a string or a number', () => {
    expect(byName(feed.groups, 'Tuesday Bible Study').day).toBe(2);
    expect(byName(feed.groups, 'Wednesday Home Group').day).toBe(3);
  });

  it('keeps the time as the church’s clock, and the frequency in words, a custom one too', () => {
    const bibleStudy = byName(feed.groups, 'Tuesday Bible Study');
    expect(bibleStudy.time).toEqual({ hour: 19, minute: 30 });
    expect(bibleStudy.frequency).toBe('Weekly');
    expect(byName(feed.groups, 'Dorcas Group').frequency).toBe('Last Tuesday of the month');
  });

  it('gives a place with a directions search, or says it meets online', () => {
    const home = byName(feed.groups, 'Wednesday Home Group');
    expect(home.place).toEqual({ name: 'The Kerrs’ house', address: 'BT00 0AB' });
    expect(home.directionsUrl).toBe('https://www.google.com/maps/search/?api=1&query=BT00%200AB');
    const prayer = byName(feed.groups, 'Thursday Prayer Meeting');
    expect(prayer.online).toBe(true);
    expect(prayer.place).toEqual({ name: 'Zoom' });
    expect(prayer.directionsUrl).toBeUndefined();
  });

  it('turns a description, plain or HTML, into text', () => {
    expect(byName(feed.groups, 'Tuesday Bible Study').description).toBe(
      'We read a book of the Bible together, a chapter at a time, with tea and a biscuit.\n\nThis autumn: the Gospel of Mark. Bring a Bible if you have one; we have spares.',
    );
    expect(byName(feed.groups, 'Alpha').description).toBe(
      'Eleven weeks of food, a short talk and time to talk it over, with no question off limits.\n\nEveryone is welcome, whatever you believe.',
    );
  });

  it('takes the picture by the events’ rule: the largest, and the widths it knows', () => {
    const home = byName(feed.groups, 'Wednesday Home Group');
    expect(home.imageUrl).toMatch(/_lg\.jpg$/);
    expect(home.imageSources.map((source) => source.width)).toEqual([256, 512, 1024]);
    expect(byName(feed.groups, 'Alpha').imageUrl).toBeUndefined();
  });

  it('reads sign-up from its flags, "1" and "0" or true and false, and its dates', () => {
    expect(signUps(feed, 'Tuesday Bible Study', 'Wednesday Home Group', 'Alpha')).toEqual({
      'Tuesday Bible Study': { enabled: true, opens: '2024-08-01', full: false },
      'Wednesday Home Group': expect.objectContaining({ enabled: true, full: true }),
      Alpha: { enabled: true, opens: '2031-01-02', closes: '2031-01-15', full: false },
    });
    expect(byName(feed.groups, 'Thursday Prayer Meeting').signUp.enabled).toBe(false);
  });

  it('names its labels from the tags the feed names; label ids alone name nothing', () => {
    expect(feed.labels).toEqual(
      choices({
        'bible-study': 'Bible study',
        'home-group': 'Home group',
        course: 'Course',
        prayer: 'Prayer',
        crafts: 'Crafts',
      }),
    );
    expect(byName(feed.groups, 'Wednesday Home Group').labels).toEqual([
      'home-group',
      'bible-study',
    ]);
    expect(feed.sites).toEqual([]);
    expect(byName(feed.groups, 'Alpha').sites).toBe('all');
  });

  it('keeps ChurchSuite’s identifier for the group’s page', () => {
    expect(byName(feed.groups, 'Dorcas Group')).toMatchObject({
      id: 'dorcas24',
      identifier: 'dorcas24',
    });
  });
});

describe('the current feed (/-/smallgroups/{id}/json), in two pages', () => {
  const feed = parseGroupsFeed([current, currentPage2], today);

  it('says how many pages it has', () => {
    expect(groupsFeedPages(current)).toBe(2);
    expect(groupsFeedPages(legacy)).toBe(1);
  });

  it('lists every page’s groups, in order', () => {
    expect(feed.groups.map((group) => group.name)).toEqual(
      [...current.groups, ...currentPage2.groups].map((group) => group.name),
    );
  });

  it('reads the day by name, and a start given as a UTC instant as the church’s date', () => {
    const youth = byName(feed.groups, 'Youth Fellowship');
    expect(youth.day).toBe(5);
    // "2025-09-06T23:00:00Z" is past midnight in London's summer time.
    expect(youth.starts).toBe('2025-09-07');
    expect(byName(feed.groups, 'Christianity Explored')).toMatchObject({
      day: 3,
      starts: '2031-01-22',
      ends: '2031-03-26',
    });
  });

  it('reads sign-up from signup_options: none is closed, members at capacity is full', () => {
    expect(signUps(feed, 'Early Morning Prayer', 'Monday House Group')).toEqual({
      'Early Morning Prayer': { enabled: false, full: false },
      'Monday House Group': { enabled: true, opens: '2023-08-28', full: true },
    });
    expect(byName(feed.groups, 'Youth Fellowship').signUp.full).toBe(false);
  });

  it('names labels and sites from the lists on the first page', () => {
    expect(feed.labels).toEqual(
      choices({
        'bible-study': 'Bible study',
        newcomers: 'Newcomers',
        prayer: 'Prayer',
        social: 'Social',
        'young-adults': 'Young adults',
      }),
    );
    expect(feed.sites).toEqual(choices({ carrowmore: 'Carrowmore', kilbride: 'Kilbride' }));
    expect(byName(feed.groups, 'Early Morning Prayer').sites).toEqual(['kilbride']);
    expect(byName(feed.groups, 'Christianity Explored').sites).toBe('all');
  });

  it('takes the largest picture, without widths, and an online group’s place as its name', () => {
    expect(byName(feed.groups, 'Monday House Group')).toMatchObject({
      imageUrl: expect.stringMatching(/_lg\.jpg$/),
      imageSources: [],
    });
    expect(byName(feed.groups, 'Early Morning Prayer')).toMatchObject({
      online: true,
      place: { name: 'Microsoft Teams' },
    });
  });

  it('counts a group the feed moved onto a later page while it was read once', () => {
    const moved = { ...currentPage2, groups: [...currentPage2.groups, current.groups[0]] };
    expect(parseGroupsFeed([current, moved], today).groups).toHaveLength(5);
  });
});

describe('the feeds’ quirks', () => {
  const group = (fields: Record<string, unknown>) =>
    parseGroupsFeed([[{ ...structuredClone(legacy[0]), ...fields }]], today).groups[0];

  it('reads [] for an empty object, "0"/"1" for flags, null for anything', () => {
    expect(group({ location: [], images: [], tags: [] })).toMatchObject({
      imageSources: [],
      labels: [],
    });
    expect(group({ location: [] })?.place).toBeUndefined();
    expect(group({ signup_enabled: '0' })?.signUp.enabled).toBe(false);
    expect(group({ signup_full: '1' })?.signUp.full).toBe(true);
    expect(group({ day: null, time: null, frequency: null })).toMatchObject({
      name: 'Tuesday Bible Study',
    });
    expect(group({ day: null })?.day).toBeUndefined();
  });

  it('takes a date, or an instant on the church’s calendar; nothing else', () => {
    expect(calendarDate('2027-09-05')).toBe('2027-09-05');
    expect(calendarDate('2027-01-31T23:30:00Z')).toBe('2027-01-31');
    expect(calendarDate('2027-07-31T23:30:00Z')).toBe('2027-08-01');
    expect(calendarDate('2027-02-30')).toBeUndefined();
    expect(calendarDate('')).toBeUndefined();
    expect(calendarDate('next week')).toBeUndefined();
  });

  it('reads a time of day and a day of the week in every way the feeds write them', () => {
    expect(timeOfDay('20:00')).toEqual({ hour: 20, minute: 0 });
    expect(timeOfDay('7:30:00')).toEqual({ hour: 7, minute: 30 });
    expect(timeOfDay('25:00')).toBeUndefined();
    expect(weekday(0)).toBe(0);
    expect(weekday(7)).toBe(0);
    expect(weekday(8)).toBeUndefined();
    expect(weekday('wednesday')).toBe(3);
    expect(weekday('various days')).toBeUndefined();
  });

  it('skips an entry with no name, saying so once, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const feed = parseGroupsFeed([[{ id: 1, name: ' ' }, legacy[0], 'nonsense']], today);
    expect(feed.groups.map((g) => g.name)).toEqual(['Tuesday Bible Study']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Skipped group 0 of the groups feed: name: /);
  });

  it('refuses an answer that is not a feed of groups, and a later page of another shape', () => {
    expect(() => parseGroupsFeed([{ error: 'not found' }], today)).toThrow(
      'neither a list of groups nor a page of them',
    );
    expect(() => parseGroupsFeed([current, legacy], today)).toThrow('Page 2 is not a page');
    expect(() => parseGroupsFeed([legacy, currentPage2], today)).toThrow(
      'Only the current feed has pages',
    );
    expect(parseGroupsFeed([[]], today).groups).toEqual([]);
  });
});

describe('a hostile feed', () => {
  const hostile = {
    ...structuredClone(legacy[1]),
    identifier: '../../admin',
    id: 'x" onmouseover="alert(1)',
    name: '<script>alert(1)</script>House group',
    description: `<img src=x onerror=alert(1)><p>Tea &amp; cake</p><script>steal()</script>${'word '.repeat(500)}`,
    frequency: 'javascript:alert(1)',
    location: { name: '<b>Hall</b>', address: 'javascript:alert(1)', type: 'physical' },
    images: {
      lg: { url: 'javascript:alert(1)', px: 1024, square: false },
      md: { url: 'http://cdn.example.org/md.jpg', px: 512, square: false },
      sm: { url: 'data:image/png;base64,AAAA', px: 256, square: false },
    },
    tags: [{ id: 1, name: '<i>Tag</i>' }],
  };
  const [group] = parseGroupsFeed([[hostile]], today).groups;

  it('keeps every text as text, to be escaped where it is shown', () => {
    expect(group?.name).toBe('<script>alert(1)</script>House group');
    expect(group?.description.startsWith('Tea & cake')).toBe(true);
    expect(group?.description).not.toContain('steal');
    expect(group?.description.length).toBeLessThanOrEqual(maxDescriptionLength);
  });

  it('has no link or picture but https ones, and no identifier that is not ChurchSuite’s', () => {
    expect(group?.imageUrl).toBeUndefined();
    expect(group?.imageSources).toEqual([]);
    expect(group?.identifier).toBeUndefined();
    expect(group?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    // An address is searched for on the map, never followed.
    expect(group?.directionsUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=javascript%3Aalert(1)',
    );
  });

  it('reads no more groups than any church has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const many = Array.from({ length: maxGroups + 50 }, (_, index) => ({
      ...structuredClone(legacy[0]),
      id: index,
      identifier: `g${index}`,
    }));
    expect(parseGroupsFeed([many], today).groups).toHaveLength(maxGroups);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`more than ${maxGroups} groups`));
  });
});

describe('reading the feed', () => {
  it('reads every page the first names', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (input) =>
      Response.json(String(input).includes('page=2') ? currentPage2 : current),
    );
    const feed = await fetchGroupsFeed('https://carrowmore.churchsuite.com/-/smallgroups/x/json', {
      timeoutMs: 2_000,
      today,
      fetchImpl,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(feed.groups).toHaveLength(5);
  });

  it('refuses an answer longer than it should be, however it is sent', async () => {
    await expect(readJsonWithin(new Response('[1,2,3]'), 5)).rejects.toThrow('longer than');
    await expect(
      readJsonWithin(new Response('[]', { headers: { 'Content-Length': '9000000000' } })),
    ).rejects.toThrow('longer than');
    await expect(readJsonWithin(new Response('[1]'), 5)).resolves.toEqual([1]);
    await expect(readJsonWithin(new Response('<!doctype html>'))).rejects.toThrow();
  });
});
