// `npm run cms`: the dev server passes the recordings' paths to the local Cloudflare runtime, whose
// Worker takes uploads into `npm run preview`'s bucket (docs/decisions/0024). The local sign-in
// holds no GitHub token, so each upload carries the one the run's loopback GitHub knows.
import type { ProxyOptions } from 'vite';
import { recordingsPath, uploadPath } from '../worker/paths.ts';

/** What scripts/cms.mjs tells the dev server. */
export const cmsRuntimeEnv = { origin: 'CMS_RUNTIME_ORIGIN', token: 'CMS_RUNTIME_TOKEN' } as const;

/** Vite's `server.proxy` for the CMS's run; none on any other (the box then says so). */
export function cmsRuntimeProxy(
  env: NodeJS.ProcessEnv = process.env,
): Record<string, ProxyOptions> | undefined {
  const target = env[cmsRuntimeEnv.origin];
  const token = env[cmsRuntimeEnv.token];
  if (!target || !token) return undefined;
  // The Host kept (no changeOrigin): the Worker takes only what comes from its page's origin.
  return {
    [uploadPath]: { target, headers: { Authorization: `token ${token}` } },
    [recordingsPath]: { target },
  };
}
