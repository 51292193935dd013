// The Worker's paths (as wrangler.jsonc's run_worker_first) and the header marking its answers.
import { adminFolder, recordingsFolder } from '../lib/built-files.js';

export const signInPaths = { start: '/admin/auth', back: '/admin/callback' } as const;
export const recordingsPath = `/${recordingsFolder}/`;
/** /admin's recording box sends a sermon's MP3 here (upload.ts). */
export { uploadPath } from '../lib/recording-upload.ts';
/** /admin's transcript box sends a recording's pieces here (transcripts.ts). */
export { transcriptPath } from '../lib/transcript-writing.ts';
export const workerHeader = 'X-Site-Worker';
/** What the build tells /admin (admin-plugin.ts), where the sign-in reads the repository. */
export const buildFactsPath = `/${adminFolder}/build.json`;
