// The site's own code on Cloudflare (wrangler.jsonc's `main`). Only the paths its
// `run_worker_first` names reach it: /admin's sign-in and the recordings. Every other request
// is a static one, answered by the host from the build with its _headers and _redirects
// (free and without limit), and never runs this (e2e/host.spec.ts checks both). Once a day
// its cron trigger asks Cloudflare to build the site again (the daily rebuild).
import { recordingsPath, signInPaths, workerHeader } from './paths.ts';
import { recording, type RecordingsBucket } from './recordings.ts';
import { finishSignIn, startSignIn, type SignInEnv } from './sign-in.ts';

export interface Env extends SignInEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  RECORDINGS?: RecordingsBucket;
  /** The site's deploy hook, from Cloudflare's Settings → Builds (docs/setting-up.md, step 7). */
  DEPLOY_HOOK_URL?: string;
}

/** Not reached while run_worker_first names only the paths above: a copy of what the host sends. */
async function assets(env: Env, request: Request) {
  const answer = await env.ASSETS.fetch(request);
  return new Response(answer.body, answer);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    const [part, response] =
      pathname === signInPaths.start
        ? ['sign-in', await startSignIn(request, env)]
        : pathname === signInPaths.back
          ? ['sign-in', await finishSignIn(request, env)]
          : pathname.startsWith(recordingsPath)
            ? ['recordings', await recording(request, env.RECORDINGS)]
            : ['assets', await assets(env, request)];
    response.headers.set(workerHeader, part);
    return response;
  },

  /** The daily rebuild: a failure is thrown, so Cloudflare lists the run as failed. */
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    const hook = env.DEPLOY_HOOK_URL?.trim();
    if (!hook) {
      console.log(
        'Daily rebuild skipped: the secret DEPLOY_HOOK_URL is not set (setting-up guide, step 7).',
      );
      return;
    }
    const answer = await fetch(hook, { method: 'POST' });
    if (!answer.ok) {
      throw new Error(
        `Daily rebuild: the deploy hook answered ${answer.status} ${await answer.text()}`,
      );
    }
    console.log('Daily rebuild: Cloudflare has been asked to build the site again.');
  },
};
