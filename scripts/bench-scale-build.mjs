// How long `npm run build` takes and how much memory it holds, for `npm run bench:scale`: the
// whole process tree, sampled from /proc (Linux).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawned } from './cli.mjs';

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
 */
export async function build({ root, work, env }) {
  const sampling = existsSync('/proc/self/status');
  const started = performance.now();
  const run = spawned('npm', ['run', 'build'], { cwd: root, env });
  let peakTree = 0;
  const timer = setInterval(() => {
    if (sampling) peakTree = Math.max(peakTree, treeRss(run.child.pid ?? 0));
  }, 200);
  const { code, output: log } = await run.done.finally(() => clearInterval(timer));
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(join(work, 'build.log'), log);
  const memory = [
    sampling
      ? { mb: peakTree / 1024 ** 2, how: 'whole process tree (/proc sampled every 200 ms)' }
      : { mb: undefined, how: 'whole process tree (no /proc here)' },
  ];
  return { code, seconds, log, memory };
}
