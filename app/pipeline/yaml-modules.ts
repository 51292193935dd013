import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/** The start form's words, one YAML file per content file it writes (app/admin/start/words.ts). */
export const startWordsModule = 'virtual:start-words';
/** /admin's own words, one folder per language (app/admin/words.ts). */
export const adminWordsModule = 'virtual:admin-words';

/** Each module's folder of YAML. */
const folders: Record<string, string> = {
  [startWordsModule]: 'app/admin/start/words',
  [adminWordsModule]: 'app/admin/words',
};

/** Every YAML file under `folder`, by its path there ("cy/admin.yml"), as values. */
export function yamlFolder(folder: string): Record<string, unknown> {
  const root = resolve(folder);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yml'))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file.replaceAll('\\', '/'),
      parse(readFileSync(join(root, file), 'utf8')) as unknown,
    ]),
  );
}

/**
 * `virtual:start-words` and `virtual:admin-words`: every file of a folder of words, by its path
 * there, as values, for Vite (the tests) and Rolldown (/admin's scripts) alike; a file added
 * there needs no code. Node (the CMS tests) reads the same with `yamlFolder`.
 */
export const yamlModules = () => ({
  name: 'yaml-modules',
  resolveId: (id: string) => (Object.hasOwn(folders, id) ? `\0${id}` : null),
  load(id: string) {
    const folder = id.startsWith('\0') ? folders[id.slice(1)] : undefined;
    if (!folder) return null;
    return {
      code: `export default ${JSON.stringify(yamlFolder(folder))};\n`,
      moduleType: 'js',
    };
  },
});
