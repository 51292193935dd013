// The site's own code on Cloudflare (wrangler.jsonc's `main`). Only the paths its
// `run_worker_first` names reach it: /admin's sign-in and the recordings. Every other request
// is a static one, answered by the host from the build with its _headers and _redirects
// (free and without limit), and never runs this (e2e/host.spec.ts checks both).
import { recordingsPath, signInPaths, workerHeader } from './paths.ts';
import { recording, type RecordingsBucket } from './recordings.ts';
import { finishSignIn, startSignIn, type SignInEnv } from './sign-in.ts';

export interface Env extends SignInEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  RECORDINGS?: RecordingsBucket;
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
};
