// Cloudflare's runtime on this computer (wrangler dev), serving wrangler.jsonc as the preview
// writes it: for `npm run preview` and `npm run cms` (the recordings' upload).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { freePort } from './cli.mjs';
import { previewConfig } from './preview-config.mjs';

/** Wrangler's debug log: a file per runtime, not one in ~/.config that grows for good. */
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
 * Stops the runtime recording network events, two thirds of its CPU (docs/measurements.md).
 * @param {number} inspector The inspector's port.
 */
async function stopNetworkRecording(inspector) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      // The inspector answers a connection once the runtime is up.
      const socket = new WebSocket(`ws://127.0.0.1:${inspector}/ws`);
      await new Promise((opened, failed) => socket.once('open', opened).once('error', failed));
      // Our answer starts `{"id":1,`; the other messages are many and large, so none is parsed.
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

/**
 * Starts the runtime on `port` (loopback only), wrangler.jsonc written to `config` for the files
 * in `assets`, the recordings bucket in `state`, and `vars` for the Worker.
 * @param {{ assets: string, config: string, state: string, port: number, vars?: Record<string, string> }} where
 */
export async function startRuntime({ assets, config, state, port, vars = {} }) {
  mkdirSync(dirname(config), { recursive: true });
  writeFileSync(
    config,
    previewConfig(readFileSync('wrangler.jsonc', 'utf8'), {
      assets,
      // The CMS tests' Worker has a fake Workers AI (test/worker-with-fake-whisper.ts); only
      // this preview's own entry can name it, never the deployed one.
      main: resolve(
        process.env.PREVIEW_FAKE_WHISPER
          ? 'test/worker-with-fake-whisper.ts'
          : 'app/worker/index.ts',
      ),
    }),
  );
  const inspectorPort = await freePort();
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      `--config=${config}`,
      `--persist-to=${state}`,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      `--port=${port}`,
      '--ip=127.0.0.1',
      // Its own, so several runtimes can run side by side.
      `--inspector-port=${inspectorPort}`,
      '--show-interactive-dev-session=false',
      '--log-level=warn',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: debugLog() },
    },
  );
  void stopNetworkRecording(inspectorPort);
  return child;
}
