// `npm run preview`: serves the build with Cloudflare Pages' own local runtime (wrangler's
// `pages dev`, workerd underneath), so URL mapping, 404.html, `_headers` parsing and its limits
// are the host's, not an imitation's. BUILD_DIR picks the client folder, PORT the port.
// Offline it warns once that it cannot fetch `Request.cf`; that is harmless here.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const root = resolve(process.env.BUILD_DIR ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
// The newest date the pinned wrangler's runtime (workerd) knows.
export const compatibilityDate = '2026-04-01';

if (!existsSync(join(root, '_headers'))) {
  console.error(`There is no build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/**
 * Where wrangler writes its debug log: a file per preview in .wrangler/logs/, not the user's
 * ~/.config/.wrangler/logs/. It logs every request's DevTools traffic there (about 25 KB a
 * page load, hundreds of MB for one `npm test`), so the logs of previews that have ended are
 * removed as the next one starts.
 */
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

const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const child = spawn(
  process.execPath,
  [
    wrangler,
    'pages',
    'dev',
    root,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    // A free port for the runtime's debugger, so several previews can run side by side.
    '--inspector-port',
    String(await freePort()),
    '--compatibility-date',
    compatibilityDate,
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG ?? 'warn',
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: debugLog() },
  },
);
console.log(`Serving ${root} with Cloudflare Pages' runtime at http://localhost:${port}`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
