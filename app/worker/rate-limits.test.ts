import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteAppSettings, stubGitHub } from '../../test/worker-github.ts';
import { memoryBucket, memoryLedger } from '../../test/worker-storage.ts';
import {
  partSize,
  partsOf,
  tooFastPause,
  uploadPath,
  uploadRefusals,
} from '../lib/recording-upload.ts';
import worker, { type Env } from './index.ts';
import { buildFactsPath, signInPaths } from './paths.ts';
import { clientOf, rateLimits, type RateLimiter } from './rate-limits.ts';
import { refusals } from './sign-in.ts';

// How often one address may ask (rate-limits.ts), through the Worker's front door, with a
// limiter that counts as Cloudflare's binding is configured to: `limit` requests a key in each
// `period` seconds. Cloudflare counts per location and only roughly; this one exactly.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';

function limiter({ limit, period }: { limit: number; period: number }): RateLimiter {
  const counted = new Map<string, number>();
  return {
    limit: async ({ key }) => {
      const window = `${key} ${Math.floor(Date.now() / 1000 / period)}`;
      counted.set(window, (counted.get(window) ?? 0) + 1);
      return { success: counted.get(window)! <= limit };
    },
  };
}

const env = (): Env => ({
  ...siteAppSettings,
  SIGN_IN_LIMIT: limiter(rateLimits.signIn.simple),
  UPLOAD_LIMIT: limiter(rateLimits.uploads.simple),
  NEW_TOKEN_LIMIT: limiter(rateLimits.newTokens.simple),
  RECORDINGS: memoryBucket() as unknown as Env['RECORDINGS'],
  UPLOADS: memoryLedger(),
  ASSETS: {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === buildFactsPath
        ? Response.json({ backend: { repo: repository, branch: 'main' } })
        : new Response('Not Found', { status: 404 }),
  },
});

const from = (address: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', address);
  return { ...init, headers };
};

let github: ReturnType<typeof stubGitHub>;
beforeEach(() => {
  github = stubGitHub(repository);
});
afterEach(() => vi.useRealTimers());

