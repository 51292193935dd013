import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../lib/security-headers.ts';
import worker, { rebuildTries, type Env } from './index.ts';
import { startSignIn } from './sign-in.ts';

afterEach(() => vi.useRealTimers());

const site = 'https://church.example';
const size = 1000;
const notHere = () => {
  throw new Error('No upload here (upload.test.ts).');
};
/** A bucket with one recording and one web page, as R2's binding answers. */
const r2: NonNullable<Env['RECORDINGS']> = {
  createMultipartUpload: notHere,
  resumeMultipartUpload: notHere,
  put: notHere,
  head: async (key) =>
    ['sermon.mp3', 'notice.html'].includes(key)
      ? {
          size,
          etag: 'v1',
          httpEtag: '"v1"',
          uploaded: new Date('2026-11-22T10:30:00Z'),
          httpMetadata: { contentType: key.endsWith('.html') ? 'text/html' : 'audio/mpeg' },
          writeHttpMetadata: () => {},
        }
      : null,
  get: async (key) => ({ ...(await r2.head(key))!, body: new Blob(['x']).stream() }),
};
const env = (extra: Partial<Env> = {}) =>
  ({
    RECORDINGS: r2,
    ASSETS: {
      fetch: async () => {
        throw new Error('The assets binding failed.');
      },
    },
    ...extra,
  }) as Env;
const signInSecrets = { GITHUB_CLIENT_ID: 'Iv1.abc', GITHUB_CLIENT_SECRET: 'secret' };

/** Each kind of answer the Worker gives: the request, its environment and the status. */
const answers: [string, string, RequestInit, Partial<Env>, number][] = [
  ['the sign-in, not set up', '/admin/auth?provider=github', {}, {}, 503],
  ['the sign-in, off to GitHub', '/admin/auth?provider=github', {}, signInSecrets, 302],
  ['the sign-in, another provider', '/admin/auth?provider=gitlab', {}, signInSecrets, 400],
  ['the sign-in, refused on GitHub', '/admin/callback?error=access_denied', {}, signInSecrets, 403],
  ['the sign-in, a state that fails', '/admin/callback?code=a&state=b', {}, signInSecrets, 403],
  ['a recording', '/recordings/sermon.mp3', {}, {}, 200],
  ['a part of one', '/recordings/sermon.mp3', { headers: { Range: 'bytes=0-0' } }, {}, 206],
  ['an unchanged one', '/recordings/sermon.mp3', { headers: { 'If-None-Match': '"v1"' } }, {}, 304],
  [
    'a range past its end',
    '/recordings/sermon.mp3',
    { headers: { Range: 'bytes=5000-' } },
    {},
    416,
  ],
  ['a web page in the bucket', '/recordings/notice.html', {}, {}, 403],
  ['no such recording', '/recordings/none.mp3', {}, {}, 404],
  ['an old upload marker', '/recordings/unfinished/0123abcd/upload-1', {}, {}, 404],
  ['no bucket yet', '/recordings/sermon.mp3', {}, { RECORDINGS: undefined }, 404],
  ['a method that does not read', '/recordings/sermon.mp3', { method: 'DELETE' }, {}, 405],
  [
    'R2 failing',
    '/recordings/sermon.mp3',
    {},
    {
      RECORDINGS: {
        ...r2,
        head: () => Promise.reject<null>(new Error('R2 is down')),
      } as Env['RECORDINGS'],
    },
    503,
  ],
  ['whether transcripts can be written (no Workers AI)', '/admin/transcripts/', {}, {}, 200],
  [
    'a transcript’s piece from another site',
    '/admin/transcripts/a-1-c0ffee12.m4a',
    { method: 'POST' },
    {},
    403,
  ],
  [
    'a transcript’s words kept in the bucket',
    '/recordings/transcripts/a-1-c0ffee12.m4a/en/0.json',
    {},
    {},
    404,
  ],
  ['a failure of its own', '/admin/elsewhere', {}, {}, 500],
];

