import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { churchContent } from './app/content/content-plugin';

export default defineConfig({
  plugins: [react(), churchContent()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: { __BUILD_YEAR__: '2026' },
  test: {
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // A DOM costs seconds per file: components (.tsx) get jsdom; logic runs in Node unless a
    // file asks for a DOM with a `// @vitest-environment jsdom` line.
    projects: [
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['app/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
    ],
  },
});
