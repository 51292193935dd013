import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentChanges } from '../app/admin/shared/commit.ts';

// A start form's Publish (new-church.ts) as one commit makes it, on a copy of a content folder.

/** Every file of a content folder as the repository names it: "content/activities/pw.yml". */
export const repositoryPaths = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => `content/${file.replace(/\\/g, '/')}`);

/** The words of every YAML file of a content folder, by the repository's name for it, as the form reads them. */
export const repositoryTexts = (dir: string) =>
  Object.fromEntries(
    repositoryPaths(dir)
      .filter((path) => /\.ya?ml$/.test(path))
      .map((path) => [path, readFileSync(join(dir, path.slice('content/'.length)), 'utf8')]),
  );

/** Writes and removes what `changes` says in `dir`, a copy of content/. */
export function applyChanges(dir: string, changes: ContentChanges) {
  const inDir = (path: string) => join(dir, path.replace(/^content\//, ''));
  for (const path of changes.remove) rmSync(inDir(path));
  for (const [path, data] of Object.entries(changes.write)) {
    mkdirSync(dirname(inDir(path)), { recursive: true });
    writeFileSync(inDir(path), data);
  }
}
