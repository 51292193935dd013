import type { Locator, Page } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import { slugOf } from '../app/lib/slug.ts';
import { content, escapeRegExp } from './support/content.ts';
import {
  answerFeed,
  hold,
  descriptionLines,
  eventsArea,
  eventsBySoonest,
  feedUrl,
  icsUtc,
  imageOf,
  isoWithOffset,
  londonOffsetHours,
  longDate,
  placeOf,
  sampleEvents,
  serveEventImages,
  shortDate,
  ticketUrl,
  type SampleEvent,
} from './support/feed.ts';
import { consoleErrors, recordViolations } from './support/page-checks.ts';
import { axeViolations, expect, poll, test } from './support/test.ts';

const { church, eventsText: words } = content;

const upcomingSection = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: words.heading, exact: true }),
  });
const carouselOf = (page: Page) => page.getByRole('region', { name: words.carousel, exact: true });
const failedAlert = words.failed;
/** The console message the site logs when the feed fails (the code's, not the content's). */
const failureLog = 'Failed to fetch events';

// Sample events picked by what they have, not by name. The carousel shows the first six in the
// feed's order; the events page shows them all, soonest first.
const inCarousel = sampleEvents.slice(0, 6);
const has = (event: SampleEvent) => ({
  ticket: !!ticketUrl(event),
  image: !!imageOf(event),
  place: !!(placeOf(event).name && placeOf(event).address),
  end: !!event.datetime_end,
});
/** One with a details link, a picture, a place and an address: the full card. */
const fullCard = (event: SampleEvent) => Object.values(has(event)).every(Boolean);
const carouselFull = inCarousel.find(fullCard)!;
const carouselNoTicket = inCarousel.find((event) => !ticketUrl(event))!;
const listedFull = eventsBySoonest.find(
  (event) => fullCard(event) && descriptionLines(event).length > 1,
)!;
const listedHtml = eventsBySoonest.find((event) => /<[a-z]/i.test(event.description ?? ''))!;
const listedWinter = eventsBySoonest.find(
  (event) => londonOffsetHours(event.datetime_start) === 0,
)!;
const listedSummer = eventsBySoonest.find(
  (event) => londonOffsetHours(event.datetime_start) === 1,
)!;
const listedNoPlace = eventsBySoonest.find(
  (event) => !placeOf(event).name && !placeOf(event).address,
)!;
const listedNoTicket = eventsBySoonest.find((event) => !ticketUrl(event))!;
const listIndex = (event: SampleEvent) => eventsBySoonest.indexOf(event);

test('the sample feed has an event of every kind these tests need', () => {
  expect({
    carouselFull,
    carouselNoTicket,
    listedFull,
    listedHtml,
    listedWinter,
    listedSummer,
    listedNoPlace,
    listedNoTicket,
  }).toEqual({
    carouselFull: expect.anything(),
    carouselNoTicket: expect.anything(),
    listedFull: expect.anything(),
    listedHtml: expect.anything(),
    listedWinter: expect.anything(),
    listedSummer: expect.anything(),
    listedNoPlace: expect.anything(),
    listedNoTicket: expect.anything(),
  });
});

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

/** The card of one sample event, found by its name. */
const articleFor = (within: Locator, event: SampleEvent) =>
  within.getByRole('article').filter({
    has: within.page().getByRole('heading', { name: event.name, exact: true }),
  });
