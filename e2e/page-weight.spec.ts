import type { Page, Request } from '@playwright/test';
import { churchSuite, content, pagesWithHeadings } from './support/content';
import { serveEventImages } from './support/feed';
import { expect, test, waitForSettled } from './support/test';

// What each page costs a phone on its first visit, in bytes as sent (compressed as the host
// compresses) and in requests, counted by the browser: deterministic figures, so they are
// gated here, in `npm test`, where timings are not (`npm run perf` measures those). The event
// pictures come from ChurchSuite's CDN, and the tests answer them with one small picture, so
// their bytes are not the site's to budget; they are counted as requests.

/**
 * Budgets per page on a phone, in KB of 1,000 bytes as transferred (headers too), and in
 * requests. Measured before they were set (sample content): HTML 7.7-15.6, CSS 9.8, JavaScript
 * 132-165 (gzip, as this runtime sends it; `npm run size` gates the brotli figure), pictures
 * 0-9.1, no fonts (the site uses the system's), 151-194 in all, 12-22 requests. The total is
 * the home page's 250 KB budget that Lighthouse used to gate.
 */
export const BUDGETS = {
  html: 25,
  css: 15,
  js: 180,
  images: 60,
  fonts: 0,
  total: 250,
  requests: 30,
};

type Kind = 'html' | 'css' | 'js' | 'images' | 'fonts' | 'other';
const kindOf = (request: Request): Kind => {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'image') return 'images';
  if (type === 'font') return 'fonts';
  return 'other';
};

/** The origins a page may ask anything of: its own, the church's ChurchSuite, its counter. */
const allowedOrigins = (page: Page) =>
  [
    new URL(page.url()).origin,
    new URL(churchSuite.calendarFeed).origin,
    'https://cdn.churchsuite.com',
    content.church.analytics && new URL(content.church.analytics.endpoint).origin,
  ].filter(Boolean);

const routes = [...pagesWithHeadings.map(({ path }) => path), '/no-such-page'];

for (const path of routes) {
  test(`${path} stays within its bytes and requests, and asks no one else @phone`, async ({
    page,
    pageviews,
  }) => {
    await serveEventImages(page);
    const finished: Request[] = [];
    const pending = new Set<Request>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('requestfinished', (request) => {
      pending.delete(request);
      finished.push(request);
    });
    await page.goto(path);
    await waitForSettled(page);
    // The page view's code loads once the router is up; then nothing may be left on its way.
    if (content.church.analytics) await expect.poll(() => pageviews.length).toBeGreaterThan(0);
    await expect.poll(() => pending.size).toBe(0);

    const own = new URL(page.url()).origin;
    const offsite = finished
      .map((request) => new URL(request.url()))
      .filter((url) => url.protocol !== 'data:' && !allowedOrigins(page).includes(url.origin));
    expect(offsite.map(String), 'requests to anyone the content does not name').toEqual([]);

    const bytes: Record<Kind | 'total', number> = {
      html: 0,
      css: 0,
      js: 0,
      images: 0,
      fonts: 0,
      other: 0,
      total: 0,
    };
    for (const request of finished) {
      if (new URL(request.url()).origin !== own) continue;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      const size = responseBodySize + responseHeadersSize;
      bytes[kindOf(request)] += size;
      bytes.total += size;
    }
    const kb = (n: number) => Math.round(n / 100) / 10;
    const measured = {
      html: kb(bytes.html),
      css: kb(bytes.css),
      js: kb(bytes.js),
      images: kb(bytes.images),
      fonts: kb(bytes.fonts),
      total: kb(bytes.total),
      requests: finished.length,
    };
    console.log(`${path}: ${JSON.stringify(measured)}`);
    for (const [key, budget] of Object.entries(BUDGETS) as [keyof typeof BUDGETS, number][]) {
      expect(measured[key], `${path}: ${key}`).toBeLessThanOrEqual(budget);
    }
  });
}
