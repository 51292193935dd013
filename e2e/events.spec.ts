import type { Locator, Page } from '@playwright/test';
import { answerFeed, feedUrl, sampleEvents, serveEventImages } from './support/feed';
import { axeViolations, expect, test } from './support/test';

const upcomingSection = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Upcoming Events' }),
  });
const carouselOf = (page: Page) => page.getByRole('region', { name: 'Upcoming events' });
const failedAlert = 'Failed to load events. Please try again later.';

/** Labels of the slides whose card is wholly inside the carousel's window. */
function slidesInView(carousel: Locator) {
  return carousel.evaluate((region) => {
    const window = region.firstElementChild!.getBoundingClientRect();
    return [...region.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const card = slide.querySelector('article')!.getBoundingClientRect();
        return card.left >= window.left - 1 && card.right <= window.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });
}

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i} of 6`);

test.describe('home carousel', () => {
  test('the page never scrolls sideways, before or after the carousel starts', async ({ page }) => {
    await page.goto('/');
    const carousel = carouselOf(page);
    await expect(carousel.getByRole('group')).toHaveCount(6);
    // Ask the page to scroll sideways; it should stay where it is.
    const sideways = () =>
      page.evaluate(() => {
        window.scrollTo(500, window.scrollY);
        return window.scrollX;
      });
    expect(await sideways()).toBe(0);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(await sideways()).toBe(0);
  });

  for (const { width, perView } of [
    { width: 375, perView: 1 },
    { width: 800, perView: 2 },
    { width: 1280, perView: 3 },
  ]) {
    test(`shows ${perView} per view at ${width} px, the first six in feed order @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveEventImages(page);
      await page.goto('/');
      const carousel = carouselOf(page);
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await carousel.scrollIntoViewIfNeeded();

      const slides = carousel.getByRole('group');
      await expect(slides).toHaveCount(6);
      for (const [index, slide] of (await slides.all()).entries()) {
        await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
        await expect(slide).toHaveAccessibleName(`${index + 1} of 6`);
        await expect(slide.getByRole('heading', { level: 3 })).toHaveText(
          sampleEvents[index]!.name,
        );
      }
      await expect.poll(() => slidesInView(carousel)).toEqual(range(1, perView));

      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      const next = carousel.getByRole('button', { name: 'Next slide' });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      for (let step = 1; step <= 6 - perView; step++) {
        await next.click();
        await expect.poll(() => slidesInView(carousel)).toEqual(range(1 + step, perView + step));
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(next).toBeFocused(); // focus stays on the button at the end

      await previous.click();
      await expect.poll(() => slidesInView(carousel)).toEqual(range(6 - perView, 5));
      await expect(next).toBeEnabled();
    });

    test(`scrolls with the arrow keys when it has focus at ${width} px @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = carouselOf(page);
      // Bring it into view at once (focus() alone scrolls smoothly, still moving when measured).
      await carousel.scrollIntoViewIfNeeded();
      // The carousel starts once it is near the screen; its buttons show when it has.
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
      await carousel.evaluate((element) => element.focus({ preventScroll: true }));
      await expect(carousel).toBeFocused();
      const pageScroll = () => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
      const before = await pageScroll();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slidesInView(carousel)).toEqual(range(2, perView + 1));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slidesInView(carousel)).toEqual(range(3, perView + 2));
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => slidesInView(carousel)).toEqual(range(2, perView + 1));
      expect(await pageScroll()).toEqual(before); // the keys moved the carousel, not the page
    });

    test(`keeps its size from skeleton to events at ${width} px @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveEventImages(page);
      await answerFeed(page, { kind: 'json', body: sampleEvents, delayMs: 1_000 });
      await page.goto('/');
      const section = upcomingSection(page);
      await expect(section.getByText('Loading events…')).toBeAttached();
      const loading = await section.boundingBox();
      await expect(carouselOf(page)).toBeVisible();
      await expect(section.getByRole('img').first()).toBeVisible();
      const loaded = await section.boundingBox();
      expect(Math.abs(loaded!.height - loading!.height)).toBeLessThanOrEqual(1);
    });
  }

  test('shows each event with image, date, place and details link', async ({ page }) => {
    await serveEventImages(page);
    await page.goto('/');
    const harvest = carouselOf(page)
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { name: 'Harvest Thanksgiving Service' }),
      });
    const image = harvest.getByRole('img', { name: 'Harvest Thanksgiving Service' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(harvest.getByText('Sep 26 at 11:30 AM')).toBeVisible();
    await expect(harvest.getByText('Sanctuary')).toBeVisible();
    await expect(harvest.getByRole('link', { name: /^Event details/ })).toHaveAttribute(
      'href',
      'https://demo.churchsuite.com/events/hv7k2m1q',
    );
    // No ticket address in the feed: the link falls back to "#".
    const coffee = carouselOf(page)
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { name: 'PW Coffee Morning' }),
      });
    await expect(coffee.getByRole('link', { name: /^Event details/ })).toHaveAttribute('href', '#');
  });

  test('shows a quiet panel, not a broken image, when an image cannot load', async ({ page }) => {
    // support/test.ts blocks cdn.churchsuite.com, as an outage would.
    await page.goto('/');
    await carouselOf(page).scrollIntoViewIfNeeded(); // lazy images load only near the viewport
    const harvest = carouselOf(page).getByRole('article').first();
    await expect(harvest.getByRole('heading', { level: 3 })).toHaveText(sampleEvents[0]!.name);
    await expect(harvest.getByRole('img')).toHaveCount(0);
    await expect(harvest.locator('[data-slot="event-image-placeholder"]')).toBeVisible();
  });

  test('makes one plain GET and reuses its answer on the way to /events', async ({ page }) => {
    const requests = await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto('/');
    await expect(carouselOf(page)).toBeVisible();
    await page.getByRole('link', { name: 'See all events' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('article')).toHaveCount(10);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method()).toBe('GET');
    expect(requests[0]!.url()).toBe(feedUrl);
    expect(requests[0]!.postData()).toBeNull();
  });
});

