import ICAL from 'ical.js';
import type { Browser, Locator } from '@playwright/test';
import { calendarDays } from '../app/features/churches/calendar-services.ts';
import { dayWords } from '../app/lib/format-date.ts';
import { addressLine, churchOfEvent, churchPaths } from '../app/lib/church-paths.ts';
import { servicesBetween } from '../app/lib/service-patterns.ts';
import { formatServiceTime } from '../app/lib/service-time.ts';
import {
  addDays,
  instantToLondon,
  isoDay,
  londonToInstant,
  parseWallClock,
} from '../app/lib/wall-clock.ts';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { content, dates } from './support/content.ts';
import { listedEvents, placeOf as feedPlaceOf, type SampleEvent } from './support/feed.ts';
import { expect, test } from './support/test.ts';

// A site of several churches (the second content set, a charge of three): the services across
// them from their patterns, each church's page, and each one's calendar. A site of one church
// (the sample) has none of these pages.

const { church, churches, sermons, several } = content;
const places = several?.places ?? [];
const typedAt = new Map(content.typedEvents.map((event) => [event.id, event.church]));
/** The events the build listed (the feed's and those typed in /admin) at one church. */
const listedAt = (slug: string) =>
  listedEvents.filter(
    (event) =>
      churchOfEvent(
        { church: typedAt.get(event.identifier), location: feedPlaceOf(event) },
        places,
      ) === slug,
  );
const nameOf = (slug?: string) => churches.find((one) => one.slug === slug)?.name;

/** /events as the build wrote it, in a context of its own with JavaScript off. */
async function eventsWithoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/events');
  return { context, page };
}

/** What a visitor reads of the services held, a day at a time: each day, then each service. */
function listed(held: NonNullable<typeof several>['services']['held'], withChurch: boolean) {
  const days = [...new Set(held.map((service) => service.date))];
  return days.map((date) => ({
    day: dayWords(date, dates),
    services: held
      .filter((service) => service.date === date)
      .map((service) =>
        [
          `${formatServiceTime(service.time, dates)} ${service.name}`,
          withChurch && `, ${nameOf(service.church)}`,
          service.note && ` (${service.note})`,
        ]
          .filter(Boolean)
          .join(''),
      ),
  }));
}

/** The list as shown: each day's heading and its services' lines. */
async function shownList(list: Locator) {
  return list.locator(':scope > li').evaluateAll((days) =>
    days.map((day) => ({
      day: day.querySelector('h3')!.textContent!.trim(),
      services: [...day.querySelectorAll('ul > li')].map((line) =>
        line.textContent!.replace(/\s+/g, ' ').trim(),
      ),
    })),
  );
}

