import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { content } from './support/content.ts';
import {
  answerFeed,
  eventsArea,
  feedUrl,
  eventsBySoonest,
  hold,
  imageOf,
  isoWithOffset,
  listedEvents,
  listedWith,
  sampleEvents,
  serveEventImages,
  typedEvents,
} from './support/feed.ts';
import { expectNoLayoutShift, recordLayoutShift } from './support/page-checks.ts';
import { expect, test } from './support/test.ts';

// The second content set is built with an events snapshot: its build read the feed the tests
// answer with by default (test/fixtures/calendar.json, served locally by
// scripts/build-set.mjs). So / and /events carry those events in their HTML; in the browser
// the page still asks the feed on load and shows its answer. The events typed in /admin
// (typedEvents) are listed beside the feed's whatever it answers.

const { eventsText: words, calendarText, navigation, church } = content;
const carousel = listedEvents.slice(0, 6);
const calendarPath = '/events/calendar.ics';

/** The feed's events with the first renamed: an answer that differs from the build's. */
const renamedFirst = (name: string) => [{ ...sampleEvents[0]!, name }, ...sampleEvents.slice(1)];

const named = (page: Page, path: string, name: string) =>
  eventsArea(page, path).getByRole('heading', { name, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/events lists the events the build read, typed ones too, says when, and describes them for search engines @content', async ({
    page,
  }) => {
    await page.goto('/events');
    for (const event of listedEvents)
      await expect(named(page, '/events', event.name)).toBeVisible();
    await expect(page.locator('[data-slot="event-list-skeleton"]')).toHaveCount(0);
    await expect(page.getByText(words.asOf)).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const events = data.flatMap((block: { '@graph'?: unknown[] }) => block['@graph'] ?? [block]);
    for (const event of listedEvents) {
      expect(events).toContainEqual(
        expect.objectContaining({
          '@type': 'Event',
          name: event.name,
          startDate: isoWithOffset(event.datetime_start),
        }),
      );
    }
  });

  test("/events shows the events' pictures @content", async ({ page }) => {
    await serveEventImages(page);
    await page.goto('/events');
    const pictured = sampleEvents.filter((event) => imageOf(event));
    expect(pictured.length).toBeGreaterThan(0);
    for (const event of pictured) {
      const picture = page.getByRole('main').getByRole('img', { name: event.name, exact: true });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the home page shows the first six events in feed order, typed ones among them @content', async ({
    page,
  }) => {
    await page.goto('/');
    const slides = eventsArea(page, '/').getByRole('group');
    await expect(slides).toHaveCount(carousel.length);
    for (const [index, event] of carousel.entries()) {
      await expect(slides.nth(index)).toContainText(event.name);
    }
    await expect(page.getByText(words.asOf)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the events are there before the feed answers, and stay, without a shift, when it agrees @content', async ({
    page,
  }) => {
    await recordLayoutShift(page);
    await serveEventImages(page);
    const { heldUntil, release } = hold();
    const requests = await answerFeed(page, {
      kind: 'json',
      body: sampleEvents,
      heldUntil,
    });
    await page.goto('/events');
    await expect.poll(() => requests.length).toBe(1);
    for (const event of listedEvents)
      await expect(named(page, '/events', event.name)).toBeVisible();
    await expect(page.getByText(words.asOf)).toBeHidden();
    release();
    await page.waitForLoadState('networkidle');
    for (const event of listedEvents)
      await expect(named(page, '/events', event.name)).toBeVisible();
    await expectNoLayoutShift(page);
  });

  /** The page's island code (React among it) asked for so far, by file; not the feed's check. */
  const islandCode = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/island-(?!live-(check|answer)-)/.test(path)),
    );

  test('/events runs no React when the feed says what the build read, and shows its pictures @content', async ({
    page,
  }) => {
    await serveEventImages(page);
    const requests = await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto('/events');
    const island = page.locator('[data-island="event-list"]');
    await expect(island).toHaveAttribute('data-live-same', '');
    expect(requests).toHaveLength(1);
    for (const event of sampleEvents)
      await expect(named(page, '/events', event.name)).toBeVisible();
    const picture = eventsArea(page, '/events').getByRole('img').first();
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(words.asOf)).toHaveCount(0);
    expect(await islandCode(page), 'no island code, no React').toEqual([]);
    await expect(island).not.toHaveAttribute('data-hydrated');
  });

  test('/ runs no React when the feed agrees until the visitor touches the carousel, which then moves @content', async ({
    page,
  }) => {
    await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto('/');
    const island = page.locator('[data-island="upcoming-events"]');
    await expect(island).toHaveAttribute('data-live-same', '');
    expect(await islandCode(page), 'no island code, no React').toEqual([]);
    const region = page.getByRole('region', { name: words.carousel, exact: true });
    await region.getByRole('button', { name: words.next }).hover();
    await expect(island).toHaveAttribute('data-hydrated', '');
    const firstSlide = region.getByRole('group').first();
    await region.getByRole('button', { name: words.next }).click();
    await expect(firstSlide).not.toBeInViewport({ ratio: 0.9 });
  });

  test("a tab's answer kept by an older build of the site is not shown @content", async ({
    page,
  }) => {
    const first = sampleEvents[0]!;
    const stale = renamedFirst('Harvest Supper (as it was yesterday)');
    const requests = await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto('/about-us');
    const url = new URL(feedUrl);
    await page.evaluate(
      ({ key, answers }) =>
        sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), build: 1, answers })),
      { key: `events-feed:${url.href}`, answers: [stale] },
    );
    await page.goto('/events');
    await expect(page.locator('[data-island="event-list"]')).toHaveAttribute('data-live-same', '');
    expect(requests, 'the feed asked afresh').toHaveLength(1);
    await expect(named(page, '/events', stale[0]!.name)).toHaveCount(0);
    await expect(named(page, '/events', first.name)).toBeVisible();
  });

  test("an island whose code fails to load tries once more; one that never loads leaves the build's events @content", async ({
    page,
  }) => {
    await answerFeed(page, { kind: 'json', body: renamedFirst('Harvest Supper') });
    const chunk = /\/assets\/island-event-list-(?!loaded-)[\w-]+\.js$/;
    let asked = 0;
    await page.route(chunk, (route) => (++asked === 1 ? route.abort() : route.fallback()));
    await page.goto('/events');
    await expect(named(page, '/events', 'Harvest Supper')).toBeVisible();
    expect(asked).toBe(2);

    asked = 0;
    await page.unroute(chunk);
    await page.route(chunk, (route) => (++asked, route.abort()));
    const gaveUp = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && /dynamically imported/.test(message.text()),
    );
    await page.goto('/events', { waitUntil: 'commit' });
    await gaveUp;
    expect(asked).toBe(2);
    await expect(page.locator('[data-island="event-list"]')).not.toHaveAttribute('data-hydrated');
    for (const event of sampleEvents)
      await expect(named(page, '/events', event.name)).toBeVisible();
  });

  for (const path of ['/', '/events']) {
    test(`${path} asks no other host for the events' pictures before its own ask of the feed @content`, async ({
      page,
    }) => {
      await serveEventImages(page);
      const hosts: string[] = [];
      page.on('request', (request) => hosts.push(new URL(request.url()).hostname));
      const { heldUntil, release } = hold();
      const feed = await answerFeed(page, { kind: 'json', body: sampleEvents, heldUntil });
      await page.goto(path);
      await expect.poll(() => feed.length).toBe(1);
      const feedHost = new URL(feed[0]!.url()).hostname;
      expect(
        hosts.includes('cdn.churchsuite.com'),
        'a picture asked for before the feed answers',
      ).toBe(false);
      release();
      // Once the feed has answered, the pictures on screen load as ever.
      const area = eventsArea(page, path);
      await area.scrollIntoViewIfNeeded();
      await expect(area.getByRole('img').first()).toBeVisible();
      // A picture shown is asked for a moment later; it is the order that is checked.
      await expect.poll(() => hosts.includes('cdn.churchsuite.com')).toBe(true);
      expect(hosts.indexOf('cdn.churchsuite.com')).toBeGreaterThan(hosts.indexOf(feedHost));
    });

    test(`${path} shows the feed's own answer when it differs from the build's, the typed events kept @content`, async ({
      page,
    }) => {
      const [first, second] = sampleEvents;
      const changed = renamedFirst('Harvest Supper (moved to the hall)').filter(
        (e) => e !== second,
      );
      await serveEventImages(page);
      await answerFeed(page, { kind: 'json', body: changed });
      await page.goto(path);
      await expect(named(page, path, 'Harvest Supper (moved to the hall)')).toBeVisible();
      await expect(named(page, path, first!.name)).toHaveCount(0);
      await expect(named(page, path, second!.name)).toHaveCount(0);
      const shown = listedWith(changed).slice(0, path === '/' ? 6 : undefined);
      for (const event of typedEvents.filter((e) => shown.includes(e)))
        await expect(named(page, path, event.name)).toBeVisible();
    });

    test(`${path} shows the failed state and the events typed in /admin, not the feed's the build read, when the feed fails @content`, async ({
      page,
    }) => {
      expect(typedEvents.length).toBeGreaterThan(0);
      await answerFeed(page, { kind: 'status', status: 500 });
      await page.goto(path);
      await expect(eventsArea(page, path).getByRole('alert')).toHaveText(words.failed);
      await expect(page.getByText(words.failedPopup, { exact: true })).toBeVisible();
      await expect(named(page, path, sampleEvents[0]!.name)).toHaveCount(0);
      for (const event of typedEvents.slice(0, path === '/' ? 6 : undefined))
        await expect(named(page, path, event.name)).toBeVisible();
    });

    test(`${path} never shows an event that has ended by the visitor's clock @content`, async ({
      page,
    }) => {
      const ended = eventsBySoonest[0]!;
      const endsAt = new Date(isoWithOffset(ended.datetime_end ?? ended.datetime_start));
      await page.clock.setFixedTime(new Date(endsAt.getTime() + 60_000));
      // The shared script hides it as the page is parsed: watch for it ever being painted.
      await page.addInitScript((name) => {
        const seen = window as unknown as { endedSeen: boolean };
        seen.endedSeen = false;
        const look = () => {
          for (const heading of document.querySelectorAll('h2, h3')) {
            if (heading.textContent === name && (heading as HTMLElement).offsetParent) {
              seen.endedSeen = true;
            }
          }
          if (document.readyState !== 'complete') requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, ended.name);
      const { heldUntil, release } = hold();
      await answerFeed(page, { kind: 'json', body: sampleEvents, heldUntil });
      await page.goto(path);
      // Typed events that ended before it are hidden too.
      const shown = (path === '/' ? carousel : listedEvents).filter(
        (e) => Date.parse(isoWithOffset(e.datetime_end ?? e.datetime_start)) > endsAt.getTime(),
      );
      await expect(named(page, path, shown[0]!.name)).toBeVisible();
      await expect(named(page, path, ended.name)).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { endedSeen: boolean }).endedSeen),
      ).toBe(false);
      release();
    });
  }
});