test.describe('/events', () => {
  test('lists every event soonest first with the long date, place and description', async ({
    page,
  }) => {
    await serveEventImages(page);
    await page.goto('/events');
    const articles = page.getByRole('list').getByRole('article');
    await expect(articles).toHaveCount(10);
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText([
      'PW Coffee Morning',
      'Harvest Thanksgiving Service',
      'Dorcas Group Craft Evening',
      'SNATCH Quiz Night',
      "Boys' Brigade Annual Display",
      "3 O'Clock Club: Autumn Afternoon Tea",
      'Family Service',
      'Lotsatots Christmas Party',
      'Carols by Candlelight',
      "Girls' Brigade Display",
    ]);
    const bb = articles.nth(4);
    await expect(bb.getByText('Friday, October 15 at 7:00 PM')).toBeVisible();
    await expect(bb.getByText('Church Halls')).toBeVisible();
    await expect(bb.getByText('1 Church Road, Ballyglen, BT00 0AA')).toBeVisible();
    await expect(bb.getByText('Tickets are free but places are limited.')).toBeVisible();
    await expect(bb.getByRole('img', { name: "Boys' Brigade Annual Display" })).toBeVisible();
    await expect(bb.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
    await expect(bb.getByRole('link', { name: /^Event details/ })).toHaveAttribute(
      'href',
      'https://demo.churchsuite.com/events/bb9disp1',
    );
    await expect(articles.nth(1).getByText(/God’s provision/)).toBeVisible();
    await expect(articles.nth(8).getByText('Sunday, December 19 at 7:00 PM')).toBeVisible();
  });

  test('carries schema.org Event data with London offsets', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('article')).toHaveCount(10);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graphs = blocks
      .map((text) => JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })
      .flatMap((data) => data['@graph'] ?? [])
      .filter((item) => item['@type'] === 'Event');
    expect(graphs).toHaveLength(10);
    expect(graphs[1]).toMatchObject({
      name: 'Harvest Thanksgiving Service',
      startDate: '2027-09-26T11:30:00+01:00',
      location: { '@type': 'Place', name: 'Sanctuary' },
      url: 'https://demo.churchsuite.com/events/hv7k2m1q',
      image: ['https://cdn.churchsuite.com/demo/calendar/events/harvest_lg.jpg'],
    });
    expect(graphs[8]).toMatchObject({ startDate: '2027-12-19T19:00:00+00:00' });
  });

  test('downloads a calendar file, loading its code only when asked', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/events');
    const harvest = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: 'Harvest Thanksgiving Service' }),
    });
    await expect(harvest).toBeVisible();
    expect(scripts.filter((path) => /\/ics-[\w-]+\.js$/.test(path))).toEqual([]);

    const download = page.waitForEvent('download');
    await harvest.getByRole('link', { name: /^Add to calendar/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('harvest-thanksgiving-service-2027-09-26.ics');
    const ics = (await (await file.createReadStream()).toArray()).join('');
    expect(scripts.filter((path) => /\/ics-[\w-]+\.js$/.test(path))).toHaveLength(1);

    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20270926T103000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270926T114500Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Harvest Thanksgiving Service\r\n');
    expect(ics).toContain('\r\nLOCATION:Sanctuary\\, 1 Church Road\\, Ballyglen\\, BT00 0AA\r\n');
    expect(ics).toContain('\r\nURL:https://demo.churchsuite.com/events/hv7k2m1q\r\n');
    expect(ics).toMatch(/\r\nUID:hv7k2m1q@[\w.-]+\r\n/);
  });
});

