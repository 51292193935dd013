// The paths the Worker answers (wrangler.jsonc's run_worker_first names the same), and the
// header that marks its answers, by which the browser tests tell them from the host's.
export const signInPaths = { start: '/admin/auth', back: '/admin/callback' } as const;
export const recordingsPath = '/recordings/';
export const workerHeader = 'X-Site-Worker';
