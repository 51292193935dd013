import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { churchContent } from './app/content/content-plugin';

// Unit tests see a second, fictional church (test/fixtures/content), so they prove that the
// components follow whatever the content says rather than the sample church's words. Set
// CONTENT_DIR to run them on another content folder. Before churchContent(), which reads it.
process.env.CONTENT_DIR ??= 'test/fixtures/content';

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
