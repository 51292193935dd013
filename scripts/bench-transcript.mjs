// `npm run bench:transcript -- [--runs 25]`: the CPU one transcript piece's request costs the
// site's Worker on Cloudflare's own local runtime (decision 0049), where the Worker's clock stops
// while it works, so it is read from the runtime's process instead: its CPU time across `runs`
// requests of each kind, one at a time, divided by their number (its clock ticks are 10 ms).
// Each request is a real one: an editor's token (checked by a GitHub of this script's own), a
// recording in the bucket, a 30-second piece of 16 kHz WAV as base64, and the CMS tests' fake
// Whisper (test/fake-whisper.ts), which answers at once (and keeps what it was sent, as the
// tests read it). What the process spends also counts the runtime's own reading of each request
// and its local R2, so the Worker's own code spends at most each figure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, runMain } from './cli.mjs';
import { startRuntime } from './local-runtime.mjs';
import { previewFiles } from './preview-config.mjs';

const app = { id: 'Iv1.bench-client', secret: 'bench-secret' };
const token = `gho_${'BenchEditor'.padEnd(36, '0')}`;
const recording = 'bench-sermon-1000-0123abcd.mp3';

/** GitHub's two answers the Worker asks for: the token is the app's, and may push. */
async function fakeGitHub() {
  const server = createServer((request, response) => {
    const json = (/** @type {unknown} */ body) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === `/applications/${app.id}/token`)
      return json({ token, scopes: ['public_repo'], user: { login: 'bench' } });
    if (request.url?.startsWith('/repos/')) return json({ permissions: { push: true } });
    response.writeHead(404).end();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** 30 seconds of silence as 16 kHz mono 16-bit WAV, in base64, as /admin sends a piece. */
function wavPiece() {
  const samples = 16_000 * 30;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  return wav.toString('base64');
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);

/** Every process under `pid` (wrangler starts its own Node, which starts workerd), by name. */
function processesUnder(/** @type {number} */ pid) {
  /** @type {{ pid: number, name: string }[]} */
  const found = [];
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [
          {
            pid: Number(entry),
            parent,
            name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
  const walk = (/** @type {number} */ parent) => {
    for (const child of stats.filter((stat) => stat.parent === parent)) {
      found.push(child);
      walk(child.pid);
    }
  };
  walk(pid);
  return found;
}

/** The CPU time so far of each process still running, in ms (user and system, all threads). */
function cpuMs(/** @type {{ pid: number }[]} */ processes) {
  return new Map(
    processes.flatMap(({ pid }) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [[pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond]];
      } catch {
        return []; // gone meanwhile
      }
    }),
  );
}

/** What the processes spent between two readings, counting those in both. */
const spent = (
  /** @type {Map<number, number>} */ before,
  /** @type {Map<number, number>} */ after,
) =>
  [...after].reduce(
    (sum, [pid, ms]) => sum + (before.has(pid) ? ms - (before.get(pid) ?? 0) : 0),
    0,
  );

await runMain(import.meta.url, async () => {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '25' } } });
  const runs = Number(values.runs);
  if (!(runs >= 1 && runs <= 29)) throw new Error('--runs: 1 to 29, within the rate limit');
  const assets = resolve(process.env.BUILD_DIR ?? 'build/client');
  if (!existsSync(join(assets, '_headers')))
    throw new Error(`No build in ${assets}: npm run build`);
  const gitHub = await fakeGitHub();
  const port = await freePort();
  const files = previewFiles(port);
  // A bucket of its own: no piece written by an earlier run.
  rmSync(files.state, { recursive: true, force: true });
  process.env.PREVIEW_FAKE_WHISPER = '1';
  const child = await startRuntime({
    assets,
    ...files,
    port,
    vars: {
      GITHUB_ORIGIN: gitHub.origin,
      GITHUB_CLIENT_ID: app.id,
      GITHUB_CLIENT_SECRET: app.secret,
    },
  });
  const origin = `http://localhost:${port}`;
  try {
    // The runtime answers some seconds after it starts.
    for (
      let tries = 0;
      !(await fetch(`${origin}/admin/build.json`).then(
        (r) => r.ok,
        () => false,
      ));
      tries++
    ) {
      if (tries === 120) throw new Error(`The runtime did not answer at ${origin}`);
      await new Promise((done) => setTimeout(done, 500));
    }
    // The recording, in the runtime's own bucket, as an upload leaves it.
    const file = join(tmpdir(), recording);
    writeFileSync(file, Buffer.alloc(1000));
    const put = spawnSync(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'r2',
        'object',
        'put',
        `church-recordings/${recording}`,
        `--file=${file}`,
        '--local',
        `--persist-to=${files.state}`,
        `--config=${files.config}`,
      ],
      { encoding: 'utf8' },
    );
    if (put.status !== 0) throw new Error(`wrangler r2 object put: ${put.stderr}`);

    const body = wavPiece();
    const ask = async (/** @type {number} */ piece, method = 'POST') => {
      const response = await fetch(
        `${origin}/admin/transcripts/${recording}?piece=${piece}&language=en`,
        {
          method,
          headers: { Authorization: `token ${token}`, Origin: origin },
          ...(method === 'POST' && { body }),
        },
      );
      const answer = /** @type {{ kept?: boolean, said?: string }} */ (await response.json());
      if (response.status !== 200) throw new Error(`${response.status}: ${answer.said}`);
      return answer;
    };
    /** The CPU ms per request of the Worker's runtime, and of wrangler's proxy and Node beside it. */
    const measure = async (/** @type {(i: number) => Promise<unknown>} */ request) => {
      // Past the uploads' rate limit's window (30 in 10 s, wrangler.jsonc), each kind's runs
      // fit in one.
      await new Promise((done) => setTimeout(done, 11_000));
      const tree = [{ pid: Number(child.pid), name: 'node' }, ...processesUnder(Number(child.pid))];
      // wrangler dev runs two: a proxy on the port asked for, and the Worker's own runtime.
      const proxyAt = `--socket-addr=entry=127.0.0.1:${port} `;
      const cmdline = (/** @type {number} */ pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const workerds = tree.filter((process) => process.name === 'workerd');
      const proxy = workerds.filter(({ pid }) => cmdline(pid).includes(proxyAt));
      const runtime = workerds.filter((process) => !proxy.includes(process));
      const node = tree.filter((process) => process.name !== 'workerd');
      if (runtime.length !== 1 || proxy.length !== 1)
        throw new Error(`Expected the runtime and its proxy, found ${workerds.length} workerd`);
      const parts = [runtime, proxy, node];
      const before = parts.map(cpuMs);
      for (let i = 0; i < runs; i++) await request(i);
      const [inRuntime = 0, inProxy = 0, inNode = 0] = parts.map(
        (part, i) => spent(before[i] ?? new Map(), cpuMs(part)) / runs,
      );
      return `${inRuntime.toFixed(2)} ms (beside it, wrangler's proxy ${inProxy.toFixed(2)} ms, its Node ${inNode.toFixed(2)} ms)`;
    };
    // Warmed: a first piece (the token asked of GitHub once, trusted for a minute, which the
    // three kinds' runs take less than; the code compiled).
    await ask(runs);
    const written = await measure(async (i) => {
      if ((await ask(i)).kept !== false) throw new Error(`Piece ${i} was kept before`);
    });
    const kept = await measure(async (i) => {
      if ((await ask(i, 'GET')).kept !== true) throw new Error(`Piece ${i} was not kept`);
    });
    const status = await measure(async () => {
      const response = await fetch(`${origin}/admin/transcripts/`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`The status answered ${response.status}`);
    });
    console.log(`workerd's CPU per request, mean of ${runs}, one at a time:`);
    console.log(`  a piece written (POST of 1.28 MB of base64): ${written}`);
    console.log(`  a piece kept before (GET): ${kept}`);
    console.log(`  the status (GET /admin/transcripts/: routing and the rate limit): ${status}`);
  } finally {
    child.kill('SIGTERM');
    gitHub.close();
  }
});
