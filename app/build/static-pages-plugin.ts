import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { runnerImport, type Plugin } from 'vite';
import type * as routesModule from '../routes.ts';

// In the browser's build, every route module becomes an empty stand-in. The browser never
// runs them: no page loads React Router's client (root.tsx), only its islands
// (components/island.tsx), which are built apart (islands-build.ts). Without this,
// every page's components would still be bundled for nothing. The prerender (the server
// build) renders the real modules.

const appDir = fileURLToPath(new URL('..', import.meta.url));
const options = { configFile: false as const, resolve: { alias: { '~': appDir } } };

/** Each route file with the addresses it serves, from the one route table. */
function routeFiles(entries: RouteConfigEntry[], parent = ''): [string, string][] {
  return entries.flatMap((entry) => {
    const address = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`;
    return [
      [resolve(appDir, entry.file), address] as [string, string],
      ...routeFiles(entry.children ?? [], address),
    ];
  });
}

/** The names a route module exports, read from its source (route modules export plainly). */
export function exportedNames(source: string) {
  const names = [...source.matchAll(/^export (?:async )?(?:const|let|function) (\w+)/gm)].map(
    (match) => match[1]!,
  );
  if (/^export default /m.test(source)) names.push('default');
  if (/^export \{/m.test(source)) throw new Error('static-pages: read "export { … }" by hand');
  return names;
}

export function staticPages(): Plugin {
  let plainFiles: Promise<Set<string>> | undefined;
  const plain = () =>
    (plainFiles ??= (async () => {
      // Typed from the modules themselves, so a rename fails the type check, not the build.
      const { module: table } = await runnerImport<typeof routesModule>('/app/routes.ts', options);
      return new Set(routeFiles(table.default).map(([file]) => file));
    })());

  return {
    name: 'static-pages',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (!(await plain()).has(id)) return undefined;
      const names = exportedNames(code).filter((name) => name !== 'default');
      return [
        'export default function StaticPage() { return null; }',
        ...names.map((name) => `export const ${name} = undefined;`),
      ].join('\n');
    },
  };
}
