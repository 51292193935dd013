import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: { __BUILD_YEAR__: '2026' },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
  },
});
