import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageStem } from './image-names.ts';

// What the schemas read of the content folder's files (/admin has content-files.browser.ts).

export const fileExists = (contentDir: string, key: string): boolean | undefined =>
  existsSync(join(contentDir, key));

export function fileBytes(contentDir: string, key: string): Buffer | undefined {
  try {
    return readFileSync(join(contentDir, key));
  } catch {
    return undefined;
  }
}

export const fileSize = (contentDir: string, key: string): number | undefined =>
  statSync(join(contentDir, key), { throwIfNoEntry: false })?.size;

/** The name of a picture's copies ("people/ruth-kerr-1a2b3c4d", image-names.ts). */
export const pictureStem = (contentDir: string, key: string): string => imageStem(contentDir, key);
