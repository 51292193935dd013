import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { allowed } from './import-rules.js';

// The imports of app/ and scripts/ form no cycle (a module's dependencies load before it,
// whatever imports it first), and each part imports only what the table in import-rules.js lets
// it (ESLint reads the same table). For cycles, type-only imports are left out, as they vanish
// from the built code; for the table they count, as a type is a dependency all the same. A
// lazy `import("…")` counts for both, as it loads the module all the same.

const root = resolve('.');
const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const source = /\.(tsx?|mjs|js)$/;

/** A file's part: "features/events", "lib", "scripts", "app" (app/'s top files), "outside". */
export function partOf(file: string): string {
  const path = relative(root, file);
  const match = /^app\/(?:(features\/[^/]+)\/|([^/]+)\/)/.exec(path);
  if (match) return match[1] ?? match[2]!;
  return path.startsWith('scripts/') ? 'scripts' : path.startsWith('app/') ? 'app' : 'outside';
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : modules(path);
    return source.test(entry.name) && !/\.(test|d)\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project modules a module imports at run time, or with `types` its type imports too. */
export function importsOf(
  file: string,
  text = readFileSync(file, 'utf8'),
  { types = false } = {},
): string[] {
  // JSDoc types (`import('…')` inside /** … */) are types, not imports.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const statement = types
    ? /^(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
    : /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const specifiers = [
    ...code.matchAll(statement),
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

const files = [...modules(join(root, 'app')), ...modules(join(root, 'scripts'))];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

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
      importsOf(join(root, 'app/x.ts'), "import type { A } from './root';", { types: true }),
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
    expect(allowed('features/events', 'feeds')).toBe(true);
    expect(allowed('feeds', 'build')).toBe(false);
    const broken = files.flatMap((file) =>
      importsOf(file, undefined, { types: true })
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
