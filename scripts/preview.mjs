// `npm run preview`: serves the build as Cloudflare does, from the repository's wrangler.jsonc
// on the host's own local runtime (workerd), so that what it serves is the host's, not an
// imitation's (docs/architecture.md, "npm run preview").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { freePort } from './cli.mjs';
import { previewConfig, previewFiles } from './preview-config.mjs';

const root = resolve(process.env.BUILD_DIR ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
/** The sign-in's settings a preview passes on to the Worker, when set (e2e/sign-in.spec.ts). */
const workerVariables = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_ORIGIN'];

if (!existsSync(join(root, '_headers'))) {
  console.error(`There is no build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** Wrangler's debug log: a file per preview, not one in ~/.config that grows for good. */
function debugLog() {
  const dir = resolve('.wrangler/logs');
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const pid = Number(/^preview-(\d+)\.log$/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(dir, name), { force: true });
  }
  return join(dir, `preview-${process.pid}.log`);
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Asks the runtime to stop recording every request's network events, two thirds of the
 * preview's CPU (docs/measurements.md); if it cannot, the preview is only slower.
 * @param {number} inspector The inspector's port.
 */
async function stopNetworkRecording(inspector) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      // The inspector answers a connection once the runtime is up.
      const socket = new WebSocket(`ws://127.0.0.1:${inspector}/ws`);
      await new Promise((opened, failed) => socket.once('open', opened).once('error', failed));
      // Our answer starts `{"id":1,`; the other messages (events, which may hold an "id": 1
      // further in, and answers to wrangler) are many and large, so they are not parsed.
      const answered = new Promise((done, failed) => {
        socket.on('message', (data) => {
          if (String(data).startsWith('{"id":1,')) done(undefined);
        });
        socket.once('close', () => failed(new Error('the inspector closed before answering')));
      });
      socket.send(JSON.stringify({ id: 1, method: 'Network.disable' }));
      await answered;
      socket.close();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        console.warn(`The preview could not turn off the runtime's network recording: ${error}`);
        return;
      }
      await sleep(250);
    }
  }
}

const { config, state } = previewFiles(port);
mkdirSync(dirname(config), { recursive: true });
writeFileSync(
  config,
  previewConfig(readFileSync('wrangler.jsonc', 'utf8'), {
    assets: root,
    main: resolve('app/worker/index.ts'),
  }),
);
const inspectorPort = await freePort();
const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const child = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--config',
    config,
    '--persist-to',
    state,
    ...workerVariables.flatMap((name) =>
      process.env[name] ? ['--var', `${name}:${process.env[name]}`] : [],
    ),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    // A free port for the runtime's debugger, so several previews can run side by side.
    '--inspector-port',
    String(inspectorPort),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: debugLog() },
  },
);
console.log(
  `Serving ${root} with Cloudflare's runtime, as wrangler.jsonc says, at http://localhost:${port}`,
);
void stopNetworkRecording(inspectorPort);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
