// Makes React Router 8's one change in 7.18.4 (`envFile: false` to `envDir: false`) so Vite
// prints no deprecation (docs/decisions/0015); another version is left alone, never patched blind.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const patched = '7.18.4';

let root;
try {
  root = dirname(require.resolve('@react-router/dev/package.json'));
} catch {
  process.exit(0); // an install without React Router's tools
}
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
if (version === patched) {
  for (const file of ['dist/vite.js', 'dist/cli/index.js', 'dist/vite/cloudflare.js']) {
    const path = join(root, file);
    const source = await readFile(path, 'utf8');
    const fixed = source.replaceAll('envFile: false,', 'envDir: false,');
    if (fixed !== source) await writeFile(path, fixed);
  }
}
