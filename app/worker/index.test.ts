import { afterEach, describe, expect, it, vi } from 'vitest';
import worker, { type Env } from './index';

// The daily rebuild, as Cloudflare's cron trigger runs it (wrangler.jsonc's `triggers`).
const env = (hook?: string) => ({ DEPLOY_HOOK_URL: hook }) as Env;
const hook = 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/abc123';

describe('the daily rebuild', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a build at the site's deploy hook", async () => {
    const fetch = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetch);
    await worker.scheduled({}, env(hook));
    expect(fetch).toHaveBeenCalledWith(hook, { method: 'POST' });
  });

  it('fails, so Cloudflare lists the run as failed, when the hook is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('no such hook', { status: 404 }));
    await expect(worker.scheduled({}, env(hook))).rejects.toThrow('answered 404 no such hook');
  });

  it('does nothing until the hook is set', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled({}, env());
    expect(fetch).not.toHaveBeenCalled();
  });
});
