// `npm run preview`: serves the build with Cloudflare Pages' own local runtime (wrangler's
// `pages dev`, workerd underneath), so URL mapping, 404.html, `_headers` parsing and its limits
// are the host's, not an imitation's. BUILD_DIR picks the client folder, PORT the port.
// Offline it warns once that it cannot fetch `Request.cf`; that is harmless here.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(process.env.BUILD_DIR ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
// The newest date the pinned wrangler's runtime (workerd) knows.
export const compatibilityDate = '2026-04-01';

if (!existsSync(join(root, '_headers'))) {
  console.error(`There is no build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** A free port for the runtime's debugger, so several previews can run side by side. */
const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });

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
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  },
);
console.log(`Serving ${root} with Cloudflare Pages' runtime at http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
