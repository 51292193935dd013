import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

// Bundles the shared script into classic scripts (IIFEs, not modules: a module would run
// after the first paint, too late for the notice) and gives them to the root through
// `virtual:site-script`. A page that does not hydrate loads site-script.ts as one file,
// /assets/site-<hash>.js, from its <head>. A live page, which runs inline scripts by hash
// anyway, has live-script.ts written into its <head>: any request of its own before the
// first paint, even deferred or async, made / and /events paint later in Lighthouse's mobile
// model (README). The live copy is also written to /assets, as the file `npm run size`
// counts it as. The dev server makes the whole script afresh on every request, for every page.

const entryOf = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const entries = { whole: entryOf('site-script'), live: entryOf('live-script') };
type Part = keyof typeof entries;
const fileNames: Record<Part, string> = { whole: 'site', live: 'site-live' };
const alias = { '~': fileURLToPath(new URL('..', import.meta.url)) };
const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
const devUrl = '/@site-script.js';

/** One part of the shared script's code, minified in production. */
export const bundleSiteScript = (minify = true, part: Part = 'whole') =>
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

type Built = Record<Part, { code: string; fileName: string }>;

async function buildParts(): Promise<Built> {
  const parts = Object.keys(entries) as Part[];
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
        return `export default ${JSON.stringify(devUrl)};\nexport const live = null;`;
      }
      const { whole, live } = await production();
      // The live copy's code only where pages are prerendered: the browser never needs it.
      const inline = this.environment.name === 'ssr' ? live.code : '';
      return `export default ${JSON.stringify(`/${whole.fileName}`)};\nexport const live = ${JSON.stringify({ inline })};`;
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
      for (const { code, fileName } of Object.values(await production())) {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}