for (const timezoneId of ['Pacific/Auckland', 'America/New_York']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees the church’s own clock on both views', async ({ page }) => {
      await page.goto('/');
      await expect(carouselOf(page).getByText('Sep 26 at 11:30 AM')).toBeAttached();
      await page.goto('/events');
      await expect(page.getByText('Sunday, September 26 at 11:30 AM')).toBeVisible();
      await expect(page.getByText('Sunday, December 19 at 7:00 PM')).toBeVisible();
    });
  });
}

test.describe('no upcoming events', () => {
  for (const path of ['/', '/events']) {
    test(`${path} shows the empty card, with no axe violations`, async ({ page }) => {
      await answerFeed(page, { kind: 'json', body: [] });
      await page.goto(path);
      await expect(page.getByText('No Upcoming Events')).toBeVisible();
      await expect(page.getByText('Check back soon for new events')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the home section keeps the carousel’s height @desktop', async ({ page }) => {
    await answerFeed(page, { kind: 'json', body: [], delayMs: 800 });
    await page.goto('/');
    const section = upcomingSection(page);
    await expect(section.getByText('Loading events…')).toBeAttached();
    const loading = await section.boundingBox();
    await expect(page.getByText('No Upcoming Events')).toBeVisible();
    expect(Math.abs((await section.boundingBox())!.height - loading!.height)).toBeLessThanOrEqual(
      1,
    );
  });
});

const failures = [
  { name: 'a 500', answer: { kind: 'status', status: 500 } },
  { name: 'HTML instead of JSON', answer: { kind: 'html' } },
  { name: 'a network error', answer: { kind: 'network-error' } },
] as const;

test.describe('the feed fails', () => {
  for (const path of ['/', '/events']) {
    for (const { name, answer } of failures) {
      test(`${path} alerts, toasts and logs on ${name}`, async ({ page }) => {
        const errors = consoleErrors(page);
        await answerFeed(page, answer);
        await page.goto(path);
        await expect(page.getByRole('alert')).toHaveText(failedAlert);
        await expect(page.getByText('Failed to fetch events', { exact: true })).toBeVisible();
        expect(errors.some((text) => text.includes('Failed to fetch events'))).toBe(true);
        await expect(page.getByRole('article')).toHaveCount(0);
      });
    }

    test(`${path} gives up on a feed that never answers, after 10 seconds`, async ({ page }) => {
      // A paused clock, moved only by hand: time in the page passes only when the test says.
      await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-21T10:01:00Z'));
      const errors = consoleErrors(page);
      const requests = await answerFeed(page, { kind: 'no-answer' });
      await page.goto(path);
      await page.clock.runFor(50); // the first frame: the page boots after it is painted
      await expect.poll(() => requests.length).toBe(1);
      await page.clock.runFor(9_900);
      await expect(page.getByText('Loading events…')).toBeAttached();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(page.getByRole('alert')).toHaveText(failedAlert);
      await page.clock.resume(); // sonner shows its toast on a timer
      await expect(page.getByText('Failed to fetch events', { exact: true })).toBeVisible();
      expect(errors.some((text) => text.includes('Failed to fetch events'))).toBe(true);
    });

    test(`${path} has no axe violations when it fails`, async ({ page }) => {
      await answerFeed(page, { kind: 'status', status: 500 });
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText(failedAlert);
      await expect(page.getByText('Failed to fetch events', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('with events', () => {
  for (const path of ['/', '/events']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await serveEventImages(page);
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
