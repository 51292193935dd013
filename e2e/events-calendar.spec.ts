import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { content, dates } from './support/content.ts';
import { expect, test, withJavaScriptOffAndOn } from './support/test.ts';
import {
  eventDateWords,
  eventWhen,
  formatLongDateTime,
} from '../app/features/events/event-dates.ts';
import { maxCarouselEvents } from '../app/features/events/events-carousel-classes.ts';
import { type ChurchEvent, noLink } from '../app/feeds/events/type.ts';
import { readCalendar } from '../app/feeds/ical/shape.ts';
import { instantToLondon, londonToInstant, parseWallClock } from '../app/lib/wall-clock.ts';
import { paths } from '../app/lib/paths.ts';
import { formatTime } from '../app/lib/twelve-hour-time.ts';

// The calendar content set (scripts/e2e-content-sets.mjs): the Welsh chapels, a site in Welsh
// alone, as the start form writes a church: without ChurchSuite and its dates British, its events
// read by the build from a calendar's address (a served copy of test/fixtures/ical/calendar.ics)
// at the fixture's read time, and those it typed in /admin beside them. No browser asks a
// calendar, so the pages show the build's list, with and without JavaScript, on the church's
// clock in a browser in New York.

const set = contentSetFor();
const readAt = Date.parse(set.eventsReadAt ?? '');
const calendar = readFileSync(set.calendarFeed ?? '', 'utf8');
const { eventsText: words, church, siteText, hallsPage, typedEvents } = content;
/** The typed events not over at the read time, as the pages show them. */
const typed: ChurchEvent[] = typedEvents
  .map(({ id, title, start, end }) => ({
    id,
    name: title,
    start: parseWallClock(start)!,
    ...(end && { end: parseWallClock(end)! }),
    description: '',
    imageSources: [],
    detailsUrl: noLink,
  }))
  .filter((event) => londonToInstant(event.end ?? event.start) > readAt);
/** The calendar's events and the typed ones, soonest first; at one time, the calendar's first. */
const events = [...readCalendar(calendar, { now: readAt, log: () => {} }), ...typed]
  .map((event, index) => ({ event, index, at: londonToInstant(event.start) }))
  .sort((a, b) => a.at - b.at || a.index - b.index)
  .map(({ event }) => event);
const typedNames = typed.map(({ name }) => name);

/** What the page says of when an event is: the site's own words for its days and times. */
const when = (event: ChurchEvent, long: boolean) =>
  eventWhen(event, long, eventDateWords(dates))
    .map(({ text }) => text)
    .join(' to ');
const heading = (event: ChurchEvent) =>
  event.cancelled ? `${words.cancelled}: ${event.name}` : event.name;
const asOf = `${words.asOf} ${formatLongDateTime(instantToLondon(readAt), eventDateWords(dates))}.`;

/** London's hour and minute at an instant, by the platform's own zone data, not the site's. */
function londonTime(instant: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatTime(part('hour'), part('minute'), dates);
}

/** Every <time> with a time of day in `area` shows London's time of its instant. */
async function expectLondonTimes(page: Page, area: string) {
  const times = await page
    .locator(`${area} time[datetime*="T"]`)
    .evaluateAll((found) =>
      found.map((time) => ({ at: time.getAttribute('datetime')!, text: time.textContent! })),
    );
  expect(times.length).toBeGreaterThan(0);
  // "{date} at {time}" in the site's words: what follows the date, with London's time in it.
  const [, afterDate = ''] = content.siteText.dates.dateAndTime.split('{date}');
  for (const { at, text } of times)
    expect(text).toContain(afterDate.replace('{time}', londonTime(at)).trim());
}

test.use({ timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  // The visitor's day is the build's, so no event has ended by their clock.
  await page.clock.setSystemTime(readAt);
});

