// `npm run perf -- --against <git ref>`: did this change make the pages faster? Builds the
// working tree and the ref (in a temporary worktree) for perf.mjs to measure side by side, as
// absolute figures follow whatever else the machine is doing (docs/architecture/tests.md, "Timings").
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withFeedServer } from './build-set.mjs';
import { quietly } from './cli.mjs';
import { difference, median } from './perf-runs.mjs';

/** @typedef {'after' | 'before' | 'floor'} BuildName */
/** @typedef {{ lcpMs: number, tbtMs: number }} Timings */

/** The builds in the order they take turns (inTurn). */
export const BUILD_NAMES = /** @type {const} */ (['after', 'before', 'floor']);

/** @param {number} ms */
const ms = (ms) => `${Math.round(ms)}`;
/** @param {number} ms */
const signed = (ms) => `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms))}`;

/** @type {Record<string, string>} "faster" and "slower" read wrongly of blocking time. */
const blockingVerdicts = { faster: 'less', slower: 'more' };

/**
 * Per page: LCP's medians, after − before (with its runs' range) and the verdict, after − floor;
 * TBT's medians and verdict, the floor's too (TBT counts only the tasks after the first paint,
 * so a page that paints sooner counts more of its own parsing and layout).
 * @param {{ path: string, runs: Record<BuildName, Timings[]> }[]} pages
 * @param {string} ref
 */
export function comparisonTable(pages, ref) {
  const width = Math.max(12, ...pages.map(({ path }) => path.length));
  const head = [
    'page'.padEnd(width),
    'floor'.padStart(6),
    'before'.padStart(7),
    'after'.padStart(6),
    '  after − before (runs)'.padEnd(26),
    'verdict'.padEnd(18),
    'after − floor'.padStart(13),
    '  TBT floor; before → after, verdict',
  ].join(' ');
  const rows = pages.map(({ path, runs }) => {
    const lcp = (/** @type {BuildName} */ name) => runs[name].map((run) => run.lcpMs);
    const tbt = (/** @type {BuildName} */ name) => runs[name].map((run) => run.tbtMs);
    const change = difference(lcp('after'), lcp('before'));
    const blocking = difference(tbt('after'), tbt('before'));
    const floor = median(lcp('floor'));
    return [
      path.padEnd(width),
      ms(floor).padStart(6),
      ms(change.before).padStart(7),
      ms(change.after).padStart(6),
      `  ${signed(change.difference)} (${signed(change.low)} to ${signed(change.high)})`.padEnd(26),
      change.verdict.padEnd(18),
      signed(change.after - floor).padStart(13),
      `  ${ms(median(tbt('floor')))}; ${ms(blocking.before)} → ${ms(blocking.after)}, ${blockingVerdicts[blocking.verdict] ?? blocking.verdict}`,
    ].join(' ');
  });
  return [
    `LCP in ms, medians of ${pages[0]?.runs.after.length ?? 0} runs each, alternating; before is ${ref}, after the working tree, floor the working tree's build with no script`,
    '',
    head,
    ...rows,
    '',
    '"faster" or "slower" (TBT: "less" or "more"): every run of one build was below every run of',
    "the other; otherwise the difference is within the runs' spread and says nothing about the",
    'change.',
  ].join('\n');
}

/** @param {string[]} args @param {string} [cwd] */
const git = (args, cwd) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`perf: git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/** Builds the working tree and `ref`; `remove()` undoes it unless PERF_KEEP=1. @param {string} ref */
export async function buildBoth(ref) {
  if (!ref)
    throw new Error('perf: say which build to compare with: npm run perf -- --against main');
  const root = resolve('.');
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = await mkdtemp(join(tmpdir(), 'perf-compare-'));
  const worktree = join(dir, 'before-tree');
  // Each build inside its own tree, where its server-side code finds its dependencies.
  const after = join(root, 'build-perf-after/client');
  const before = join(worktree, 'build/client');
  const remove = async () => {
    // The link to this tree's dependencies goes first, so nothing follows it.
    await unlink(join(worktree, 'node_modules')).catch(() => {});
    // The other ref's build is inside its worktree: kept, the worktree stays too.
    if (process.env.PERF_KEEP) {
      console.log(`perf: kept ${dir} and the builds (git worktree remove --force ${worktree})`);
      return;
    }
    if (existsSync(worktree)) git(['worktree', 'remove', '--force', worktree]);
    await rm(dir, { recursive: true, force: true });
    await rm(resolve(after, '..'), { recursive: true, force: true });
  };
  try {
    console.log(`perf: building the working tree and ${ref} (${commit.slice(0, 7)}) in ${dir}`);
    git(['worktree', 'add', '--detach', worktree, commit]);
    // The same dependencies when the lockfiles agree; the other ref's own when they do not.
    const sameLock =
      (await readFile(join(root, 'package-lock.json'), 'utf8')) ===
      (await readFile(join(worktree, 'package-lock.json'), 'utf8'));
    if (sameLock) await symlink(join(root, 'node_modules'), join(worktree, 'node_modules'));
    else await quietly('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree }).done;
    // Both from the sample feeds, never the network's; the older names, for an older ref.
    const feeds = {
      events: join(root, 'test/fixtures/calendar.json'),
      groups: join(root, 'test/fixtures/groups.json'),
      bookings: join(root, 'test/fixtures/bookings.json'),
    };
    await withFeedServer(feeds, async (urls) => {
      const env = {
        EVENTS_SNAPSHOT_URL: urls.events ?? 'none',
        VITE_GROUPS_FEED_URL: urls.groups ?? 'none',
        VITE_BOOKINGS_FEED_URL: urls.bookings ?? 'none',
        BOOKINGS_READ_AT: '2027-03-22T06:00:00Z',
        CONTENT_DIR: 'content',
      };
      for (const [cwd, dir] of [
        [root, after],
        [worktree, before],
      ]) {
        await quietly('npm', ['run', 'build'], { cwd, env: { ...env, BUILD_DIR: dir } }).done;
      }
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { after, before, name: `${ref} (${commit.slice(0, 7)})`, remove };
}
