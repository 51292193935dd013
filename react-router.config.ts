import { dirname, join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { checkedContent } from './app/pipeline/content-plugin.ts';
import type * as StepsModule from './app/pipeline/steps.ts';

// The build's own steps (app/pipeline/steps.ts), loaded by a Vite server of their own: the app's
// modules import JSON without the import attribute this file's loader asks for, and the steps
// read the feeds' adapters only when used (so Vite's one-off runnerImport, closed
// once it has imported, will not do). Closed when the build ends.
let steps: Promise<{ module: typeof StepsModule; close: () => Promise<void> }> | undefined;
const buildSteps = () =>
  (steps ??= import('vite').then(async ({ createServer }) => {
    const server = await createServer({
      configFile: false,
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const module = (await server.ssrLoadModule('/app/pipeline/steps.ts')) as typeof StepsModule;
    return { module, close: () => server.close() };
  }));

export default {
  ssr: false,
  // BUILD_DIR (as for the other scripts, the client folder) lets a second content set build
  // beside the first: BUILD_DIR=build-other/client.
  buildDirectory: process.env.BUILD_DIR ? dirname(process.env.BUILD_DIR) : 'build',
  // Every page is prerendered to its own HTML file: the feeds are read first, once, for them
  // all (app/pipeline/pages.ts lists them).
  async prerender({ getStaticPaths }) {
    const content = checkedContent();
    return (await buildSteps()).module.beforeRender(content, getStaticPaths());
  },
  // Once React has written the pages: every step after it (app/pipeline/steps.ts).
  async buildEnd({ reactRouterConfig }) {
    const { module, close } = await buildSteps();
    try {
      await module.runAfterRender(
        join(reactRouterConfig.buildDirectory, 'client'),
        checkedContent(),
      );
    } finally {
      await close();
    }
  },
  // React Router 7's own behaviour, written out: each flag left undecided prints three lines
  // at every start, above anything the terminal has to say about the content.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
