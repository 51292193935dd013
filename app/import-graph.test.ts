import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app's imports form no cycle: a module's dependencies load before it, whatever imports
// it first. Type-only imports are left out, as they vanish from the built code.

const root = resolve('app');
const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The app modules a module imports at run time. */
export function importsOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('~/')
      ? join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = endings
      .map((ending) => base + ending)
      .find((path) => existsSync(path) && /\.tsx?$/.test(path));
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

describe("the app's imports", () => {
  it('find a cycle where there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(cyclesIn(graph)).toHaveLength(1);
    expect(
      importsOf(
        join(root, 'x.ts'),
        "import type { A } from './root';\nimport { b } from './root';",
      ),
    ).toEqual([join(root, 'root.tsx')]);
  });

  it('have no cycle', () => {
    const graph = new Map(modules(root).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(50);
    expect(cyclesIn(graph)).toEqual([]);
  });
});