if (several) {
  const { words, services } = several;
  test.describe('a site of several churches', () => {
    for (const javaScriptEnabled of [false, true]) {
      test(`the home page lists this month’s services across the churches, soonest first, JavaScript ${javaScriptEnabled ? 'on' : 'off'} @content`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto('/');
        const section = page.getByRole('region', { name: words.thisMonth });
        await expect(section).toBeVisible();
        const list = section.locator('[data-slot="service-list"]');
        expect(await shownList(list)).toEqual(listed(services.held, true));
        // Across every church, and the 5th Sunday's joint service among them.
        const held = new Set(services.held.map((service) => service.church));
        expect(held.size).toBe(churches.length);
        await context.close();
      });
    }

    for (const one of churches) {
      test(`${churchPaths.church(one.slug)} answers with its address, what to know and its own services @content`, async ({
        page,
      }) => {
        await page.goto(churchPaths.church(one.slug));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(one.name);
        await expect(page.getByText(addressLine(one), { exact: true })).toBeVisible();
        const own = services.held.filter((service) => service.church === one.slug);
        const list = page
          .getByRole('region', { name: words.servicesHere })
          .locator('[data-slot="service-list"]');
        expect(await shownList(list)).toEqual(listed(own, false));
        await expect(page.getByRole('link', { name: words.calendar })).toHaveAttribute(
          'href',
          churchPaths.calendar(one.slug),
        );
        // Its next events, and the sermons preached there, newest first, each list with its link on.
        const events = listedAt(one.slug);
        const eventList = page.getByRole('region', { name: words.eventsHere });
        if (events.length === 0) await expect(eventList).toHaveCount(0);
        else {
          await expect(eventList.locator('[data-slot="church-events"] > li')).toHaveCount(
            Math.min(events.length, 5),
          );
          // A linked one's name is its link's, with "(opens in a new tab)" after it.
          for (const event of events.slice(0, 5))
            await expect(
              eventList.locator('[data-slot="church-events"] > li').filter({ hasText: event.name }),
            ).toBeVisible();
          await expect(eventList.getByRole('link', { name: words.allEventsHere })).toHaveAttribute(
            'href',
            `/events#church-${one.slug}`,
          );
        }
        const preached = sermons.filter((sermon) => sermon.church === one.slug).slice(0, 5);
        const sermonList = page.getByRole('region', { name: `${words.sermonsAt} ${one.name}` });
        if (preached.length === 0) await expect(sermonList).toHaveCount(0);
        else
          await expect(sermonList.locator('[data-slot="sermon-list"] h3')).toHaveText(
            preached.map((sermon) => sermon.title),
          );
      });
    }

    test('/events shows one church’s events alone, without JavaScript @content', async ({
      browser,
    }) => {
      const { context, page } = await eventsWithoutScript(browser);
      const choice = page.getByRole('navigation', { name: words.title });
      const at = churches.filter((one) => listedAt(one.slug).length > 0);
      expect(at.length).toBeGreaterThan(1);
      await expect(choice.getByRole('link')).toHaveText([
        words.allChurches,
        ...at.map((one) => one.name),
      ]);
      const shown = page.locator('[data-slot="event-list"] > li:visible h2');
      await expect(shown).toHaveCount(listedEvents.length);
      for (const one of at) {
        await choice.getByRole('link', { name: one.name }).click();
        await expect(page).toHaveURL(new RegExp(`#church-${one.slug}$`));
        await expect(shown).toHaveText(listedAt(one.slug).map((event) => event.name));
      }
      await choice.getByRole('link', { name: words.allChurches }).click();
      await expect(shown).toHaveCount(listedEvents.length);
      await context.close();
    });

    test('/events names each event’s church on its card and places it there in its JSON-LD @content', async ({
      browser,
    }) => {
      const { context, page } = await eventsWithoutScript(browser);
      const ld = JSON.parse(
        (await page.getByRole('main').locator('script[type="application/ld+json"]').textContent())!,
      ) as { '@graph': { name: string; location: { address?: unknown } }[] };
      const placed = churches.flatMap((one) => listedAt(one.slug).map((event) => ({ event, one })));
      // An event typed for a church, and one from the feed known by a church's other name.
      expect(placed.some(({ event }) => typedAt.get(event.identifier))).toBe(true);
      expect(placed.some(({ event }) => !typedAt.get(event.identifier))).toBe(true);
      for (const { event, one } of placed) {
        const card = page
          .locator('[data-slot="event-list-item"]')
          .filter({ has: page.getByRole('heading', { name: event.name, exact: true }) });
        await expect(card).toContainText(one.name);
        const { location } = ld['@graph'].find((item) => item.name === event.name)!;
        // The feed's own address stands; else the church's, never the office's.
        if (!feedPlaceOf(event).address)
          expect(location.address).toMatchObject({
            streetAddress: one.address.street,
            postalCode: one.address.postcode,
          });
      }
      const unplaced = listedEvents.filter((event) => !placed.some((p) => p.event === event));
      for (const event of unplaced)
        await expect(
          page
            .locator('[data-slot="event-list-item"]')
            .filter({ has: page.getByRole('heading', { name: event.name, exact: true }) })
            .locator('[data-slot="event-church"]'),
        ).toHaveCount(0);
      await context.close();
    });

    test('each church’s calendar holds its own services alone, at the right instants across the clock change @content', async ({
      request,
    }) => {
      const from = contentSetFor().servicesFrom!;
      const to = isoDay(addDays(parseWallClock(`${from} 00:00`)!, calendarDays));
      const held = servicesBetween(church.services, church.serviceChanges, from, to);
      // The window crosses a clock change: the same time of day is two different UTC hours.
      const offsets = new Set(
        held.map((service) => instantToLondon(service.start).utcOffsetMinutes),
      );
      expect(offsets.size).toBe(2);
      const startOf = (event: SampleEvent) =>
        londonToInstant(parseWallClock(event.datetime_start.slice(0, 16).replace(' ', 'T'))!);
      for (const one of churches) {
        const response = await request.get(churchPaths.calendar(one.slug));
        expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
        const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents(
          'vevent',
        );
        const own = held.filter((service) => service.church === one.slug);
        expect(
          events.map((event) => [
            event.getFirstPropertyValue('summary'),
            (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
          ]),
        ).toEqual([
          ...own.map((service) => [service.name, service.start]),
          ...listedAt(one.slug).map((event) => [event.name, startOf(event)]),
        ]);
      }
    });
  });
}