describe('every answer of the Worker', () => {
  it.each(answers)(
    '%s (%s) carries the site’s hardening headers and forbids framing',
    async (_kind, path, init, extra, status) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await worker.fetch(new Request(`${site}${path}`, init), env(extra));
      expect(answer.status).toBe(status);
      const headers = answer.headers;
      expect(headers.get('Strict-Transport-Security')).toBe(
        securityHeaders['Strict-Transport-Security'],
      );
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('X-Frame-Options')).toBe('DENY');
      expect(['no-referrer', 'strict-origin-when-cross-origin']).toContain(
        headers.get('Referrer-Policy'),
      );
      const policy = (headers.get('Content-Security-Policy') ?? '').split('; ');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy.filter((directive) => directive.startsWith('frame-ancestors'))).toHaveLength(1);
      expect(policy).toContain(path.startsWith('/recordings/') ? 'sandbox' : "default-src 'none'");
    },
  );

  it('keeps a page’s own policy, its hashes and its stricter referrer policy', async () => {
    const request = new Request(`${site}/admin/auth?provider=gitlab`);
    const own = await startSignIn(request, env(signInSecrets));
    const answer = await worker.fetch(request, env(signInSecrets));
    const ownPolicy = own.headers.get('Content-Security-Policy')!.split('; ');
    expect(ownPolicy.some((directive) => directive.includes("'sha256-"))).toBe(true);
    expect(answer.headers.get('Content-Security-Policy')!.split('; ')).toEqual(
      expect.arrayContaining(ownPolicy),
    );
    expect(answer.headers.get('Referrer-Policy')).toBe(own.headers.get('Referrer-Policy'));
  });

  it('says in plain words when it fails on its own account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await worker.fetch(new Request(`${site}/admin/elsewhere`), env());
    expect(await answer.text()).toMatch(/please try again in a few minutes/);
  });
});

// The daily rebuild, as Cloudflare's cron trigger runs it (wrangler.jsonc's `triggers`).
describe('the daily rebuild', () => {
  const hook = 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/abc123';
  const { tries, timeLimitSeconds, pauseSeconds } = rebuildTries;

  /** Fake timers, AbortSignal.timeout on them too, and the Worker's log kept. */
  function setUp(answers: (() => Promise<Response>)[]) {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    const log: string[] = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((line: string) => void log.push(line));
    }
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const next = answers[Math.min(fetch.mock.calls.length - 1, answers.length - 1)]!;
      // A hook that never answers is cut off by the time limit, as fetch is by its signal.
      return Promise.race([
        next(),
        new Promise<never>((_, fail) =>
          init.signal!.addEventListener('abort', () => fail(init.signal!.reason)),
        ),
      ]);
    });
    vi.stubGlobal('fetch', fetch);
    return { fetch, log };
  }
  const ok = async () => new Response('{"success":true}');
  const refused = async () => new Response('no such hook', { status: 404 });
  const busy = async () => new Response('try later', { status: 503 });
  const silent = () => new Promise<Response>(() => {});

  it("asks for a build at the site's deploy hook, once when it is taken", async () => {
    const { fetch, log } = setUp([ok]);
    await worker.scheduled({}, env({ DEPLOY_HOOK_URL: hook }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(hook, { method: 'POST', signal: expect.any(AbortSignal) });
    expect(log).toEqual([
      'Daily rebuild: Cloudflare has been asked to build the site again (at the first try).',
    ]);
  });

  it('tries again after a pause when the hook is busy or silent, and says which try worked', async () => {
    const { fetch, log } = setUp([busy, silent, ok]);
    const run = worker.scheduled({}, env({ DEPLOY_HOOK_URL: hook }));
    await vi.advanceTimersByTimeAsync(pauseSeconds * 1000 - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + timeLimitSeconds * 1000 + pauseSeconds * 1000);
    await run;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log).toEqual([
      `Daily rebuild, try 1 of ${tries}: the deploy hook answered 503 try later.`,
      `Daily rebuild, try 2 of ${tries}: the deploy hook did not answer within ${timeLimitSeconds} seconds.`,
      `Daily rebuild: Cloudflare has been asked to build the site again (at try 3 of ${tries}).`,
    ]);
  });

  it('fails, so Cloudflare lists the run as failed, when every try is refused or unanswered', async () => {
    for (const [answer, said] of [
      [refused, 'answered 404 no such hook'],
      [silent, `did not answer within ${timeLimitSeconds} seconds`],
    ] as const) {
      const { fetch } = setUp([answer]);
      const run = worker.scheduled({}, env({ DEPLOY_HOOK_URL: hook }));
      const failed = expect(run).rejects.toThrow(said);
      await vi.runAllTimersAsync();
      await failed;
      expect(fetch).toHaveBeenCalledTimes(tries);
      vi.restoreAllMocks();
    }
  });

  it('does nothing until the hook is set', async () => {
    const { fetch, log } = setUp([ok]);
    await worker.scheduled({}, env());
    expect(fetch).not.toHaveBeenCalled();
    expect(log[0]).toMatch(/DEPLOY_HOOK_URL is not set/);
  });
});