const detailsLink = (card: Locator) =>
  card.getByRole('link', { name: new RegExp(`^${escapeRegExp(words.details)}`) });

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i} of 6`);

test.describe('home carousel', () => {
  test('the page never scrolls sideways, before or after the carousel starts; a picture that cannot load leaves a quiet panel', async ({
    page,
  }) => {
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
    await expect(carousel.getByRole('button', { name: words.next })).toBeEnabled();
    expect(await sideways()).toBe(0);
    await test.step('shows a quiet panel, not a broken image, when an image cannot load', async () => {
      // support/test.ts blocks cdn.churchsuite.com, as an outage would; the carousel is on
      // screen, where its lazy images load.
      const harvest = carousel.getByRole('article').first();
      await expect(harvest.getByRole('heading', { level: 3 })).toHaveText(sampleEvents[0]!.name);
      await expect(harvest.getByRole('img')).toHaveCount(0);
      await expect(harvest.locator('[data-slot="event-image-placeholder"]')).toBeVisible();
    });
  });

  // The glide is Embla's at any width: it runs at 1280 px. At 375 and 800 px the visitor asks
  // for less motion, so each move is checked at once, with no polling: the slides are in place
  // as soon as the key or click has been handled, where a glide would still be on its way.
  for (const { width, perView, lessMotion } of [
    { width: 375, perView: 1, lessMotion: true },
    { width: 800, perView: 2, lessMotion: true },
    { width: 1280, perView: 3, lessMotion: false },
  ]) {
    test(`at ${width} px: keeps its size from skeleton to events, shows ${perView} per view of the first six in feed order, and moves by its buttons and the arrow keys${lessMotion ? ' at once, for a visitor who asks for less motion' : ''} @desktop`, async ({
      page,
    }) => {
      if (lessMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await serveEventImages(page);
      const { heldUntil, release } = hold();
      await answerFeed(page, { kind: 'json', body: sampleEvents, heldUntil });
      await page.goto('/');
      const carousel = carouselOf(page);
      /** The slides in view after a move: at once with less motion, else once the glide ends. */
      const expectInView = async (from: number, to: number) => {
        if (lessMotion) expect(await slidesInView(carousel)).toEqual(range(from, to));
        else await poll(() => slidesInView(carousel)).toEqual(range(from, to));
      };

      await test.step('keeps its size from skeleton to events', async () => {
        const section = upcomingSection(page);
        await expect(section.getByText(words.loading)).toBeAttached();
        const loading = await section.boundingBox();
        release();
        await expect(carousel).toBeVisible();
        await expect(section.getByRole('img').first()).toBeVisible();
        const loaded = await section.boundingBox();
        expect(Math.abs(loaded!.height - loading!.height)).toBeLessThanOrEqual(1);
      });

      await test.step(`shows ${perView} per view, the first six in feed order`, async () => {
        await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
        // Bring it into view at once (focus() alone scrolls smoothly, still moving when measured).
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
        await poll(() => slidesInView(carousel)).toEqual(range(1, perView));
      });

      const previous = carousel.getByRole('button', { name: words.previous });
      const next = carousel.getByRole('button', { name: words.next });
      await test.step('scrolls with the arrow keys when it has focus, and not the page', async () => {
        // The carousel starts once it is near the screen; its buttons show when it has.
        await expect(next).toBeEnabled();
        await carousel.evaluate((element) => element.focus({ preventScroll: true }));
        await expect(carousel).toBeFocused();
        const pageScroll = () => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
        const before = await pageScroll();
        await page.keyboard.press('ArrowRight');
        await expectInView(2, perView + 1);
        await page.keyboard.press('ArrowRight');
        await expectInView(3, perView + 2);
        await page.keyboard.press('ArrowLeft');
        await expectInView(2, perView + 1);
        await page.keyboard.press('ArrowLeft');
        await expectInView(1, perView);
        expect(await pageScroll()).toEqual(before);
      });

      await test.step('moves by its buttons, each disabled at its end', async () => {
        await expect(previous).toBeDisabled();
        await expect(next).toBeEnabled();
        for (let step = 1; step <= 6 - perView; step++) {
          await next.click();
          await expectInView(1 + step, perView + step);
        }
        await expect(next).toBeDisabled();
        await expect(previous).toBeEnabled();
        await expect(next).toBeFocused(); // focus stays on the button at the end
        await previous.click();
        await expectInView(6 - perView, 5);
        await expect(next).toBeEnabled();
      });
    });
  }

  // Its axe is routes.spec.ts's, on the same load (the sample feed, the pictures served).
  test('shows each event with image, date, place and details link', async ({ page }) => {
    await serveEventImages(page);
    await page.goto('/');
    const card = articleFor(carouselOf(page), carouselFull);
    const image = card.getByRole('img', { name: carouselFull.name, exact: true });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(card.getByText(shortDate(carouselFull.datetime_start))).toBeVisible();
    await expect(card.getByText(placeOf(carouselFull).name!)).toBeVisible();
    await expect(detailsLink(card)).toHaveAttribute('href', ticketUrl(carouselFull)!);
    // No ticket address in the feed: the link falls back to "#".
    await expect(detailsLink(articleFor(carouselOf(page), carouselNoTicket))).toHaveAttribute(
      'href',
      '#',
    );
    await expect(page.getByRole('img').first()).toBeVisible();
  });

  test('makes one plain GET and reuses its answer on the way to /events', async ({ page }) => {
    const requests = await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto('/');
    await expect(carouselOf(page)).toBeVisible();
    await page.getByRole('link', { name: words.seeAll }).click();
    await expect(page).toHaveURL(paths.events);
    await expect(page.getByRole('article')).toHaveCount(sampleEvents.length);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method()).toBe('GET');
    expect(requests[0]!.url()).toBe(feedUrl);
    expect(requests[0]!.postData()).toBeNull();
  });
});

test.describe('/events', () => {
  // Its axe is routes.spec.ts's, on the same load (the sample feed, the pictures served).
  test('lists every event soonest first with the long date, place and description, for search engines too', async ({
    page,
  }) => {
    await serveEventImages(page);
    await page.goto(paths.events);
    const articles = page.getByRole('list').getByRole('article');
    await expect(articles).toHaveCount(sampleEvents.length);
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText(
      eventsBySoonest.map((event) => event.name),
    );
    const full = articles.nth(listIndex(listedFull));
    const place = placeOf(listedFull);
    await expect(full.getByText(longDate(listedFull.datetime_start))).toBeVisible();
    await expect(full.getByText(place.name!, { exact: true })).toBeVisible();
    await expect(full.getByText(place.address!, { exact: true })).toBeVisible();
    for (const line of descriptionLines(listedFull)) {
      await expect(full.getByText(line)).toBeVisible();
    }
    await expect(full.getByRole('img', { name: listedFull.name, exact: true })).toBeVisible();
    await expect(
      full.getByRole('link', { name: new RegExp(`^${escapeRegExp(words.addToCalendar)}`) }),
    ).toBeVisible();
    await expect(detailsLink(full)).toHaveAttribute('href', ticketUrl(listedFull)!);
    // An HTML description shows as words: no tags, entities decoded.
    const html = articles.nth(listIndex(listedHtml));
    for (const line of descriptionLines(listedHtml)) {
      await expect(html.getByText(line)).toBeVisible();
    }
    await expect(html).not.toContainText(/<\/?[a-z]|&(#\d+|[a-z]+);/i);
    await expect(
      articles.nth(listIndex(listedWinter)).getByText(longDate(listedWinter.datetime_start)),
    ).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    // The sample feed gives one category or none: no choice is offered.
    await expect(page.getByRole('navigation', { name: words.categories })).toHaveCount(0);
    await test.step('carries schema.org Event data with London offsets', async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const graphs = blocks
        .map((text) => JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })
        .flatMap((data) => data['@graph'] ?? [])
        .filter((item) => item['@type'] === 'Event');
      expect(graphs).toHaveLength(sampleEvents.length);
      expect(graphs[listIndex(listedFull)]).toMatchObject({
        name: listedFull.name,
        startDate: isoWithOffset(listedFull.datetime_start),
        location: { '@type': 'Place', name: placeOf(listedFull).name },
        url: ticketUrl(listedFull),
        image: [imageOf(listedFull)],
      });
      expect(graphs[listIndex(listedSummer)]).toMatchObject({
        startDate: isoWithOffset(listedSummer.datetime_start),
      });
      expect(graphs[listIndex(listedWinter)]).toMatchObject({
        startDate: isoWithOffset(listedWinter.datetime_start),
      });
      // The church's own calendar: every event is organised by the church, one with no place is
      // at the church, and one with no details link points at this page.
      for (const graph of graphs) {
        expect(graph).toMatchObject({ organizer: { name: church.name, url: church.siteUrl } });
      }
      expect(graphs[listIndex(listedNoPlace)]).toMatchObject({
        location: {
          name: church.name,
          address: { streetAddress: church.address.street, postalCode: church.address.postcode },
        },
      });
      expect(graphs[listIndex(listedNoTicket)]).toMatchObject({
        url: new URL(paths.events, church.siteUrl).href,
      });
    });
  });

  test('downloads a calendar file, loading its code only when asked', async ({ page }) => {
    const event = listedFull;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.events);
    const card = articleFor(page.getByRole('list'), event);
    await expect(card).toBeVisible();
    expect(scripts.filter((path) => /\/(island-)?ics-[\w-]+\.js$/.test(path))).toEqual([]);

    const download = page.waitForEvent('download');
    await card
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(words.addToCalendar)}`) })
      .click();
    const file = await download;
    const slug = slugOf(event.name).slice(0, 60).replace(/-+$/, '');
    expect(file.suggestedFilename()).toBe(`${slug}-${event.datetime_start.slice(0, 10)}.ics`);
    const ics = (await (await file.createReadStream()).toArray()).join('');
    expect(scripts.filter((path) => /\/(island-)?ics-[\w-]+\.js$/.test(path))).toHaveLength(1);

    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Long lines are folded (a line break and a space): read them whole.
    const unfolded = ics.replace(/\r\n /g, '');
    const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`);
    const place = placeOf(event);
    expect(unfolded).toContain(`\r\nPRODID:-//${text(church.name)}//Events//EN\r\n`);
    expect(unfolded).toContain(`\r\nDTSTART:${icsUtc(event.datetime_start)}\r\n`);
    expect(unfolded).toContain(`\r\nDTEND:${icsUtc(event.datetime_end!)}\r\n`);
    expect(unfolded).toContain(`\r\nSUMMARY:${text(event.name)}\r\n`);
    expect(unfolded).toContain(`\r\nLOCATION:${text(`${place.name}, ${place.address}`)}\r\n`);
    expect(unfolded).toContain(`\r\nURL:${ticketUrl(event)}\r\n`);
    expect(unfolded).toContain(
      `\r\nUID:${event.identifier}@${new URL(church.siteUrl).hostname}\r\n`,
    );
  });
});

