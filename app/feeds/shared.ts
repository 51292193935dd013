import { instantToLondon, isoDay } from '../lib/wall-clock.ts';
import { weekdayKeys } from '../lib/service-patterns.ts';

// What every feed shares: its pages within the time and size limits, the rules every value from
// outside passes before a page shows it, and the church's dates.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : NaN;

/** How many pages a current feed's `pagination` says it has; 1 when it does not say sensibly. */
export function pageCount(pagination: Record<string, unknown>) {
  const results = count(pagination.num_results);
  const perPage = count(pagination.per_page);
  if (!Number.isFinite(results) || !Number.isFinite(perPage) || perPage < 1) return 1;
  return Math.max(1, Math.ceil(results / perPage));
}

/** 500 items at 50 a page: only stops a hostile `num_results` sending hundreds of requests. */
export const maxFeedPages = 10;

/** The same address asking for page `page`, its other query parameters kept. */
export function feedPageUrl(url: string, page: number): string {
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  const address = new URL(url, 'https://relative.invalid');
  address.searchParams.set('page', String(page));
  return relative ? `${address.pathname}${address.search}${address.hash}` : address.href;
}

/** Every page `pagesOf` finds in the first answer; fails, never half a list, past `timeoutMs`. */
export async function fetchFeedPages(
  url: string,
  {
    pagesOf,
    timeoutMs,
    fetchImpl = fetch,
    maxPages = maxFeedPages,
    tooManyPages = () => {},
    readBody = (response: Response): Promise<unknown> => response.json(),
  }: {
    pagesOf: (answer: unknown) => number;
    timeoutMs: number;
    fetchImpl?: typeof fetch;
    maxPages?: number;
    tooManyPages?: (pages: number) => void;
    readBody?: (response: Response) => Promise<unknown>;
  },
): Promise<unknown[]> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer within ${timeoutMs / 1000} seconds`)),
    timeoutMs,
  );
  const read = async (address: string): Promise<unknown> => {
    const response = await fetchImpl(address, { signal: controller.signal });
    if (!response.ok) throw new Error(`The feed answered ${response.status} for ${address}`);
    return readBody(response);
  };
  try {
    const answer = await read(url);
    const pages = pagesOf(answer);
    if (pages > maxPages) tooManyPages(pages);
    const laterPages = await Promise.all(
      Array.from({ length: Math.min(pages, maxPages) - 1 }, (_, index) =>
        read(feedPageUrl(url, index + 2)),
      ),
    );
    return [answer, ...laterPages];
  } catch (error) {
    controller.abort(); // the other pages are of no use now
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A congregation's groups or bookings are some kilobytes. */
const maxAnswerBytes = 5_000_000;

/** An answer's text, refused once it passes `maxBytes`, however it is sent. */
export async function readTextWithin(response: Response, maxBytes = maxAnswerBytes) {
  const tooLong = () => new Error(`The answer is longer than ${maxBytes / 1_000_000} MB`);
  if (Number(response.headers.get('content-length')) > maxBytes) throw tooLong();
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLong();
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]).text();
}

export const readJsonWithin = async (response: Response, maxBytes = maxAnswerBytes) =>
  JSON.parse(await readTextWithin(response, maxBytes)) as unknown;

export type BuildFeedOptions = { timeoutMs: number; fetchImpl?: typeof fetch };

/** A JSON feed read at build time (the groups', the bookings'). */
export function fetchBuildFeed(
  url: string,
  what: string,
  pagesOf: (answer: unknown) => number,
  { timeoutMs, fetchImpl = fetch }: BuildFeedOptions,
) {
  return fetchFeedPages(url, {
    timeoutMs,
    fetchImpl,
    pagesOf,
    readBody: (response) => readJsonWithin(response),
    tooManyPages: (pages) => console.warn(`The ${what} feed has ${pages} pages; reading the first`),
  });
}

/** Only http(s) addresses are used; anything else (javascript:, data:, "") is absent. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** What a link from outside may open, and a picture on our page. */
export function httpsUrl(value: string | null | undefined): string | undefined {
  const safe = safeHttpUrl(value);
  return safe?.startsWith('https:') ? safe : undefined;
}

/** A text from the feed on one line, or absent when it has no words. */
export function cleanText(value: string | null | undefined) {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed || undefined;
}

export const clip = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;

/** The legacy feeds give widths, the current not. */
export type FeedPictureSize = { url?: string | null; width?: number; square?: boolean };

export type PictureSource = { url: string; width: number };

/** The spec's imageUrl rule: the largest http(s) size; the non-square widths as its srcset. */
export function feedPicture(sizes: readonly FeedPictureSize[]) {
  const safe = sizes.flatMap(({ url, width, square }) => {
    const checked = safeHttpUrl(url);
    return checked ? [{ url: checked, width, square }] : [];
  });
  return {
    imageUrl: safe[0]?.url,
    imageSources: safe
      .flatMap(({ url, width, square }) => (width && width > 0 && !square ? [{ url, width }] : []))
      .sort((a, b) => a.width - b.width),
  };
}

/**
 * The days of the week as ChurchSuite names and numbers them in its legacy feed, Sunday 0: the
 * feed's own English, read as keys (and the groups' choice pages' slugs), never shown; the same
 * keys as church.yml's.
 */
export const weekdays = weekdayKeys;
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A date on the church's calendar, "2027-09-05": compared as text. */
export type CalendarDate = string;

export const londonDate = (instant: number): CalendarDate => isoDay(instantToLondon(instant));
