import { dirname } from 'node:path';

// What the build's feed readings share: none stops the build; a failure says why in one line.

/** How a reading is made, for tests. */
export type ReadingOptions = {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: (line: string) => void;
};

/** The error and each of its causes, but `unsaid` (a wrapper's, "Failed to fetch events"). */
export function reasonOf(error: unknown, unsaid: readonly string[] = []): string {
  const reasons: string[] = [];
  for (let cause = error; cause !== undefined && reasons.length < 4;) {
    if (cause instanceof Error) {
      if (!unsaid.includes(cause.message)) reasons.push(cause.message);
      cause = cause.cause;
    } else {
      reasons.push(String(cause));
      break;
    }
  }
  return reasons.join(': ') || 'no reason given';
}

type Dom = { window: { DOMParser: typeof DOMParser; Node: typeof Node } };

/** At build time jsdom lends the adapters a DOMParser; a variable name keeps the bundler out. */
export async function lendDomParser() {
  if (typeof globalThis.DOMParser !== 'undefined') return;
  const name = 'jsdom';
  const { JSDOM } = (await import(/* @vite-ignore */ name)) as { JSDOM: new (html: string) => Dom };
  const { window } = new JSDOM('');
  Object.assign(globalThis, { DOMParser: window.DOMParser, Node: window.Node });
}

/** The build's folder (react-router.config.ts): BUILD_DIR's parent, else build/. */
export const buildDirectory = () =>
  process.env.BUILD_DIR ? dirname(process.env.BUILD_DIR) : 'build';
