import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { addressOf } from '../app/lib/built-files.js';
import { noFraming, securityHeaders } from '../app/lib/security-headers.ts';
import { recordingsPath, signInPaths, workerHeader } from '../app/worker/paths.ts';
import { filesUnder, pathIn } from '../scripts/cli.mjs';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { previewFiles } from '../scripts/preview-config.mjs';
import { expect, test } from './support/test.ts';

// What Cloudflare runs for each request, as wrangler.jsonc sets it up and its own runtime
// serves it (npm run preview): the build's files are static requests, free and unlimited, and
// only the Worker's own paths run the site's code (app/worker), which marks its answers.

const buildDir = process.env.E2E_BUILD_DIR ?? contentSetFor().buildDir;

test.describe('the host', { tag: '@desktop' }, () => {
  test("no page, picture or file runs the site's own code; its sign-in and recordings do", async ({
    request,
  }) => {
    const files = (await filesUnder(buildDir)).map((file) => pathIn(buildDir, file));
    const addresses = files
      .filter((file) => !['_headers', '_redirects'].includes(file))
      .map((file) => (file.endsWith('.html') ? addressOf(file) : `/${file}`));
    const ask = async (address: string, mode = 'navigate') => {
      const response = await request.get(address, {
        maxRedirects: 0,
        headers: { 'Sec-Fetch-Mode': mode },
      });
      return `${address} ${response.status()} ${response.headers()[workerHeader.toLowerCase()] ?? 'static'}`;
    };
    // A few at a time: the local runtime is one process, on a machine the other tests share.
    const served: string[] = [];
    for (let i = 0; i < addresses.length; i += 12) {
      served.push(...(await Promise.all(addresses.slice(i, i + 12).map((a) => ask(a)))));
    }
    served.push(await ask('/no-such-page'), await ask('/assets/no-such-file.js', 'cors'));
    expect(served.filter((line) => !line.endsWith(' static'))).toEqual([]);
    // Beside the files: an unknown page, and a missing file asked for by script, which the host
    // would hand to the Worker were run_worker_first not a list.
    expect(served.slice(-2)).toEqual([
      '/no-such-page 404 static',
      '/assets/no-such-file.js 404 static',
    ]);
    expect(addresses.length).toBeGreaterThan(100);

    // The Worker's own answers, which _headers does not reach, are as strict as a page.
    for (const path of [signInPaths.start, signInPaths.back, `${recordingsPath}none.mp3`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers[workerHeader.toLowerCase()], path).toBeTruthy();
      expect(headers['strict-transport-security'], path).toBe(
        securityHeaders['Strict-Transport-Security'],
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
      expect(headers['content-security-policy'], path).toContain(noFraming);
    }
  });

  test('a recording answers byte ranges and conditions as RFC 9110 has them, as podcast apps ask', async ({
    request,
    baseURL,
  }) => {
    // Put in the preview's own bucket as the office uploads one in Cloudflare's dashboard.
    const recording = 'public/audio/sample-sermon.mp3';
    const bytes = readFileSync(recording);
    const { config, state } = previewFiles(Number(new URL(baseURL!).port));
    const put = spawnSync(
      process.execPath,
      [
        join('node_modules', 'wrangler', 'bin', 'wrangler.js'),
        ...['r2', 'object', 'put', 'church-recordings/2026/advent-hope.mp3'],
        ...['--file', recording, '--content-type', 'audio/mpeg'],
        ...['--local', '--persist-to', state, '--config', config],
      ],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    expect(put.status, put.stderr).toBe(0);
    const address = `${recordingsPath}2026/advent-hope.mp3`;
    const get = (headers: Record<string, string>) => request.get(address, { headers });
    const same = async (response: APIResponse, part: Buffer) =>
      Buffer.compare(await response.body(), part) === 0;

    const whole = await request.head(address);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    expect(whole.headers()['content-length']).toBe(String(bytes.length));
    const etag = whole.headers()['etag']!;
    expect(etag).toMatch(/^"[^"]+"$/);

    const start = await get({ Range: 'bytes=0-99' });
    expect(start.status()).toBe(206);
    expect(start.headers()['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(start.headers()['content-length']).toBe('100');
    expect(start.headers()['content-type']).toBe('audio/mpeg');
    expect(start.headers()['content-security-policy']).toContain('sandbox');
    expect(await same(start, bytes.subarray(0, 100))).toBe(true);

    const end = await get({ Range: 'bytes=-10' });
    expect(end.status()).toBe(206);
    expect(end.headers()['content-range']).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(await same(end, bytes.subarray(-10))).toBe(true);

    const past = await get({ Range: `bytes=${bytes.length + 5000}-` });
    expect(past.status()).toBe(416);
    expect(past.headers()['content-range']).toBe(`bytes */${bytes.length}`);

    // Several ranges, or a part of a version the client no longer has: the whole file.
    for (const headers of [
      { Range: 'bytes=0-1,5-6' } as Record<string, string>,
      { Range: 'bytes=0-99', 'If-Range': '"another-version"' },
    ]) {
      const answer = await get(headers);
      expect(answer.status(), JSON.stringify(headers)).toBe(200);
      expect(await same(answer, bytes)).toBe(true);
    }
    expect((await get({ Range: 'bytes=0-99', 'If-Range': etag })).status()).toBe(206);

    // The client's copy is current: 304, with no body, to GET and HEAD.
    const unchanged = await get({ 'If-None-Match': etag });
    expect(unchanged.status()).toBe(304);
    expect(unchanged.headers()['etag']).toBe(etag);
    expect((await unchanged.body()).length).toBe(0);
    expect((await request.head(address, { headers: { 'If-None-Match': etag } })).status()).toBe(
      304,
    );
  });
});
