import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

// Bundles the shared script into classic scripts (IIFEs, not modules) and gives them to the
// root through `virtual:site-script`, in two parts, so that nothing blocks a page's first
// paint. The first-paint part (first-paint-script.ts: the notice, <html data-js>, ended
// events) is written into every page's <head>, allowed by its hash: a request before the first
// paint, even for a few hundred bytes, held it back. The rest (site-script.ts) is the file
// /assets/site-<hash>.js that a page that does not hydrate loads with `defer`; a live page runs
// its own copy of the rest once React has it. The first part is also written to /assets, as
// the file `npm run size` counts it as. The dev server makes the whole script (dev-script.ts)
// afresh on every request, for every page, from the <head>.

const entryOf = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const entries = {
  rest: entryOf('site-script'),
  firstPaint: entryOf('first-paint-script'),
  dev: entryOf('dev-script'),
};
type Part = keyof typeof entries;
type BuiltPart = Exclude<Part, 'dev'>;
const fileNames: Record<BuiltPart, string> = { rest: 'site', firstPaint: 'site-first-paint' };
const alias = { '~': fileURLToPath(new URL('..', import.meta.url)) };
const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
const devUrl = '/@site-script.js';

/** One part of the shared script's code, minified in production. */
export const bundleSiteScript = (minify = true, part: Part = 'rest') =>
  bundleScript(entries[part], minify);

/** A plain script of app/browser as one classic file (an IIFE), minified in production. */
export async function bundleScript(entry: string, minify = true): Promise<string> {
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

export const siteScriptFileName = (code: string, name = 'site') =>
  `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

type Built = Record<BuiltPart, { code: string; fileName: string }>;

async function buildParts(): Promise<Built> {
  const parts = Object.keys(fileNames) as BuiltPart[];
  const codes = await Promise.all(parts.map((part) => bundleSiteScript(true, part)));
  return Object.fromEntries(
    parts.map((part, i) => {
      const code = codes[i] ?? '';
      return [part, { code, fileName: siteScriptFileName(code, fileNames[part]) }];
    }),
  ) as Built;
}

export function siteScript(): Plugin {
  let serving = false;
  let built: Promise<Built> | undefined;
  const production = () => (built ??= buildParts());

  return {
    name: 'site-script',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (serving) {
        return `export default ${JSON.stringify(devUrl)};\nexport const firstPaint = null;`;
      }
      const { rest, firstPaint } = await production();
      // The first part's code only where pages are prerendered: the browser never needs it.
      const inline = this.environment.name === 'ssr' ? firstPaint.code : '';
      return `export default ${JSON.stringify(`/${rest.fileName}`)};\nexport const firstPaint = ${JSON.stringify({ inline })};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_request, response, next) => {
        bundleSiteScript(false, 'dev').then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { code, fileName } of Object.values(await production())) {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}
