// `npm run preview`: serves the build from wrangler.jsonc on Cloudflare's own local runtime, so it
// serves what the host does, not an imitation's (docs/architecture/worker.md, "The preview").
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startRuntime } from './local-runtime.mjs';
import { previewFiles } from './preview-config.mjs';

const root = resolve(process.env.BUILD_DIR ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
/** The sign-in's settings a preview passes on to the Worker, when set (e2e/sign-in.spec.ts). */
const workerVariables = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_ORIGIN'];

if (!existsSync(join(root, '_headers'))) {
  console.error(`There is no build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const child = await startRuntime({
  assets: root,
  ...previewFiles(port),
  port,
  vars: Object.fromEntries(
    workerVariables.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  ),
});
console.log(
  `Serving ${root} with Cloudflare's runtime, as wrangler.jsonc says, at http://localhost:${port}`,
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
