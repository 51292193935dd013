import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as ContentValidation from './app/content/validate';
import { sampleEventsFeed } from './app/features/events/sample-feed-plugin';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

// Stops `npm start` and `npm run build` with a plain-English message when content is wrong.
function contentCheck(): Plugin {
  return {
    name: 'church-content-check',
    async buildStart() {
      const { module } = await runnerImport<typeof ContentValidation>('/app/content/validate.ts', {
        configFile: false,
        resolve: { alias },
      });
      module.validateContent();
    },
  };
}

export default defineConfig({
  plugins: [contentCheck(), sampleEventsFeed(), tailwindcss(), reactRouter()],
  resolve: { alias },
  server: { port: 5173 },
  // The year the prerendered HTML shows in the footer until the browser knows better.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
