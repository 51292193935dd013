import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after this long; lazy chunks (the toaster) can take over a second to
// load on a busy two-core CI machine. A hang guard, not a speed check.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
