import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf } from '../app/lib/built-files.js';
import { recordingsPath, signInPaths, workerHeader } from '../app/worker/paths';
import { filesUnder, pathIn } from '../scripts/cli.mjs';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { previewFiles } from '../scripts/preview-config.mjs';
import { expect, test } from './support/test';

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

    for (const path of [signInPaths.start, signInPaths.back, `${recordingsPath}none.mp3`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()[workerHeader.toLowerCase()], path).toBeTruthy();
    }
  });

  test('a recording answers byte ranges, as podcast apps ask for them', async ({
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

    const start = await request.get(address, { headers: { Range: 'bytes=0-99' } });
    expect(start.status()).toBe(206);
    expect(start.headers()['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(start.headers()['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(await start.body(), bytes.subarray(0, 100))).toBe(0);

    const end = await request.get(address, { headers: { Range: 'bytes=-10' } });
    expect(end.status()).toBe(206);
    expect(Buffer.compare(await end.body(), bytes.subarray(-10))).toBe(0);

    const whole = await request.head(address);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    expect(whole.headers()['content-length']).toBe(String(bytes.length));
  });
});
