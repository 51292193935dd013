// `node scripts/pictures.mjs <content folder>`: makes the copies of a content folder's pictures
// where its build will find them (app/content/image-build.ts, the build's own code), so the
// build itself has none left to make. `npm test` makes the second content set's this way while
// the type check runs alone on one core (its own typegen makes content/'s).
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const dir = resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');
/** @type {{ module: typeof import('../app/content/image-build.ts') }} */
const { module: images } = await runnerImport('/app/content/image-build.ts', {
  configFile: false,
  logLevel: 'error',
});
console.log(await images.generateImages({ contentDir: dir, outputDir: images.imageCacheFor(dir) }));
