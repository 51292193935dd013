// A picture's copies are named by a hash of its bytes, so a replaced photo is never served stale.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { slugOf } from '../../lib/slug.ts';

export const imageEndings: string[] = ['.svg', '.jpg', '.jpeg', '.png', '.webp', '.avif'];

export const imagesFolder = 'images';
export const generatedImagesPath = '/images/generated';

/** "people/ruth-kerr.jpg" (as written in content) → "people/ruth-kerr-1a2b3c4d". */
export function imageStem(contentDir: string, path: string): string {
  // Always "<folder>/<file>": the schemas and the build give no other shape.
  const [folder, file] = path.split('/') as [string, string];
  const bytes = readFileSync(join(contentDir, imagesFolder, folder, file));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const name = slugOf(basename(file, extname(file)));
  return `${folder}/${name || 'picture'}-${hash}`;
}
