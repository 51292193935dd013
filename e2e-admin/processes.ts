import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Starting and stopping the programs the CMS test needs: the build, the preview server and
// decap-server. Each runs in its own process group, so stopping it stops its children too.

export interface Started {
  name: string;
  child: ChildProcess;
  output: () => string;
}

export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  let output = '';
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, child, output: () => output };
}

/** Stops a started program and everything it started; waits until it has gone. */
export async function stop({ child }: Started) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone between the two signals
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a program to the end; throws with its output if it fails. */
export async function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const started = start(name, command, args, env);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} failed (exit code ${code}):\n${started.output()}`);
  return started.output();
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until a URL answers (any status below 500), or the program behind it has stopped. */
export async function waitForUrl(url: string, started: Started, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} stopped before ${url} answered:\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { method: url.endsWith('/api/v1') ? 'POST' : 'GET' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeout / 1000} s:\n${started.output()}`);
}