test.describe('the calendar to subscribe to', () => {
  test('/events offers it: a webcal link, its address, and how to add it in each app @content', async ({
    page,
  }) => {
    await page.goto('/events');
    const section = page.getByRole('region', { name: calendarText.heading });
    const address = new URL(calendarPath, church.siteUrl).href;
    await expect(section.getByRole('link', { name: calendarText.button })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );
    await expect(section.getByText(address, { exact: true })).toBeVisible();
    for (const app of calendarText.apps) {
      await expect(section.getByRole('heading', { name: app.name })).toBeVisible();
      for (const step of app.steps) await expect(section.getByText(step)).toBeVisible();
    }
    await page.getByRole('link', { name: calendarText.heading }).click();
    await expect(section).toBeInViewport();
  });

  test('a jump to it just as React takes the list over keeps the list and lands there @content', async ({
    page,
  }) => {
    // The moment that lost the jump (when React Router hydrated the whole page): the list's
    // code has arrived, but React hydrates the list a moment later. It then gave way to the
    // skeleton, and the page, shorter, scrolled to the top. React takes the list over for an
    // answer that differs from the build's.
    await answerFeed(page, { kind: 'json', body: renamedFirst('Harvest Supper') });
    await page.addInitScript(() => {
      const seen = window as unknown as { skeletonSeen: boolean };
      seen.skeletonSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-slot="event-list-skeleton"]')) seen.skeletonSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/events');
    // Followed from inside the page, in the same task as that moment is seen: from outside,
    // the click came too late to meet it.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const ready = () =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/(island-)?event-list-loaded-[\w-]+\.js$/.test(entry.name));
          const tick = () => {
            if (!ready()) return void setTimeout(tick, 0);
            document.querySelector<HTMLAnchorElement>('a[href="#subscribe"]')!.click();
            done();
          };
          tick();
        }),
    );
    // The browser has taken the move in, and React has drawn the frames after it.
    await page.waitForFunction(() => window.location.hash === '#subscribe');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByRole('region', { name: calendarText.heading })).toBeInViewport();
    expect(
      await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen),
    ).toBe(false);
  });

  test('the footer of any page leads to it @content', async ({ page }) => {
    await page.goto('/about-us');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: navigation.footer.calendar.label })
      .click();
    await expect(page).toHaveURL(/\/events#subscribe$/);
    await expect(page.getByRole('region', { name: calendarText.heading })).toBeInViewport();
  });

  test('it is every event of the feed and those typed in /admin, as a calendar app reads it @content', async ({
    request,
  }) => {
    const response = await request.get(calendarPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    // A site of several churches adds its services (churches.spec.ts checks them).
    const events = calendar
      .getAllSubcomponents('vevent')
      .filter((event) => !String(event.getFirstPropertyValue('uid')).startsWith('service-'));
    expect(events.map((event) => event.getFirstPropertyValue('summary')).sort()).toEqual(
      listedEvents.map((event) => event.name).sort(),
    );
    for (const event of events) {
      const sample = listedEvents.find((e) => e.name === event.getFirstPropertyValue('summary'))!;
      expect(event.getFirstPropertyValue('uid')).toBe(
        `${sample.identifier}@${new URL(church.siteUrl).hostname}`,
      );
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()).toBe(
        new Date(isoWithOffset(sample.datetime_start)).getTime(),
      );
    }
  });
});