// The conversion itself runs in three zones far from London in the unit tests; here, the
// farthest, in a real browser, on both views.
for (const timezoneId of ['Pacific/Auckland']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees the church’s own clock on both views', async ({ page }) => {
      await page.goto('/');
      await expect(
        carouselOf(page).getByText(shortDate(carouselFull.datetime_start)),
      ).toBeAttached();
      await page.goto(paths.events);
      for (const event of [listedSummer, listedWinter]) {
        await expect(page.getByText(longDate(event.datetime_start))).toBeVisible();
      }
    });
  });
}

test.describe('event categories on /events', () => {
  // Two of the feed's categories, alternating, so each choice leaves half the events.
  const categories = ['Church Events', 'Young People'];
  const categorised = sampleEvents.map((event, index) => ({
    ...event,
    category: { id: index % 2, name: categories[index % 2], color: '#1d4ed8' },
  }));
  const inCategory = (name: string) =>
    categorised.filter((event) => event.category.name === name).map((event) => event.name);
  const listed = (page: Page) =>
    page.getByRole('main').locator('[data-slot="event-list"] > li').filter({ visible: true });
  const names = (page: Page) => listed(page).getByRole('heading', { level: 2 }).allTextContents();

  test('a shared address opens on its category; a choice shows one category at a time, kept in the address, and all come back', async ({
    page,
  }) => {
    await serveEventImages(page);
    await answerFeed(page, { kind: 'json', body: categorised });
    await page.goto(`${paths.events}#category-church-events`);
    await expect(listed(page)).toHaveCount(inCategory(categories[0]!).length);
    expect((await names(page)).sort()).toEqual(inCategory(categories[0]!).sort());

    const choice = page.getByRole('navigation', { name: words.categories });
    await choice.getByRole('link', { name: categories[1], exact: true }).click();
    await expect(page).toHaveURL(/#category-young-people$/);
    await expect(listed(page)).toHaveCount(inCategory(categories[1]!).length);
    expect((await names(page)).sort()).toEqual(inCategory(categories[1]!).sort());

    await choice.getByRole('link', { name: words.allCategories, exact: true }).click();
    await expect(listed(page)).toHaveCount(categorised.length);
  });
});

test.describe('no upcoming events', () => {
  for (const path of ['/', '/events']) {
    // Lighthouse's scores of this state are these checks' (scripts/perf.mjs): its axe rules,
    // a console with no error, and the page's policy.
    test(`${path} shows the empty card, with no axe violations, console error or CSP violation`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const violations = await recordViolations(page);
      await answerFeed(page, { kind: 'json', body: [] });
      await page.goto(path);
      await expect(page.getByText(words.emptyHeading)).toBeVisible();
      await expect(page.getByText(words.emptyText)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test('the home section keeps the carousel’s height @desktop', async ({ page }) => {
    const { heldUntil, release } = hold();
    await answerFeed(page, { kind: 'json', body: [], heldUntil });
    await page.goto('/');
    const section = upcomingSection(page);
    await expect(section.getByText(words.loading)).toBeAttached();
    const loading = await section.boundingBox();
    release();
    await expect(page.getByText(words.emptyHeading)).toBeVisible();
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
    // Each page with a 500 (axe checks its alert and toast too), and each other kind of failure
    // on one of them: they take one way through the feed's code (use-events.ts), whose
    // components' tests see each kind, and the browser's part is the same for every kind.
    const kinds = failures.filter((_, i) => i === 0 || i === (path === '/' ? 1 : 2));
    for (const { name, answer } of kinds) {
      // A 500 also stands for Lighthouse's scores of the failed state (scripts/perf.mjs).
      const checkAxe = name === failures[0].name;
      const title = `${path} alerts, toasts and logs on ${name}${checkAxe ? ', with no axe or CSP violations' : ''}`;
      test(title, async ({ page }) => {
        const errors = consoleErrors(page);
        const violations = await recordViolations(page);
        await answerFeed(page, answer);
        await page.goto(path);
        await expect(page.getByRole('alert')).toHaveText(failedAlert);
        await expect(page.getByText(words.failedPopup, { exact: true })).toBeVisible();
        expect(errors.some((text) => text.includes(failureLog))).toBe(true);
        await expect(eventsArea(page, path).getByRole('article')).toHaveCount(0);
        if (checkAxe) expect(await axeViolations(page)).toEqual([]);
        expect(violations).toEqual([]);
      });
    }

    test(`${path} gives up on a feed that never answers, after 10 seconds`, async ({ page }) => {
      // A paused clock, moved only by hand: time in the page passes only when the test says.
      await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-21T10:01:00Z'));
      const errors = consoleErrors(page);
      const requests = await answerFeed(page, { kind: 'no-answer' });
      await page.goto(path);
      // The home page's carousel asks only once the visitor is near it.
      await eventsArea(page, path).scrollIntoViewIfNeeded();
      await page.clock.runFor(50); // the first frame: the page boots after it is painted
      await poll(() => requests.length).toBe(1);
      await page.clock.runFor(9_900);
      await expect(page.getByText(words.loading)).toBeAttached();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(page.getByRole('alert')).toHaveText(failedAlert);
      await page.clock.resume(); // sonner shows its toast on a timer
      await expect(page.getByText(words.failedPopup, { exact: true })).toBeVisible();
      expect(errors.some((text) => text.includes(failureLog))).toBe(true);
    });
  }
});
