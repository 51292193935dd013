// The site's Worker as the CMS tests' preview runs it (scripts/local-runtime.mjs, when
// PREVIEW_FAKE_WHISPER is set): the same Worker, given a fake Workers AI. Production's entry is
// wrangler.jsonc's `main`, app/worker/index.ts, which never names this file (decision 0049).
import worker, { type Env } from '../app/worker/index.ts';
import { fakeWhisper } from './fake-whisper.ts';

export { UploadLedger } from '../app/worker/index.ts';

// One fake for the runtime: its count of pieces is per process, as Workers AI's day is per account.
const whisper = fakeWhisper();

export default {
  fetch: (request: Request, env: Env) => worker.fetch(request, { ...env, AI: whisper }),
  scheduled: worker.scheduled,
};
