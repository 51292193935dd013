import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

// Bundles the shared script and gives it to the root through `virtual:site-script`, so that
// nothing holds back a page's first paint. What must hold at the first paint (the notice,
// <html data-js>, ended events: first-paint.ts) is written into every page's <head>, allowed
// by its hash; a request before the first paint, even for a few hundred bytes and deferred,
// held it back in Lighthouse's model. A plain page's copy (plain-first-paint-script.ts) then
// asks for the rest, the module /assets/site-<hash>.js (site-script.ts), once the page has
// painted; a live page's copy (first-paint-script.ts) asks for nothing, as the page runs its
// own copy of the rest once React has it. Each inline part is also written to /assets, as the
// file `npm run size` counts it as. The dev server makes the whole script (dev-script.ts)
// afresh on every request, for every page, from the <head>.

const entryOf = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const entries = {
  rest: entryOf('site-script'),
  live: entryOf('first-paint-script'),
  plain: entryOf('plain-first-paint-script'),
  dev: entryOf('dev-script'),
};
type Part = keyof typeof entries;
type BuiltPart = Exclude<Part, 'dev'>;
const fileNames: Record<BuiltPart, string> = {
  rest: 'site',
  live: 'site-first-paint',
  plain: 'site-first-paint-plain',
};
const alias = { '~': fileURLToPath(new URL('..', import.meta.url)) };
const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
const devUrl = '/@site-script.js';

/**
 * One part of the shared script's code, minified in production: the rest as a module (a plain
 * page imports it), the others as classic scripts (IIFEs). `rest` is the rest's address, for
 * the part that asks for it.
 */
export async function bundleSiteScript(
  minify = true,
  part: Part = 'rest',
  rest = '',
): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias },
    mode: minify ? 'production' : 'development',
    define: { __REST_OF_SITE_SCRIPT__: JSON.stringify(rest) },
    build: {
      write: false,
      minify,
      target: 'es2022',
      rolldownOptions: {
        input: entries[part],
        // The rest is asked for by its address, not bundled in.
        external: [/^\/assets\//],
        output: { format: part === 'rest' ? 'es' : 'iife' },
      },
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
  const restCode = await bundleSiteScript(true, 'rest');
  const rest = { code: restCode, fileName: siteScriptFileName(restCode, fileNames.rest) };
  const [live, plain] = await Promise.all(
    (['live', 'plain'] as const).map(async (part) => {
      const code = await bundleSiteScript(true, part, `/${rest.fileName}`);
      return { code, fileName: siteScriptFileName(code, fileNames[part]) };
    }),
  );
  return { rest, live: live!, plain: plain! };
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
      const { rest, live, plain } = await production();
      // The inline parts' code only where pages are prerendered: the browser never needs it.
      const prerendering = this.environment.name === 'ssr';
      const firstPaint = {
        live: prerendering ? live.code : '',
        plain: prerendering ? plain.code : '',
      };
      return `export default ${JSON.stringify(`/${rest.fileName}`)};\nexport const firstPaint = ${JSON.stringify(firstPaint)};`;
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
