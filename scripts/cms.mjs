// `npm run cms`: the CMS on this computer, offline: Decap's local backend writing content/, the
// site's dev server, and Cloudflare's runtime, whose Worker takes a recording into the bucket
// `npm run preview` serves, asking the tests' own GitHub on loopback about a token made for this
// run (docs/decisions/0024). Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { appModules, freePort } from './cli.mjs';
import { startDecap, startHistory } from './cms-history.mjs';
import { startRuntime } from './local-runtime.mjs';
import { previewFiles } from './preview-config.mjs';

const require = createRequire(import.meta.url);
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sitePort = 5173;
// Decap looks for its local backend at http://localhost:8081 (config.yml, local_backend).
const backendPort = 8081;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
/** @type {(() => Promise<void>) | undefined} */
let closeGitHub;
/** @type {(() => Promise<unknown>) | undefined} */
let closeHistory;
/** @type {(() => Promise<unknown>) | undefined} */
let closeDecap;

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  // As Ctrl+C does: wrangler then stops its runtime too, which a SIGTERM left running.
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGINT');
  void closeGitHub?.();
  void closeHistory?.();
  void closeDecap?.();
  const exited = running.map((child) => new Promise((done) => child.once('exit', done)));
  const patience = new Promise((done) => setTimeout(done, 5000).unref());
  void Promise.race([Promise.all(exited), patience]).then(() => process.exit(code));
}

/**
 * @param {string} name @param {import('node:child_process').ChildProcess} child
 * @param {string} [without] What the CMS goes on without, if this one stops.
 */
function watch(name, child, without) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Ctrl+C reaches the children as well as this script, and may reach them first.
    if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') return stop(0);
    console.error(
      `\n${name} stopped (${signal ?? `exit code ${code}`}); ${without ?? 'stopping the CMS.'}`,
    );
    if (!without) stop(code || 1);
  });
  children.push(child);
  return child;
}

/** @param {string} name @param {string[]} args @param {Record<string, string>} [env] */
const start = (name, args, env = {}) =>
  watch(
    name,
    spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );

/** The tests' GitHub (e2e/support/github.ts), letting one token, made for this run, save. */
async function localGitHub() {
  const { module } =
    /** @type {{ module: typeof import('../e2e/support/github.ts') }} */
    (await runnerImport('/e2e/support/github.ts', { configFile: false, logLevel: 'silent' }));
  const gitHub = await module.startGitHub();
  const token = `gho_ThisComputer${randomBytes(16).toString('hex')}`;
  gitHub.tokens.editors.push(token);
  closeGitHub = gitHub.close;
  return { origin: gitHub.origin, token, client: module.client };
}

/**
 * The runtime's only file: /admin/build.json naming the repository the Worker asks GitHub about.
 * @param {{ repo: string, branch: string }} backend
 */
function runtimeFiles({ repo, branch }) {
  const dir = resolve('.wrangler/cms-files');
  mkdirSync(join(dir, 'admin'), { recursive: true });
  writeFileSync(join(dir, 'admin/build.json'), JSON.stringify({ backend: { repo, branch } }));
  return dir;
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 600 && !stopping; i++) {
    const method = url.endsWith('/api/v1') ? 'POST' : 'GET';
    const response = await fetch(url, { method }).catch(() => undefined);
    if (response && response.status < 500) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

// decap-server behind the history of saves (cms-history.mjs), which Decap reaches: decap-server
// itself answers only the history server, which answers only the editor's page.
const decap = await startDecap(root);
closeDecap = decap.close;
({ close: closeHistory } = await startHistory({
  root,
  decap: decap.origin,
  secret: decap.secret,
  port: backendPort,
  // The dev server's page, the only one that may ask (under either name of this computer).
  origins: [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`],
}));
const { cmsBackend, cmsRuntimeEnv } = await appModules();
const gitHub = await localGitHub();
const runtimePort = await freePort();
watch(
  "Cloudflare's runtime",
  await startRuntime({
    assets: runtimeFiles(cmsBackend),
    config: resolve('.wrangler/cms.jsonc'),
    // The bucket `npm run preview` serves (on its own port, 4173).
    state: previewFiles(4173).state,
    port: runtimePort,
    // The tests' GitHub checks the token as made by this OAuth App of its own.
    vars: {
      GITHUB_ORIGIN: gitHub.origin,
      GITHUB_CLIENT_ID: gitHub.client.id,
      GITHUB_CLIENT_SECRET: gitHub.client.secret,
    },
  }),
  'the CMS goes on, but cannot upload a recording until it is started again.',
);
start(
  'The site',
  [
    // The package's command file itself, run with Node, so this works on Windows too.
    join(dirname(require.resolve('@react-router/dev/package.json')), 'bin.js'),
    'dev',
    '--port',
    String(sitePort),
    '--strictPort',
  ],
  {
    [cmsRuntimeEnv.origin]: `http://127.0.0.1:${runtimePort}`,
    [cmsRuntimeEnv.token]: gitHub.token,
  },
);

if (
  (await waitFor(`http://127.0.0.1:${backendPort}/api/v1`)) &&
  (await waitFor(`http://localhost:${sitePort}/admin/`))
) {
  console.log(
    `\nOpen http://localhost:${sitePort}/admin/ and choose Login. Each save changes the files in content/.` +
      '\nPress Ctrl+C to stop.\n',
  );
}
