import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The imports of app/ and scripts/ form no cycle (a module's dependencies load before it,
// whatever imports it first), and each part imports only what the table below lets it.
// Type-only imports are left out, as they vanish from the built code; a lazy `import("…")`
// counts, as it loads the module all the same.

const root = resolve('.');
const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const source = /\.(tsx?|mjs|js)$/;

/**
 * What each part may import besides itself. A part is a folder of app/ (a feature or a
 * components folder counts on its own), or scripts/. The files at app/'s top (root.tsx,
 * routes.ts, entry.*, build-modules.ts) put the parts together and may import any of them, as
 * may a folder not listed here yet. Every feature may import app/lib, app/content and
 * app/components, and the features listed for it; a route may import any feature.
 * app/build is the build's own steps: it may import any part, and only routes import it.
 */
const base = ['lib', 'content', 'components'];
export const mayImport: Record<string, readonly string[]> = {
  lib: [],
  // Plain DOM code, but for the islands' registry (island-registry.ts), which names each
  // island's component, loaded only on a page that has one.
  browser: ['lib', 'components', 'features'],
  content: ['lib'],
  components: ['lib', 'content', 'browser', 'components'],
  'features/activities': [...base, 'features/groups'],
  'features/church-pages': base,
  'features/collections': base,
  'features/events': base,
  'features/groups': [...base, 'features/events'],
  'features/halls': [...base, 'features/events', 'features/groups'],
  'features/news': [...base, 'features/collections'],
  'features/search': base,
  'features/sermons': [...base, 'features/collections'],
  // A route's loader reads the feeds' snapshot the build took (build/feed-snapshots.server.ts).
  routes: [...base, 'features', 'build'],
  // The site's own code on Cloudflare, which shares only the built files' names with the rest.
  worker: ['lib'],
  // The app's TypeScript reaches scripts/ at run time, through build-modules.ts
  // (appModules in scripts/cli.mjs); plain JavaScript of app/lib they may import as it is.
  scripts: ['lib'],
};

/** A file's part: "features/events", "lib", "scripts", "app" (app/'s top files), "outside". */
export function partOf(file: string): string {
  const path = relative(root, file);
  const match = /^app\/(?:(features\/[^/]+)\/|([^/]+)\/)/.exec(path);
  if (match) return match[1] ?? match[2]!;
  return path.startsWith('scripts/') ? 'scripts' : path.startsWith('app/') ? 'app' : 'outside';
}

/** Whether `from`'s part may import `to`'s, by the table (a feature unlisted: `base` only). */
export function allowed(from: string, to: string): boolean {
  if (from === to || to === 'outside') return true;
  const rule = mayImport[from] ?? (from.startsWith('features/') ? base : undefined);
  if (!rule) return true;
  return rule.some((part) => to === part || to.startsWith(`${part}/`));
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : modules(path);
    return source.test(entry.name) && !/\.(test|d)\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project modules a module imports at run time. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  // JSDoc types (`import('…')` inside /** … */) are types, not imports.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const specifiers = [
    ...code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('~/')
      ? join(root, 'app', specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = endings
      .map((ending) => base + ending)
      .find((path) => existsSync(path) && source.test(path));
    return found ? [found] : [];
  });
}

/** Each cycle found, as the modules on it: "a.ts → b.ts → a.ts". */
export function cyclesIn(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push(
          [...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)).join(' → '),
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const graph = new Map(
  [...modules(join(root, 'app')), ...modules(join(root, 'scripts'))].map((file) => [
    file,
    importsOf(file),
  ]),
);

describe("the app's and the scripts' imports", () => {
  it('find a cycle where there is one', () => {
    const cycle = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(cyclesIn(cycle)).toHaveLength(1);
    expect(
      importsOf(
        join(root, 'app/x.ts'),
        "import type { A } from './root';\nimport { b } from './root';\n/** @type {import('./routes').X} */",
      ),
    ).toEqual([join(root, 'app/root.tsx')]);
    expect(
      importsOf(join(root, 'scripts/x.mjs'), "const m = await import('./perf-runs.mjs');"),
    ).toEqual([join(root, 'scripts/perf-runs.mjs')]);
  });

  it('have no cycle', () => {
    expect([...graph.keys()].filter((file) => file.endsWith('.mjs')).length).toBeGreaterThan(20);
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesIn(graph)).toEqual([]);
  });

  it('follow the table of which part may import which', () => {
    expect(allowed('features/halls', 'features/groups')).toBe(true);
    expect(allowed('features/events', 'features/groups')).toBe(false);
    expect(allowed('lib', 'features/events')).toBe(false);
    expect(allowed('routes', 'features/sermons')).toBe(true);
    expect(allowed('features/new-one', 'features/events')).toBe(false);
    const broken = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => !allowed(partOf(file), partOf(target)))
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    );
    expect(broken).toEqual([]);
  });

  it('keep the site’s icons out of the islands, which draw lucide’s own', () => {
    // An icon the site draws by reference has its drawing written into the page after the
    // render (app/build/icon-sprite.ts): one that only an island renders in the browser would
    // have none. So nothing an island's code reaches may import components/ui/icons.
    const reached = new Set([join(root, 'app/browser/island-registry.ts')]);
    for (const file of reached) for (const next of graph.get(file) ?? []) reached.add(next);
    expect(reached.size).toBeGreaterThan(10);
    expect(
      [...reached]
        .filter((file) => file.endsWith('components/ui/icons.tsx'))
        .map((file) => relative(root, file)),
    ).toEqual([]);
  });
});
