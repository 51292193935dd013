// How long `npm run build` takes and how much memory it holds, for `npm run bench:scale`: the
// largest single process by /usr/bin/time, the whole process tree by sampling /proc (Linux).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MB = 1024 * 1024;

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
export function build({ root, work, env }) {
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
