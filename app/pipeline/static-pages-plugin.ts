import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// In the browser's build, every route module becomes an empty stand-in: no page loads React
// Router's client, only islands, so the pages' components would be bundled for nothing.
const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));

/** The names a route module exports but its default, read from its source. */
function exportedNames(source: string) {
  const names = [...source.matchAll(/^export (?:async )?(?:const|let|function) (\w+)/gm)].map(
    (match) => match[1]!,
  );
  if (/^export \{/m.test(source)) throw new Error('static-pages: read "export { … }" by hand');
  return names;
}

export function staticPages(): Plugin {
  return {
    name: 'static-pages',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.startsWith(routesDir) || !/\.tsx?$/.test(id)) return undefined;
      const names = exportedNames(code);
      return [
        'export default function StaticPage() { return null; }',
        ...names.map((name) => `export const ${name} = undefined;`),
      ].join('\n');
    },
  };
}
