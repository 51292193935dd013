import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { content, escapeRegExp } from './support/content.ts';
import { axeViolations, expect, test } from './support/test.ts';
import { eventsArea } from './support/feed.ts';

// Both of ChurchSuite's calendar feeds, end to end. The site tells them apart by the answer,
// not by the address it asked: the build reads the legacy address of its account (content has
// no calendarId), and these tests answer it in either shape. Event data comes from the
// fixtures here; the words around them from the content.

const words = content.eventsText;
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const legacySample = json('test/fixtures/calendar.json') as Record<string, unknown>[];
const currentSample = json('test/fixtures/calendar-current.json') as {
  events: Record<string, unknown>[];
};

/** Either feed of any account, with any query (the current feed's `?page=2`, ...). */
const feedRequest =
  /^https:\/\/[a-z0-9-]+\.churchsuite\.com\/(?:embed\/calendar\/json|-\/calendar\/[0-9a-f-]+\/json)(?:\?.*)?$/;

type Answer = { body: unknown } | { status: number };

/** Answers the feed: `pages[n - 1]` for `?page=n`. Returns the page numbers asked for. */
async function answerFeed(page: Page, pages: Answer[]) {
  const asked: number[] = [];
  await page.route(feedRequest, async (route: Route) => {
    const number = Number(new URL(route.request().url()).searchParams.get('page') ?? 1);
    asked.push(number);
    const answer = pages[number - 1] ?? { status: 404 };
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if ('status' in answer) {
      return route.fulfill({ status: answer.status, body: 'Server error', headers });
    }
    return route.fulfill({ json: answer.body, headers });
  });
  return asked;
}

// The current feed: seven events over three pages of three. The sample's three (one
// cancelled, one online), then both of 2027's clock-change Sundays: summer time from 01:00
// UTC on 28 March, back to GMT at 01:00 UTC on 31 October.
const quiz = currentSample.events[0]!;
const at = (name: string, starts_at: string, id: number) => ({
  ...quiz,
  id,
  identifier: `e2e${id}`,
  name,
  starts_at,
  ends_at: null,
  image: null,
  url: `https://demo.churchsuite.com/events/e2e${id}`,
});
const currentEvents = [
  ...currentSample.events,
  at('Easter Vigil', '2027-03-28T00:30:00Z', 1),
  at('Easter Sunrise Service', '2027-03-28T05:30:00Z', 2),
  at('Night Shelter Shift', '2027-10-31T01:30:00Z', 3),
  at('All Saints Service', '2027-10-31T11:30:00Z', 4),
];
const perPage = 3;
const currentPages: Answer[] = [0, 1, 2].map((index) => ({
  body: {
    ...currentSample,
    events: currentEvents.slice(index * perPage, (index + 1) * perPage),
    pagination: { num_results: currentEvents.length, per_page: perPage },
  },
}));

/** What /events shows, soonest first: each heading, and its date on London's clock. */
const currentOnEventsPage = [
  ['Easter Vigil', 'Sunday, March 28 at 12:30 AM'],
  ['Easter Sunrise Service', 'Sunday, March 28 at 6:30 AM'],
  ['Youth Fellowship Quiz Night', 'Friday, September 17 at 7:30 PM'],
  ['Midweek Prayer (online)', 'Wednesday, October 6 at 8:00 PM'],
  ['Night Shelter Shift', 'Sunday, October 31 at 1:30 AM'],
  ['All Saints Service', 'Sunday, October 31 at 11:30 AM'],
  [`${words.cancelled}: PW Coffee Morning`, 'Saturday, November 6 at 10:30 AM'],
];
/** What the home carousel shows: the first six in the feed's order, short dates. */
const currentInCarousel = [
  ['Youth Fellowship Quiz Night', 'Sep 17 at 7:30 PM'],
  [`${words.cancelled}: PW Coffee Morning`, 'Nov 6 at 10:30 AM'],
  ['Midweek Prayer (online)', 'Oct 6 at 8:00 PM'],
  ['Easter Vigil', 'Mar 28 at 12:30 AM'],
  ['Easter Sunrise Service', 'Mar 28 at 6:30 AM'],
  ['Night Shelter Shift', 'Oct 31 at 1:30 AM'],
];

// The legacy feed: a bare list with naive London times, one event cancelled.
const legacyEvents = [
  { ...legacySample[1], status: 'cancelled' },
  legacySample[0],
  legacySample[2],
];
const legacyOnEventsPage = [
  [`${words.cancelled}: PW Coffee Morning`, 'Tuesday, September 7 at 10:00 AM'],
  ['Harvest Thanksgiving Service', 'Sunday, September 26 at 11:30 AM'],
  ["Boys' Brigade Annual Display", 'Friday, October 15 at 7:00 PM'],
];
const legacyInCarousel = [
  [`${words.cancelled}: PW Coffee Morning`, 'Sep 7 at 10:00 AM'],
  ['Harvest Thanksgiving Service', 'Sep 26 at 11:30 AM'],
  ["Boys' Brigade Annual Display", 'Oct 15 at 7:00 PM'],
];

const eventItems = (page: Page) => page.getByRole('main').getByRole('article');
const carouselOf = (page: Page) => page.getByRole('region', { name: words.carousel, exact: true });

/** Each event's heading and date, in the order shown. */
async function shown(events: Locator, level: 2 | 3) {
  const found: string[][] = [];
  for (const event of await events.all()) {
    found.push([
      (await event.getByRole('heading', { level }).textContent()) ?? '',
      (await event.locator('time').textContent()) ?? '',
    ]);
  }
  return found;
}

