// `npm run bench:scale [years]` (default 10): how the build copes with years of content. Builds
// a copy of the content folder (content/, or CONTENT_DIR) with `years` more of weekly content
// ending today, and prints the build's time, memory and output. Fails past the gates
// (bench-scale-output.mjs; --no-gate reports them only) or when a feed does not parse; --keep
// keeps the folder. Not part of `npm test`: a 10-year build takes 40-odd seconds on two cores.
import { cpSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appModules } from './cli.mjs';
import {
  existingContent,
  generateContent,
  londonToday,
  writeContent,
} from './bench-scale-content.mjs';
import { build } from './bench-scale-build.mjs';
import { imagesOf, measureOutput, summarise } from './bench-scale-output.mjs';

/** @param {string[]} argv [years] [--keep] [--no-gate] */
export function parseArgs(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  for (const flag of flags) {
    if (flag !== '--keep' && flag !== '--no-gate') throw new Error(`Unknown option ${flag}`);
  }
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const years = positional.length > 0 ? Number(positional[0]) : 10;
  if (positional.length > 1 || !Number.isFinite(years) || years <= 0) {
    throw new Error(
      `Give the number of years as one number more than 0, such as 10 (not "${positional.join(' ')}")`,
    );
  }
  return { years, keep: flags.has('--keep'), gate: !flags.has('--no-gate') };
}

async function main() {
  /** @type {ReturnType<typeof parseArgs>} */
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const source = resolve(root, process.env.CONTENT_DIR ?? 'content');
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  // The prerender imports the server build from BUILD_DIR's parent, whose imports
  // (@react-router/node) must resolve from there: outside the project, through this link.
  const modules = join(work, 'node_modules');
  const content = join(work, 'content');
  const app = await appModules();
  // The build's copies of this content's pictures: of no use to the next run, which has its own.
  const imageCache = app.imageCacheFor(content);
  symlinkSync(join(root, 'node_modules'), modules, 'dir');
  const cleanUp = () => {
    if (options.keep) {
      console.log(`Kept ${work} and ${imageCache} (--keep).`);
      return;
    }
    // The link first, so nothing below can ever reach the project's node_modules.
    unlinkSync(modules);
    rmSync(work, { recursive: true, force: true });
    rmSync(imageCache, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });

  try {
    cpSync(source, content, { recursive: true });
    const today = londonToday();
    const { before, ...existing } = existingContent(content, app);
    const { counts, files } = generateContent({ years: options.years, today, ...existing }, app);
    writeContent(content, files);

    const client = join(work, 'build/client');
    console.log(
      `Building ${relative(root, source) || source} with ${options.years} years of extra content in ${work} …`,
    );
    const result = await build({
      root,
      work,
      // No events snapshot or groups: the benchmark measures the archive, not ChurchSuite.
      env: {
        ...process.env,
        CONTENT_DIR: content,
        BUILD_DIR: client,
        EVENTS_SNAPSHOT_URL: 'none',
        VITE_GROUPS_FEED_URL: 'none',
        VITE_BOOKINGS_FEED_URL: 'none',
      },
    });
    if (result.code !== 0) {
      console.error(result.log.split('\n').slice(-40).join('\n'));
      console.error(
        `\nThe build of the generated content failed (exit code ${result.code}) after ${result.seconds.toFixed(1)} s; its last lines are above${options.keep ? `, all of it in ${join(work, 'build.log')}` : ''}.`,
      );
      process.exitCode = 1;
      return;
    }
    const { table, sentences, failed } = summarise({
      years: options.years,
      today,
      counts,
      before,
      buildSeconds: result.seconds,
      memory: result.memory,
      output: await measureOutput(client, app.paths),
      images: imagesOf(result.log),
      gate: options.gate,
    });
    console.log(`\n${table}`);
    if (sentences.length > 0) console.log(`\n${sentences.join('\n')}`);
    if (failed) process.exitCode = 1;
    else if (sentences.length === 0) console.log('\nWithin the gates.');
  } finally {
    cleanUp();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
