// `npm run cms` (scripts/cms.mjs): the dev server sends the recordings' paths on to Cloudflare's
// runtime on this computer, whose Worker takes the upload into the bucket `npm run preview`
// serves (docs/decisions/0024). The local backend's sign-in holds no GitHub token, so each upload
// goes with the one the run's own GitHub on loopback knows; the Worker asks it as it asks GitHub.
import type { ProxyOptions } from 'vite';
import { recordingsPath, uploadPath } from '../worker/paths.ts';

/** What scripts/cms.mjs tells the dev server: the runtime's address, and the token. */
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
