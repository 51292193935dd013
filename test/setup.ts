import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import adminWordFiles from 'virtual:admin-words';
import { speak } from '../app/admin/shared/words.ts';

// findBy/waitFor give up after this long; lazy chunks (the toaster) can take over a second to
// load on a busy two-core CI machine. A hang guard, not a speed check.
configure({ asyncUtilTimeout: 5000 });

// After each test too, not only before the next (vitest.config.ts): with one module registry
// per worker, a file's last stub would otherwise outlive it into the next file's setup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// /admin's own words in English, as on a site in English; a test of another language speaks it
// (app/admin/shared/words.ts), and each file starts in English again.
speak(adminWordFiles, 'en');
