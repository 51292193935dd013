import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page, Request, Route } from '@playwright/test';
import { church } from '../../app/content/church';
import { churchSuiteUrls } from '../../app/lib/churchsuite';

// The production build reads the real feed; browser tests answer it themselves.
export const feedUrl = churchSuiteUrls(church.churchSuite.account).calendarFeed;
export const sampleEvents = JSON.parse(readFileSync('test/fixtures/calendar.json', 'utf8')) as {
  name: string;
  datetime_start: string;
}[];

const cors = { 'Access-Control-Allow-Origin': '*' };

type FeedAnswer =
  | { kind: 'json'; body: unknown; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'html' }
  | { kind: 'network-error' }
  | { kind: 'no-answer' };

/** Answers the events feed for this page; returns the requests it saw. */
export async function answerFeed(page: Page, answer: FeedAnswer): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(feedUrl, async (route: Route) => {
    requests.push(route.request());
    switch (answer.kind) {
      case 'json':
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        return route.fulfill({ json: answer.body, headers: cors });
      case 'status':
        return route.fulfill({
          status: answer.status,
          contentType: 'text/plain',
          body: 'Internal Server Error',
          headers: cors,
        });
      case 'html':
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Down for maintenance</title><p>Back soon</p>',
          headers: cors,
        });
      case 'network-error':
        return route.abort('internetdisconnected');
      case 'no-answer':
        return; // left pending: the site must give up by itself
    }
  });
  return requests;
}

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A small solid-colour 16:9 PNG, made here so no binary sits in the repository. */
export function solidPng(width = 32, height = 18, [r, g, b] = [42, 93, 159]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sample's images live on cdn.churchsuite.com, which tests cannot reach. */
export async function serveEventImages(page: Page) {
  const png = solidPng();
  await page.route('https://cdn.churchsuite.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: png }),
  );
}
