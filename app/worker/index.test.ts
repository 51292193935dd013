import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../lib/security-headers';
import worker, { type Env } from './index';
import type { RecordingsBucket } from './recordings';
import { startSignIn } from './sign-in';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const site = 'https://church.example';
const size = 1000;
/** A bucket with one recording and one web page, as R2's binding answers. */
const r2: RecordingsBucket = {
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
  ['no bucket yet', '/recordings/sermon.mp3', {}, { RECORDINGS: undefined }, 404],
  ['a method that does not read', '/recordings/sermon.mp3', { method: 'DELETE' }, {}, 405],
  [
    'R2 failing',
    '/recordings/sermon.mp3',
    {},
    { RECORDINGS: { ...r2, head: () => Promise.reject(new Error('R2 is down')) } },
    503,
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
    const own = await startSignIn(request, signInSecrets);
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

  it("asks for a build at the site's deploy hook", async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetch);
    await worker.scheduled({}, env({ DEPLOY_HOOK_URL: hook }));
    expect(fetch).toHaveBeenCalledWith(hook, { method: 'POST' });
  });

  it('fails, so Cloudflare lists the run as failed, when the hook is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('no such hook', { status: 404 }));
    await expect(worker.scheduled({}, env({ DEPLOY_HOOK_URL: hook }))).rejects.toThrow(
      'answered 404 no such hook',
    );
  });

  it('does nothing until the hook is set', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled({}, env());
    expect(fetch).not.toHaveBeenCalled();
  });
});
