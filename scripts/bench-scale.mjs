// `npm run bench:scale [years]` (default 10): how the build copes with years of content. Copies
// the content folder (content/, or CONTENT_DIR) to a temporary folder, adds `years` of weekly
// sermons (two a Sunday, a series every 26), notices (one a week) and series ending today,
// builds that copy, and prints the build's time, memory and output. Fails past the gates below
// (--no-gate reports them only) or when a feed does not parse; --keep keeps the folder.
// Not part of `npm test`: a 10-year build takes 40-odd seconds on two quiet cores.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appModules } from './app-modules.mjs';
import {
  existingSlugs,
  generateContent,
  londonToday,
  reusableReferences,
  writeContent,
} from './bench-scale-content.mjs';
import { imagesOf, MB, measureOutput, summarise } from './bench-scale-output.mjs';

/**
 * Options from the command line: [years] [--keep] [--no-gate].
 * @param {string[]} argv
 */
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

/**
 * The process and its descendants' resident memory now, in bytes, from /proc (Linux).
 * @param {number} root
 */
function treeRss(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and brackets: the fields after its last ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    try {
      const kbytes = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
      if (kbytes) total += Number(kbytes[1]) * 1024;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `npm run build` on the copy: wall time, output kept in a log, memory as it can.
 * @param {{ root: string, work: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ code: number | null, seconds: number, log: string, memory: { mb: number | undefined, how: string }[] }>}
 */
function build({ root, work, env }) {
  const time = '/usr/bin/time';
  const useTime = existsSync(time);
  const timeFile = join(work, 'time.txt');
  const [command, ...args] = useTime
    ? [time, '-v', '-o', timeFile, 'npm', 'run', 'build']
    : ['npm', 'run', 'build'];
  const sampling = existsSync('/proc/self/status');
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peakTree = 0;
    const timer = sampling
      ? setInterval(() => (peakTree = Math.max(peakTree, treeRss(child.pid ?? 0))), 200)
      : undefined;
    child.on('error', fail);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      writeFileSync(join(work, 'build.log'), log);
      /** @type {{ mb: number | undefined, how: string }[]} */
      const memory = [];
      if (useTime) {
        const maxRss = existsSync(timeFile)
          ? readFileSync(timeFile, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/)
          : null;
        memory.push({
          mb: maxRss ? Number(maxRss[1]) / 1024 : undefined,
          how: 'largest single process (/usr/bin/time -v)',
        });
      }
      memory.push({
        mb: sampling ? peakTree / MB : undefined,
        how: sampling
          ? 'whole process tree (/proc sampled every 200 ms)'
          : 'whole process tree (no /proc here)',
      });
      done({ code, seconds, log, memory });
    });
  });
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
  // The build keeps the content's pictures in a cache named after the content folder
  // (app/content/content-plugin.ts): this run's is of no use to the next, which has its own.
  const imageCache = join(
    root,
    'node_modules/.cache/church-images',
    createHash('sha256').update(content).digest('hex').slice(0, 12),
  );
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
    /** @type {(folder: string, ending: string) => number} */
    const count = (folder, ending) =>
      existsSync(join(content, folder))
        ? readdirSync(join(content, folder)).filter((name) => name.endsWith(ending)).length
        : 0;
    const before = {
      sermons: count('sermons', '.md'),
      notices: count('news', '.md'),
      series: count('sermon-series', '.yml'),
    };
    const today = londonToday();
    const app = await appModules();
    const { counts, files } = generateContent(
      {
        years: options.years,
        today,
        taken: existingSlugs(content),
        ...reusableReferences(content),
      },
      app,
    );
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
      output: measureOutput(client, app.paths),
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
