import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteScript } from './app/pipeline/site-script-plugin.ts';
import { staticPages } from './app/pipeline/static-pages-plugin.ts';
import { decapAdmin } from './app/pipeline/admin-plugin.ts';
import { cmsRuntimeProxy } from './app/pipeline/cms-runtime.ts';
import { churchContent } from './app/pipeline/content-plugin.ts';
import { sampleFeeds } from './app/pipeline/sample-feeds-plugin.ts';
import { iconSymbolsPlugin } from './app/pipeline/icon-sprite.ts';

// The config and what it imports name their files in full ("./load.ts"): Vite checks that it
// could load them without bundling, and otherwise prints a screenful of warnings at every start.
export default defineConfig({
  plugins: [
    churchContent(),
    decapAdmin(),
    sampleFeeds(),
    siteScript(),
    iconSymbolsPlugin(),
    staticPages(),
    tailwindcss(),
    reactRouter(),
  ],
  // On `npm run cms` only, the recordings' upload and files go to the local runtime.
  server: { port: 5173, proxy: cmsRuntimeProxy() },
  build: {
    rolldownOptions: {
      // Its "callbacks ran for 3.8s" notes come only on a busy machine, and ask nothing of anyone.
      checks: { bundlerTimings: false },
    },
  },
  // The year the prerendered HTML shows in the footer until the browser knows better.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
