// The app's modules for the scripts (app/build-modules.ts), run by Vite's module runner: they
// are TypeScript, and the loader imports JSON without an import attribute, which Node's own
// loader refuses. The type is the module's own, so `npm run typecheck` checks every use.
import { resolve } from 'node:path';

export async function appModules() {
  const { runnerImport } = await import('vite');
  const { module } = /** @type {{ module: typeof import('../app/build-modules.ts') }} */ (
    await runnerImport('/app/build-modules.ts', {
      configFile: false,
      resolve: { alias: { '~': resolve('app') } },
    })
  );
  return module;
}
