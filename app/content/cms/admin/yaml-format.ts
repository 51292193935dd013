// Registers the content files' YAML style (cms-yaml.js) as the CMS's formats (config.yml):
// "yaml-as-written" for the YAML files and "frontmatter-as-written" for the Markdown files with
// front matter (news, sermons), then starts the CMS, which manual-init.js held back until they
// were registered. Decap gives toFile the collection's field names, in order, after the data.
import * as yaml from './yaml.js';
import { fromFrontMatterFile, fromYamlFile, toFrontMatterFile, toYamlFile } from './cms-yaml.js';

window.CMS.registerCustomFormat('yaml-as-written', 'yml', {
  fromFile: (text) => fromYamlFile(yaml, text),
  toFile: (data, fieldNames) => toYamlFile(yaml, data, fieldNames),
});
window.CMS.registerCustomFormat('frontmatter-as-written', 'md', {
  fromFile: (text) => fromFrontMatterFile(yaml, text),
  toFile: (data, fieldNames) => toFrontMatterFile(yaml, data, fieldNames),
});
window.CMS.init();
