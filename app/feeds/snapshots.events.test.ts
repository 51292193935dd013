// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDigest } from './events/live-answer.ts';
import { feedServer } from '../../test/feed-server.ts';
import legacy from '../../test/fixtures/calendar.json';
import current from '../../test/fixtures/calendar-current.json';
import { noLink } from './events/type.ts';
import { reasonOf } from './reading.server.ts';
import { takeSnapshot } from './snapshots.server.ts';

// The build's reading of the feed, against a local server answering as ChurchSuite might:
// both shapes, paging, empty, failing, hanging, not JSON, hostile. The build must never stop:
// each failure is no snapshot and one line saying why.

const page = (events: unknown[], total: number, perPage: number) => ({
  ...structuredClone(current),
  events,
  pagination: { num_results: total, per_page: perPage },
});

const hostile = [
  {
    ...structuredClone(legacy[0]),
    id: 1,
    name: '<script>alert(1)</script>Coffee</p>',
    description: '<img src=x onerror=alert(1)><p>Cake &amp; chat</p><script>steal()</script>',
    url: 'javascript:alert(1)',
    signup_options: { tickets: { url: 'data:text/html,<script>alert(1)</script>' } },
    images: { thumb: { url: 'javascript:alert(1)', px: 10, square: false } },
  },
];

const answers: Parameters<typeof feedServer>[0] = {
  '/legacy': () => ({ body: JSON.stringify(legacy) }),
  '/current': () => ({ body: JSON.stringify(current) }),
  '/paged': (url) => {
    const events = current.events;
    const n = Number(url.searchParams.get('page') ?? 1);
    return { body: JSON.stringify(page(events.slice(n - 1, n), events.length, 1)) };
  },
  '/empty': () => ({ body: '[]' }),
  '/failing': () => ({ status: 500, body: 'Internal Server Error' }),
  '/later-page-fails': (url) =>
    url.searchParams.get('page') === '2'
      ? { status: 503 }
      : { body: JSON.stringify(page(current.events.slice(0, 1), 2, 1)) },
  '/html': () => ({ type: 'text/html', body: '<!doctype html><title>Log in</title>' }),
  '/object': () => ({ body: '{"error":"calendar not found"}' }),
  '/hostile': () => ({ body: JSON.stringify(hostile) }),
  '/hanging': () => ({ hang: true }),
};

let server: Awaited<ReturnType<typeof feedServer>>;
let base = '';
beforeAll(async () => {
  server = await feedServer(answers);
  base = server.base;
});
afterAll(() => server.close());

async function snapshotOf(path: string, timeoutMs = 2_000) {
  const lines: string[] = [];
  const snapshot = await takeSnapshot('events', `${base}${path}`, {
    timeoutMs,
    now: () => 1_790_000_000_000,
    log: (line) => lines.push(line),
  });
  return { snapshot, lines };
}

describe('takeSnapshot', () => {
  it('reads the legacy feed: every event, in feed order, with its description as text', async () => {
    const { snapshot, lines } = await snapshotOf('/legacy');
    expect(lines).toEqual([]);
    expect(snapshot?.takenAt).toBe(1_790_000_000_000);
    expect(snapshot?.events.map((event) => event.name)).toEqual(legacy.map((entry) => entry.name));
    // What the page compares its own answer with (browser/live-check.ts).
    expect(snapshot?.digest).toBe(await answerDigest([legacy]));
    const withDescription = legacy.findIndex((entry) => entry.description);
    const description = snapshot?.events[withDescription]?.description ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description).not.toMatch(/<[a-z/]/i);
    // A plain copy: it goes into the HTML as data, with no getters left to run.
    expect(Object.getOwnPropertyDescriptor(snapshot?.events[0], 'description')).toHaveProperty(
      'value',
    );
  });

  it('reads the current feed, and every page of it', async () => {
    const names = current.events.map((event) => event.name);
    expect((await snapshotOf('/current')).snapshot?.events.map((e) => e.name)).toEqual(names);
    expect((await snapshotOf('/paged')).snapshot?.events.map((e) => e.name)).toEqual(names);
  });

  it('keeps an empty calendar as a snapshot with no events', async () => {
    const { snapshot, lines } = await snapshotOf('/empty');
    expect(snapshot?.events).toEqual([]);
    expect(lines).toEqual([]);
  });

  it.each([
    ['/failing', /answered 500/],
    ['/later-page-fails', /answered 503/],
    ['/html', /JSON/i],
    ['/object', /neither a list of events nor a page of them/],
    ['/missing', /answered 404/],
  ])('has no snapshot, and says why in one line, when %s', async (path, reason) => {
    const { snapshot, lines } = await snapshotOf(path);
    expect(snapshot).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${base}${path}`);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).not.toContain('\n');
  });

  it('gives up on a feed that never answers within its time', async () => {
    const started = Date.now();
    const { snapshot, lines } = await snapshotOf('/hanging', 300);
    expect(snapshot).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines[0]).toMatch(/No answer within 0.3 seconds/);
  });

  it('says so when the feed cannot be reached at all', async () => {
    const lines: string[] = [];
    const snapshot = await takeSnapshot('events', 'http://127.0.0.1:9/json', {
      log: (line) => lines.push(line),
    });
    expect(snapshot).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/fetch failed/);
  });

  it('cleans a hostile feed as the browser does: text stays text, only http(s) links', async () => {
    const { snapshot } = await snapshotOf('/hostile');
    const [event] = snapshot?.events ?? [];
    expect(event?.name).toBe('<script>alert(1)</script>Coffee</p>');
    expect(event?.description).toBe('Cake & chat');
    expect(event?.detailsUrl).toBe(noLink);
    expect(event?.imageUrl).toBeUndefined();
  });
});

describe('reasonOf', () => {
  it('joins an error and its causes', () => {
    const error = new Error('Failed to fetch events', {
      cause: new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND x') }),
    });
    expect(reasonOf(error, ['Failed to fetch events'])).toBe(
      'fetch failed: getaddrinfo ENOTFOUND x',
    );
  });
});
