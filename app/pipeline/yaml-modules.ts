import { parse } from 'yaml';

/** A YAML file imported as its value: the start form's words (app/admin/start/words/), for
 * Vite (the tests) and Rolldown (/admin's scripts) alike. */
export const yamlModules = () => ({
  name: 'yaml-modules',
  transform(code: string, id: string) {
    if (!id.endsWith('.yml')) return null;
    return {
      code: `export default ${JSON.stringify(parse(code))};\n`,
      moduleType: 'js',
      map: null,
    };
  },
});
