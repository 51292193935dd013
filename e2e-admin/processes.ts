import { type ChildProcess, spawn } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
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

/** Nothing leaves this computer (the pages' ChurchSuite feeds fail). */
export const offline = (context: BrowserContext | Page) =>
  context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.abort('blockedbyclient'),
  );

/** Where config.yml's local_backend looks for decap-server, on every computer. */
const decapOrigin = 'http://localhost:8081';

/**
 * Keeps a test's CMS on this computer: nothing leaves it (the pages' ChurchSuite feeds fail),
 * and the CMS's requests to decap-server reach the one the test started on `port`, so an open
 * `npm run cms` is no matter. Returns how many of those requests are unanswered, and when one
 * last went or came.
 */
export async function offlineWithDecap(context: BrowserContext | Page, port: number) {
  const requests = { outstanding: 0, lastSeen: 0 };
  await offline(context);
  // The live /admin's policy names no decap-server (docs/decisions/0033): here, as on `npm run
  // cms`'s dev server, which sends no policy, the CMS may reach it.
  await context.route(/\/admin\/(index\.html)?([?#].*)?$/, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    if (policy) {
      headers['content-security-policy'] = policy.replace(
        'connect-src',
        `connect-src ${decapOrigin}`,
      );
    }
    await route.fulfill({ response, headers });
  });
  await context.route(`${decapOrigin}/**`, async (route) => {
    requests.outstanding += 1;
    requests.lastSeen = Date.now();
    try {
      const to = route.request().url().replace(decapOrigin, `http://127.0.0.1:${port}`);
      // A kept-alive socket that decap-server closed as idle (Node's 5 s keep-alive) resets the
      // request sent on it, now and then on a busy machine. decap-server writes plain files here
      // (MODE fs), so sending that request once more is safe.
      const forward = () => route.fetch({ url: to });
      const response = await forward().catch((error: Error) => {
        if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
        return forward();
      });
      await route.fulfill({ response });
    } catch (error) {
      // The page went elsewhere (or the test ended) before the answer came: nobody wants it.
      if (!/disposed|closed/i.test(String(error))) throw error;
    } finally {
      requests.outstanding -= 1;
      requests.lastSeen = Date.now();
    }
  });
  return requests;
}
