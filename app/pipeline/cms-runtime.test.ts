import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsRuntimeEnv, cmsRuntimeProxy } from './cms-runtime.ts';

// `npm run cms`: the dev server sends the recordings' paths to the local runtime (here a
// stand-in that says what reached it), each upload with the local GitHub's token and the page's
// own Host, and nothing else; without the CMS's run there is no proxy at all.
const heard: { url: string; headers: IncomingHttpHeaders }[] = [];
const runtime = createServer((request, response) => {
  heard.push({ url: request.url ?? '', headers: request.headers });
  response.end('runtime');
});
let dev: Awaited<ReturnType<typeof createViteServer>>;
let site = '';

beforeAll(async () => {
  await new Promise<void>((done) => runtime.listen(0, '127.0.0.1', done));
  const env = {
    [cmsRuntimeEnv.origin]: `http://127.0.0.1:${(runtime.address() as AddressInfo).port}`,
    [cmsRuntimeEnv.token]: 'gho_TheLocalRunsToken',
  };
  dev = await createViteServer({
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, proxy: cmsRuntimeProxy(env), ws: false },
  });
  await dev.listen();
  site = `http://127.0.0.1:${(dev.httpServer!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dev.close();
  runtime.close();
});

describe("npm run cms's dev server", () => {
  it('sends an upload to the runtime with the local token, from the page’s own address', async () => {
    const answer = await fetch(`${site}/admin/recordings/?x=1`, { method: 'POST', body: '{}' });
    expect(await answer.text()).toBe('runtime');
    const { url, headers } = heard.at(-1)!;
    expect(url).toBe('/admin/recordings/?x=1');
    expect(headers.authorization).toBe('token gho_TheLocalRunsToken');
    expect(headers.host).toBe(new URL(site).host);
  });

  it('sends a recording to the runtime without the token', async () => {
    expect(await (await fetch(`${site}/recordings/a-sermon-1.mp3`)).text()).toBe('runtime');
    const { url, headers } = heard.at(-1)!;
    expect(url).toBe('/recordings/a-sermon-1.mp3');
    expect(headers.authorization).toBeUndefined();
  });

  it('keeps the rest of the site to itself', async () => {
    const before = heard.length;
    await fetch(`${site}/admin/build.json`);
    expect(heard).toHaveLength(before);
  });

  it('has no proxy outside the CMS’s run', () => {
    expect(cmsRuntimeProxy({})).toBeUndefined();
    expect(cmsRuntimeProxy({ [cmsRuntimeEnv.origin]: 'http://127.0.0.1:1' })).toBeUndefined();
  });
});