/** A cancelled event says so in words, and its name is struck through: never colour alone. */
async function expectMarkedCancelled(event: Locator, name: string) {
  await expect(event.getByText(words.cancelled, { exact: true })).toBeVisible();
  await expect(event.locator('s')).toHaveText(name);
  await expect(event.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  // Read out as "Cancelled: <name>" (Chromium puts a space before the visually hidden colon).
  const heading = new RegExp(`^${escapeRegExp(words.cancelled)} ?: ${escapeRegExp(name)}$`);
  await expect(event.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('the current feed (an object with events and pagination)', () => {
  test('/events lists every page’s events, soonest first, on London time', async ({ page }) => {
    const asked = await answerFeed(page, currentPages);
    await page.goto('/events');
    await expect(eventItems(page)).toHaveCount(currentEvents.length);
    expect(await shown(eventItems(page), 2)).toEqual(currentOnEventsPage);
    expect(asked.sort()).toEqual([1, 2, 3]);

    const coffee = eventItems(page).filter({ hasText: 'PW Coffee Morning' });
    await expectMarkedCancelled(coffee, 'PW Coffee Morning');
    await expect(coffee.getByRole('link', { name: words.addToCalendar })).toHaveCount(0);
    const quizNight = eventItems(page).filter({ hasText: 'Youth Fellowship Quiz Night' });
    await expect(quizNight.getByText(words.cancelled, { exact: true })).toHaveCount(0);
    await expect(quizNight.getByRole('link', { name: words.details })).toHaveAttribute(
      'href',
      'https://demo.churchsuite.com/events/yt3m9q2w',
    );

    // An online event: where to join, in a new tab, instead of an address.
    const prayer = eventItems(page).filter({ hasText: 'Midweek Prayer (online)' });
    await expect(prayer.getByText('Online: Zoom')).toBeVisible();
    const join = prayer.getByRole('link', { name: /^Join online/ });
    await expect(join).toHaveAttribute('href', 'https://example.org/join/prayer');
    await expect(join).toHaveAttribute('target', '_blank');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/events describes them to search engines, cancelled and online ones too', async ({
    page,
  }) => {
    await answerFeed(page, currentPages);
    await page.goto('/events');
    await expect(eventItems(page)).toHaveCount(currentEvents.length);
    const data = JSON.parse(
      (await page.getByRole('main').locator('script[type="application/ld+json"]').textContent()) ??
        '{}',
    ) as { '@graph': Record<string, unknown>[] };
    const named = (name: string) => data['@graph'].find((event) => event.name === name);
    expect(named('PW Coffee Morning')).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2027-11-06T10:30:00+00:00',
    });
    expect(named('Midweek Prayer (online)')).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.org/join/prayer' },
    });
    expect(named('Night Shelter Shift')).toMatchObject({ startDate: '2027-10-31T01:30:00+00:00' });
  });

  test('the home carousel shows the first six in the feed’s order, across pages', async ({
    page,
  }) => {
    await answerFeed(page, currentPages);
    await page.goto('/');
    const slides = carouselOf(page).getByRole('group');
    await expect(slides).toHaveCount(6);
    expect(await shown(slides, 3)).toEqual(currentInCarousel);
    await expectMarkedCancelled(slides.nth(1), 'PW Coffee Morning');
    await expect(slides.nth(2).getByText('Online: Zoom')).toBeVisible();
  });

  test.describe('for a visitor in New Zealand', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    test('the times are still the church’s @desktop', async ({ page }) => {
      await answerFeed(page, currentPages);
      await page.goto('/events');
      await expect(eventItems(page)).toHaveCount(currentEvents.length);
      expect(await shown(eventItems(page), 2)).toEqual(currentOnEventsPage);
      await page.goto('/');
      await expect(carouselOf(page).getByRole('group')).toHaveCount(6);
      expect(await shown(carouselOf(page).getByRole('group'), 3)).toEqual(currentInCarousel);
    });
  });

  for (const path of ['/events', '/']) {
    test(`${path} shows the failed state, not half a list, when a later page fails`, async ({
      page,
    }) => {
      const asked = await answerFeed(page, [currentPages[0]!, currentPages[1]!, { status: 500 }]);
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: words.failed })).toBeVisible();
      await expect(page.getByText(words.failedPopup, { exact: true })).toBeVisible();
      await expect(eventsArea(page, path).getByRole('article')).toHaveCount(0);
      expect(asked).toContain(3);
    });
  }
});

test.describe('the legacy feed (a bare list)', () => {
  test('/events lists the events soonest first, a cancelled one marked', async ({ page }) => {
    const asked = await answerFeed(page, [{ body: legacyEvents }]);
    await page.goto('/events');
    await expect(eventItems(page)).toHaveCount(legacyEvents.length);
    expect(await shown(eventItems(page), 2)).toEqual(legacyOnEventsPage);
    await expectMarkedCancelled(eventItems(page).first(), 'PW Coffee Morning');
    expect(asked).toEqual([1]); // one plain request, no pages
  });

  test('the home carousel shows them in the feed’s order', async ({ page }) => {
    await answerFeed(page, [{ body: legacyEvents }]);
    await page.goto('/');
    const slides = carouselOf(page).getByRole('group');
    await expect(slides).toHaveCount(legacyEvents.length);
    expect(await shown(slides, 3)).toEqual(legacyInCarousel);
    await expectMarkedCancelled(slides.first(), 'PW Coffee Morning');
  });
});