describe('the rate limits', () => {
  it('are the figures wrangler.jsonc gives Cloudflare', () => {
    const config = JSON.parse(
      readFileSync('wrangler.jsonc', 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/,(\s*[}\]])/g, '$1'),
    ) as { ratelimits: unknown[] };
    expect(config.ratelimits).toEqual(Object.values(rateLimits));
  });

  it('stop the sign-in past its figure from one address with 429 and a sentence, asking GitHub nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const settings = env();
    const callback = `${site}${signInPaths.back}?error=access_denied`;
    const { limit } = rateLimits.signIn.simple;
    for (let n = 0; n < limit; n++) {
      expect(
        (await worker.fetch(new Request(callback, from('203.0.113.7')), settings)).status,
      ).toBe(403);
    }
    const stopped = await worker.fetch(new Request(callback, from('203.0.113.7')), settings);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('Retry-After')).toBe(String(tooFastPause));
    expect(await stopped.text()).toContain(refusals.tooFast.replace(/’/g, '&#8217;'));
    // Another address is not held up, and a minute later this one signs in again.
    expect((await worker.fetch(new Request(callback, from('198.51.100.2')), settings)).status).toBe(
      403,
    );
    vi.setSystemTime(Date.now() + 60_000);
    expect((await worker.fetch(new Request(callback, from('203.0.113.7')), settings)).status).toBe(
      403,
    );
    expect(github.asked).toEqual([]);
  });

  it('stop the uploads past their figure with 429 and a sentence, before GitHub or R2', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const settings = env();
    const token = github.give('Flooder');
    const ask = () =>
      worker.fetch(
        new Request(
          `${site}${uploadPath}`,
          from('2001:db8:1:2:aaaa::1', {
            method: 'POST',
            headers: { Authorization: `token ${token}`, Origin: site },
            body: '{}',
          }),
        ),
        settings,
      );
    const { limit } = rateLimits.uploads.simple;
    for (let n = 0; n < limit; n++) expect((await ask()).status).toBe(400);
    const asked = github.asked.length;
    const stopped = await ask();
    expect(stopped.status).toBe(429);
    expect(await stopped.json()).toEqual({ said: uploadRefusals.tooFast });
    expect(github.asked).toHaveLength(asked);
  });

  it('stop new tokens from one address past their figure, before GitHub is asked about them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const settings = env();
    const editor = github.give('Minister');
    const ask = (token: string, address = '203.0.113.9') =>
      worker.fetch(
        new Request(
          `${site}${uploadPath}`,
          from(address, {
            method: 'POST',
            headers: { Authorization: `token ${token}`, Origin: site },
            body: '{}',
          }),
        ),
        settings,
      );
    const fake = (n: number) => `gho_${String(n).padStart(36, 'x')}`;
    const { limit } = rateLimits.newTokens.simple;
    for (let n = 0; n < limit; n++) expect((await ask(fake(n))).status).toBe(401);
    const asked = github.asked.length;
    // Eleven seconds on (past the uploads' own period), the next new token is still refused.
    vi.setSystemTime(Date.now() + 11_000);
    const stopped = await ask(fake(limit));
    expect(stopped.status).toBe(429);
    expect(await stopped.json()).toEqual({ said: uploadRefusals.tooManyNewSignIns });
    expect(github.asked).toHaveLength(asked);
    // Another address's editor is asked about as ever, and a minute on this address is too.
    expect((await ask(editor, '198.51.100.2')).status).toBe(400);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await ask(editor)).status).toBe(400);
  });

  it('never meet an editor uploading a 60 MB sermon in parts, a part cut off and sent again', async () => {
    // Cloudflare counts per location and only roughly, so near the figure a real limiter may
    // stop a request a little early or late: this shows the figure's arithmetic, not its edge.
    const settings = env();
    const token = github.give('Minister');
    const size = 60_000_000;
    const file = new Uint8Array(size).map((_, i) => (i < 2 ? [0xff, 0xfb][i]! : (i * 13) % 256));
    const parts = Array.from({ length: partsOf(size) }, (_, n) =>
      file.subarray(n * partSize, (n + 1) * partSize),
    );
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const statuses: number[] = [];
    const send = async (path: string, init: RequestInit = {}) => {
      const headers = { Authorization: `token ${token}`, Origin: site };
      const answer = await worker.fetch(
        new Request(`${site}${path}`, from('203.0.113.7', { ...init, headers })),
        settings,
      );
      statuses.push(answer.status);
      return (await answer.json()) as Record<string, unknown>;
    };
    await send(uploadPath);
    const { key, upload } = (await send(uploadPath, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Harvest Thanksgiving.mp3',
        size,
        sha256: sha256(file),
        parts: parts.map(sha256),
      }),
    })) as { key: string; upload: string };
    const taken = [];
    for (const [index, bytes] of parts.entries()) {
      const path = `${uploadPath}${key}?upload=${upload}&part=${index + 1}`;
      if (index === 5) await send(path, { method: 'PUT', body: bytes.slice(0, 1000) });
      const { part, etag } = await send(path, { method: 'PUT', body: bytes.slice() });
      taken.push({ partNumber: part, etag });
    }
    const done = await send(`${uploadPath}${key}?upload=${upload}`, {
      method: 'POST',
      body: JSON.stringify({ parts: taken }),
    });
    expect(done).toEqual({ key, done: true, size });
    // The ready check, the start, 12 parts, one sent again and the finish: all in one period.
    expect(statuses).toHaveLength(16);
    expect(statuses).not.toContain(429);
  });

  it('count an IPv6 address by its /64, an IPv4 address whole', () => {
    const at = (address: string) =>
      clientOf(new Request(site, { headers: { 'CF-Connecting-IP': address } }));
    expect(at('2001:db8:1:2:aaaa::1')).toBe(at('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(at('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(at('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(at('203.0.113.7')).not.toBe(at('203.0.113.8'));
  });
});
