import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { buildConstants, contentListing } from '../content/loading/listing.server.ts';
import { contentDir } from '../content/loading/load.server.ts';
import { firstDateWords } from './content-plugin.ts';

/** One file of the islands' build, as it is written to the site. */
export type IslandFile = Pick<Rolldown.OutputChunk, 'code' | 'fileName'>;

const entry = fileURLToPath(new URL('../browser/islands.tsx', import.meta.url));

interface BundleOptions {
  minify: boolean;
  define?: Record<string, string>;
  plugins?: Plugin[];
  external?: RegExp[];
  output: Rolldown.OutputOptions;
}

/** Bundles `input` in memory, apart from React Router's build: its chunks. */
export async function bundleChunks(
  input: Rolldown.InputOption,
  { minify, define, plugins, external, output }: BundleOptions,
) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    mode: minify ? 'production' : 'development',
    define,
    plugins,
    build: {
      write: false,
      minify,
      target: 'es2022',
      // Vite's preload adds a <link> per chunk from script, a cold /events's longest call
      // (docs/measurements.md, 2026-11-27): islands.tsx asks for an island's chunks at once.
      modulePreload: false,
      rolldownOptions: { input, external, output, checks: { bundlerTimings: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/**
 * The islands' script and each island's chunk, a build beside React Router's (whose client no
 * page loads), so React is in the site once. `whole`: one file (the dev server's); else `entry` is
 * what a page asks for.
 */
export async function buildIslands({ whole = false } = {}) {
  const chunks = await bundleChunks(
    { islands: entry },
    {
      minify: !whole,
      define: buildConstants(contentListing(contentDir())),
      plugins: [firstDateWords()],
      output: {
        format: 'es',
        // React with the small modules every island uses (JSX, clsx): fewer requests.
        codeSplitting: !whole && {
          groups: [
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler|clsx)\//,
            },
          ],
        },
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  );
  const main = chunks.find((chunk) => chunk.isEntry);
  if (!main) throw new Error('islands: the bundle has no entry');
  return {
    entry: main.fileName,
    files: chunks.map(({ code, fileName }) => ({ code, fileName })),
  };
}
