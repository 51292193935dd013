import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bundleChunks, buildIslands, type IslandFile } from './islands-build.ts';

// Bundles the shared script for the root (`virtual:site-script`). What must hold at the first
// paint (first-paint.ts) is inline in every <head>, allowed by its hash: any request before the
// paint held it back in Lighthouse's model. That part asks for the rest (site-script.ts) after the
// paint, and for the player or the islands' script where the page has one. Each inline part is
// also written to /assets, which `npm run size` counts. The dev server makes them unminified.

const entryOf = (name: string) => fileURLToPath(new URL(`../browser/${name}.ts`, import.meta.url));
const entries = {
  rest: entryOf('site-script'),
  player: entryOf('sermon-player'),
  plain: entryOf('plain-first-paint-script'),
};
type Entry = keyof typeof entries;
/** The inline first-paint parts: a plain page's, a sermon page's, a page with islands'. */
const firstPaints = ['plain', 'withPlayer', 'withIslands'] as const;
type FirstPaint = (typeof firstPaints)[number];
const fileNames: Record<'rest' | 'player' | FirstPaint, string> = {
  rest: 'site',
  player: 'sermon-player',
  plain: 'site-first-paint-plain',
  withPlayer: 'site-first-paint-player',
  withIslands: 'site-first-paint-islands',
};
const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
// Under /assets/, which the first-paint part asks for by its address, as in a build.
const devUrls = {
  rest: '/assets/dev/site.js',
  player: '/assets/dev/sermon-player.js',
  islands: '/assets/dev/islands.js',
};

/** One script of app/browser as one file; `after`: what a first-paint part asks for. */
async function bundleScript(
  entry: Entry,
  { minify = true, format = 'iife' as 'es' | 'iife', after = { rest: '', page: '' } } = {},
) {
  const [chunk] = await bundleChunks(entries[entry], {
    minify,
    define: {
      __REST_OF_SITE_SCRIPT__: JSON.stringify(after.rest),
      __PAGE_SCRIPT__: JSON.stringify(after.page),
    },
    // What the first-paint part asks for is asked for by its address, not bundled in.
    external: [/^\/assets\//],
    output: { format },
  });
  if (!chunk) throw new Error('site-script: the bundle has no code');
  return chunk.code;
}

async function buildParts() {
  const file = (code: string, name: keyof typeof fileNames): IslandFile => {
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
    return { code, fileName: `assets/${fileNames[name]}-${hash}.js` };
  };
  const [restCode, playerCode, islands] = await Promise.all([
    bundleScript('rest', { format: 'es' }),
    bundleScript('player', { format: 'es' }),
    buildIslands(),
  ]);
  const rest = file(restCode, 'rest');
  const player = file(playerCode, 'player');
  const inline = await firstPaintParts({
    rest: `/${rest.fileName}`,
    player: `/${player.fileName}`,
    islands: `/${islands.entry}`,
  });
  const parts = firstPaints.map((part) => file(inline[part], part));
  return { inline, files: [rest, player, ...parts, ...islands.files] };
}

/** The three first-paint parts, each asking for the rest at `urls.rest`, and its page's script. */
async function firstPaintParts(urls: typeof devUrls, minify = true) {
  const part = (page: string) =>
    bundleScript('plain', { minify, after: { rest: urls.rest, page } });
  const [plain, withPlayer, withIslands] = await Promise.all([
    part(''),
    part(urls.player),
    part(urls.islands),
  ]);
  return { plain, withPlayer, withIslands } satisfies Record<FirstPaint, string>;
}

export function siteScript(): Plugin {
  let built: ReturnType<typeof buildParts> | undefined;
  const production = () => (built ??= buildParts());

  return {
    name: 'site-script',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (this.environment.mode !== 'build') {
        return `export const firstPaint = ${JSON.stringify(await firstPaintParts(devUrls, false))};`;
      }
      const { inline } = await production();
      // The inline parts' code only where pages are prerendered: the browser never needs it.
      const firstPaint =
        this.environment.name === 'ssr' ? inline : { plain: '', withPlayer: '', withIslands: '' };
      return `export const firstPaint = ${JSON.stringify(firstPaint)};`;
    },
    configureServer(server) {
      const scripts = {
        [devUrls.rest]: () => bundleScript('rest', { minify: false, format: 'es' }),
        [devUrls.player]: () => bundleScript('player', { minify: false, format: 'es' }),
        [devUrls.islands]: async () => (await buildIslands({ whole: true })).files[0]?.code ?? '',
      };
      for (const [url, script] of Object.entries(scripts)) {
        server.middlewares.use(url, (_request, response, next) => {
          script().then((code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(code);
          }, next);
        });
      }
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { code, fileName } of (await production()).files) {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}
