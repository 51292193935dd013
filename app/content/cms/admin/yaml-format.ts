// Registers the content files' YAML style (cms-yaml.ts) as config.yml's two formats, then
// starts the CMS (manual-init.ts held it back); last of /admin's scripts, so all are ready.
import * as yaml from 'yaml';
import { fromFrontMatterFile, fromYamlFile, toFrontMatterFile, toYamlFile } from './cms-yaml.ts';

/** The formats config.yml names, each with the extension of its files. */
export const formats = {
  'yaml-as-written': 'yml',
  'frontmatter-as-written': 'md',
} as const;

export function startCms() {
  window.CMS.registerCustomFormat('yaml-as-written', formats['yaml-as-written'], {
    fromFile: (text) => fromYamlFile(yaml, text),
    toFile: (data, fieldNames) => toYamlFile(yaml, data, fieldNames),
  });
  window.CMS.registerCustomFormat('frontmatter-as-written', formats['frontmatter-as-written'], {
    fromFile: (text) => fromFrontMatterFile(yaml, text),
    toFile: (data, fieldNames) =>
      toFrontMatterFile(yaml, data as Record<string, unknown>, fieldNames),
  });
  window.CMS.init();
}
