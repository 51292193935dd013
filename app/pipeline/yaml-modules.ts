import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/** The start form's words, one YAML file per content file it writes (app/admin/start/words.ts). */
export const startWordsModule = 'virtual:start-words';
const startWordsFolder = resolve('app/admin/start/words');
const resolved = `\0${startWordsModule}`;

/**
 * `virtual:start-words`: every file of the start form's words, by its path under content/, as
 * values, for Vite (the tests) and Rolldown (/admin's scripts) alike; a file added there needs
 * no code.
 */
export const yamlModules = () => ({
  name: 'yaml-modules',
  resolveId: (id: string) => (id === startWordsModule ? resolved : null),
  load(id: string) {
    if (id !== resolved) return null;
    const files = readdirSync(startWordsFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yml'))
      .sort();
    const words = Object.fromEntries(
      files.map((file) => [file, parse(readFileSync(join(startWordsFolder, file), 'utf8'))]),
    );
    return { code: `export default ${JSON.stringify(words)};\n`, moduleType: 'js' };
  },
});
