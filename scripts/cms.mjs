// `npm run cms`: the CMS on this computer, offline and without an account: Decap's local backend,
// which writes the files in content/, beside the site's dev server. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sitePort = 5173;
// Decap looks for its local backend at http://localhost:8081 (config.yml, local_backend).
const backendPort = 8081;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give them a moment to close their ports, then leave.
  setTimeout(() => process.exit(code), 500).unref();
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function start(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Ctrl+C reaches the children as well as this script, and may reach them first.
    if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') return stop(0);
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the CMS.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 600 && !stopping; i++) {
    try {
      const response = await fetch(url, { method: url.endsWith('/api/v1') ? 'POST' : 'GET' });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

start('decap-server', [require.resolve('decap-server/dist/index.js')], {
  PORT: String(backendPort),
  // Only this computer may reach it: it writes files.
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: root,
  MODE: 'fs',
});
start('The site', [
  // The package's command file itself, run with Node, so this works on Windows too.
  join(dirname(require.resolve('@react-router/dev/package.json')), 'bin.js'),
  'dev',
  '--port',
  String(sitePort),
  '--strictPort',
]);

if (
  (await waitFor(`http://127.0.0.1:${backendPort}/api/v1`)) &&
  (await waitFor(`http://localhost:${sitePort}/admin/`))
) {
  console.log(
    `\nOpen http://localhost:${sitePort}/admin/ and choose Login. Each save changes the files in content/.` +
      '\nPress Ctrl+C to stop.\n',
  );
}
