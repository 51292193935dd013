// The site's code on Cloudflare (wrangler.jsonc's `main`): only `run_worker_first`'s paths reach
// it, the host answers the rest, free and without limit (e2e/host.spec.ts checks); its daily cron
// asks for a rebuild.
import { noFraming, securityHeaders } from '../lib/security-headers.ts';
import { tooFastPause, uploadRefusals } from '../lib/recording-upload.ts';
import { logged } from './log.ts';
import { recordingsPath, signInPaths, transcriptPath, uploadPath, workerHeader } from './paths.ts';
import { withinLimit, type RateLimitEnv } from './rate-limits.ts';
import { recording, type RecordingsBucket } from './recordings.ts';
import {
  finishSignIn,
  messageOf,
  refusedPage,
  refusals,
  startSignIn,
  type SignInEnv,
} from './sign-in.ts';
import { transcript, type TranscriptBucket, type WhisperBinding } from './transcripts.ts';
import type { LedgerNamespace } from './upload-ledger.ts';
import { upload, type UploadBucket } from './upload.ts';

/** The uploads' ledger, a Durable Object the runtime finds by its class's name here. */
export { UploadLedger } from './upload-ledger.ts';

export interface Env extends SignInEnv, RateLimitEnv {
  RECORDINGS?: RecordingsBucket & UploadBucket & TranscriptBucket;
  /** Workers AI (wrangler.jsonc's `ai`), which writes transcripts; absent in the preview. */
  AI?: WhisperBinding;
  /** The uploads' ledger (wrangler.jsonc's `durable_objects`). */
  UPLOADS?: LedgerNamespace;
  /** The site's deploy hook, from Cloudflare's Settings → Builds (docs/setting-up.md, step 7). */
  DEPLOY_HOOK_URL?: string;
}

/** Not reached while run_worker_first names only the paths above: a copy of what the host sends. */
async function assets(env: Env, request: Request) {
  const answer = await env.ASSETS.fetch(request);
  return new Response(answer.body, answer);
}

/** The site's hardening headers (`_headers` reaches static files only), and no framing. */
export function strict(response: Response) {
  const { headers } = response;
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const own = (headers.get('Content-Security-Policy') ?? "default-src 'none'")
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive));
  headers.set('Content-Security-Policy', [...own, noFraming].join('; '));
  return response;
}

/** Past its rate limit (rate-limits.ts), a client is told to wait, before GitHub or R2 hears of it. */
const tooFast = { 'Retry-After': String(tooFastPause), 'Cache-Control': 'no-store' };

async function route(request: Request, env: Env): Promise<[string, Response]> {
  const { pathname } = new URL(request.url);
  if (pathname === signInPaths.start || pathname === signInPaths.back) {
    if (!(await withinLimit(env.SIGN_IN_LIMIT, request))) {
      return ['sign-in', await refusedPage(refusals.tooFast, 429, tooFast)];
    }
    const sign = pathname === signInPaths.start ? startSignIn : finishSignIn;
    return ['sign-in', await sign(request, env)];
  }
  // A transcript's piece waits on Whisper, not the CPU; the uploads' rate limit counts it too.
  const byEditors = [
    ['upload', uploadPath, upload],
    ['transcript', transcriptPath, transcript],
  ] as const;
  for (const [name, path, answer] of byEditors) {
    if (!pathname.startsWith(path)) continue;
    if (!(await withinLimit(env.UPLOAD_LIMIT, request))) {
      const refused = { said: uploadRefusals.tooFast };
      return [name, Response.json(refused, { status: 429, headers: tooFast })];
    }
    return [name, await answer(request, env)];
  }
  if (pathname.startsWith(recordingsPath)) {
    return ['recordings', await recording(request, env.RECORDINGS)];
  }
  return ['assets', await assets(env, request)];
}

export const rebuildTries = { tries: 3, timeLimitSeconds: 30, pauseSeconds: 60 };

/** One call of the deploy hook: undefined when it took the request, else what went wrong. */
async function askForBuild(hook: string) {
  try {
    const answer = await fetch(hook, {
      method: 'POST',
      signal: AbortSignal.timeout(rebuildTries.timeLimitSeconds * 1000),
    });
    if (answer.ok) return undefined;
    return `the deploy hook answered ${answer.status} ${(await answer.text()).slice(0, 300)}`;
  } catch (failure) {
    if (failure instanceof Error && failure.name === 'TimeoutError') {
      return `the deploy hook did not answer within ${rebuildTries.timeLimitSeconds} seconds`;
    }
    return `the deploy hook could not be reached (${messageOf(failure)})`;
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    let part: string;
    let response: Response;
    try {
      [part, response] = await route(request, env);
    } catch (failure) {
      // Without this, Cloudflare's own error page would go out, with none of the headers below.
      console.error(
        `The Worker failed on ${logged(new URL(request.url).pathname)}: ${logged(failure)}`,
      );
      part = 'failure';
      response = new Response(
        'Something went wrong on the website’s side: please try again in a few minutes.',
        { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
      );
    }
    response.headers.set(workerHeader, part);
    return strict(response);
  },

  /** The daily rebuild; when every try fails it throws, so Cloudflare lists the run as failed. */
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    const hook = env.DEPLOY_HOOK_URL?.trim();
    if (!hook) {
      console.log(
        'Daily rebuild skipped: the secret DEPLOY_HOOK_URL is not set (setting-up guide, step 7).',
      );
      return;
    }
    const { tries, pauseSeconds } = rebuildTries;
    let failed: string | undefined;
    for (let attempt = 1; attempt <= tries; attempt++) {
      if (attempt > 1) await new Promise((wait) => setTimeout(wait, pauseSeconds * 1000));
      failed = await askForBuild(hook);
      if (!failed) {
        const when = attempt === 1 ? 'at the first try' : `at try ${attempt} of ${tries}`;
        console.log(`Daily rebuild: Cloudflare has been asked to build the site again (${when}).`);
        return;
      }
      console.warn(`Daily rebuild, try ${attempt} of ${tries}: ${failed}.`);
    }
    throw new Error(`Daily rebuild: every try failed (${tries}); at the last, ${failed}.`);
  },
};
