import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

// Bundles site-script.ts into one classic script (an IIFE, not a module: a module would run
// after the first paint, too late for the notice) and gives the root its address through
// `import siteScript from 'virtual:site-script'`. In a build the file is
// /assets/site-<hash>.js, cached for good like the other assets; the dev server makes it
// afresh on every request.

const entry = fileURLToPath(new URL('./site-script.ts', import.meta.url));
const alias = { '~': fileURLToPath(new URL('..', import.meta.url)) };
const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
const devUrl = '/@site-script.js';

/** The shared script's code, minified in production. */
export async function bundleSiteScript(minify = true): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias },
    mode: minify ? 'production' : 'development',
    build: {
      write: false,
      minify,
      target: 'es2022',
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('site-script: the bundle has no code');
  return chunk.code;
}

export const siteScriptFileName = (code: string) =>
  `assets/site-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

export function siteScript(): Plugin {
  let serving = false;
  let built: Promise<{ code: string; fileName: string }> | undefined;
  const production = () =>
    (built ??= bundleSiteScript().then((code) => ({ code, fileName: siteScriptFileName(code) })));

  return {
    name: 'site-script',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const url = serving ? devUrl : `/${(await production()).fileName}`;
      return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_request, response, next) => {
        bundleSiteScript(false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { code, fileName } = await production();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
