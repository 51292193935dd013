import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteScript } from './app/build/site-script-plugin.ts';
import { staticPages } from './app/build/static-pages-plugin.ts';
import { decapAdmin } from './app/build/admin-plugin.ts';
import { churchContent } from './app/build/content-plugin.ts';
import { sampleFeeds } from './app/build/sample-feeds-plugin.ts';
import { iconSymbolsPlugin } from './app/build/icon-sprite.ts';

// The config and what it imports name their files in full ("./load.ts"): Vite checks that it
// could load them without bundling, and otherwise prints a screenful of warnings at every start.
const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

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
  resolve: { alias },
  server: { port: 5173 },
  build: {
    rolldownOptions: {
      // Its "callbacks ran for 3.8s" notes come only on a busy machine, and ask nothing of anyone.
      checks: { bundlerTimings: false },
      output: {
        // Fewer, larger first-load files (issue 5): react, react-dom and React Router in one
        // "framework" chunk (one file compresses ~1 KB better than three), and our layout,
        // content (the content module too) and helpers shared by two or more pages in one
        // "shared" chunk, instead of some thirty sub-kilobyte files, each paying a request and
        // its response headers.
        // Feature code (events, activities) keeps its own lazy chunks, and so does
        // the helpers only the events' lazy code reads: lib/wall-clock.ts (London times; in
        // "shared" it would be 0.9 KB more on every page's first load), church-json-ld.ts (the
        // events' schema.org data) and event-ends.ts.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
              priority: 2,
            },
            {
              name: 'shared',
              test: /\/app\/(components\/|content\/|lib\/(?!wall-clock\.|church-json-ld\.|event-ends\.))|node_modules\/(clsx|lucide-react)\/|^\0virtual:church-content$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The year the prerendered HTML shows in the footer until the browser knows better.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