withJavaScriptOffAndOn(() => {
  test("/events lists the calendar's events and those typed in /admin on the church's clock, and says when the calendar was read @calendar", async ({
    page,
  }) => {
    expect(typedNames.length).toBeGreaterThan(0);
    // The set is a church as the start form writes it: its dates British (build-set.mjs).
    expect(church.dateStyle).toBe('british');
    await page.goto(paths.events);
    const items = page.locator('[data-slot="event-list"] > li');
    await expect(items).toHaveCount(events.length);
    for (const [index, event] of events.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(heading(event));
      await expect(item).toContainText(when(event, true));
    }
    await expectLondonTimes(page, '[data-slot="event-list"]');
    await expect(page.getByText(asOf)).toBeVisible();
    await expect(page.locator('a[href*="churchsuite.com"]')).toHaveCount(0);
  });

  test('the home page shows the first of them, a typed one among them, and says when they were read @calendar', async ({
    page,
  }) => {
    await page.goto('/');
    const slides = page.locator('[data-slot="events-carousel"] [role="group"]');
    const first = events.slice(0, maxCarouselEvents);
    expect(first.some(({ name }) => typedNames.includes(name))).toBe(true);
    await expect(slides).toHaveCount(first.length);
    for (const [index, event] of first.entries()) {
      await expect(slides.nth(index)).toContainText(event.name);
      await expect(slides.nth(index)).toContainText(when(event, false));
    }
    await expectLondonTimes(page, '[data-slot="events-carousel"]');
    await expect(page.getByText(asOf)).toBeVisible();
  });
});

test('the calendar to subscribe to has every event, typed ones too, all-day ones as days @calendar', async ({
  request,
}) => {
  const answer = await request.get(paths.calendar);
  expect(answer.ok()).toBe(true);
  const written = new ICAL.Component(ICAL.parse(await answer.text()))
    .getAllSubcomponents('vevent')
    // A site of several churches adds its services (churches.spec.ts checks them).
    .filter((vevent) => !String(vevent.getFirstPropertyValue('uid')).startsWith('service-'))
    .map((vevent) => ({
      name: vevent.getFirstPropertyValue('summary'),
      start: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
      cancelled: vevent.getFirstPropertyValue('status') === 'CANCELLED',
    }));
  expect(written.map(({ name }) => name)).toEqual(events.map(({ name }) => name));
  expect(written.map(({ name }) => name)).toEqual(expect.arrayContaining(typedNames));
  written.forEach(({ start, cancelled }, index) => {
    const event = events[index]!;
    expect(start.isDate).toBe(Boolean(event.allDay));
    expect(cancelled).toBe(Boolean(event.cancelled));
    if (!event.allDay) expect(start.toJSDate().getTime()).toBe(londonToInstant(event.start));
  });
});

test('without ChurchSuite: no /groups or halls in the menus or the sitemap; the footer names the regulator @calendar', async ({
  page,
  request,
}) => {
  const halls = `/${hallsPage.slug}`;
  await page.goto('/');
  for (const link of [
    `a[href^="${paths.groups}"]`,
    `a[href^="${halls}"]`,
    'a[href*="churchsuite.com"]',
  ])
    await expect(page.locator(link)).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    `${siteText.footer.charityRegistration} ${church.charityNumber}.`,
  );
  // The regulator of the number's form, worked out here rather than with the site's own code,
  // named in the site's words.
  const regulators: [RegExp, keyof typeof siteText.footer.regulators][] = [
    [/^NIC\d{6}$/, 'northernIreland'],
    [/^SC\d{6}$/, 'scotland'],
    [/^\d{6,7}(-\d{1,2})?$/, 'englandAndWales'],
  ];
  const [, regulator] = regulators.find(([form]) => form.test(church.charityNumber ?? ''))!;
  await expect(footer).toContainText(siteText.footer.regulators[regulator]);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${paths.groups}<`);
  expect(sitemap).not.toContain(`${halls}<`);
  expect(sitemap).toContain(`${paths.events}<`);
});
