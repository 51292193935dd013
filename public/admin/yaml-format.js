// Registers the content files' YAML style (cms-yaml.js) as the CMS's format "yaml-as-written"
// (config.yml), then starts the CMS, which manual-init.js held back until it was registered.
import * as yaml from './yaml/index.js';
import { fromYamlFile, toYamlFile } from './cms-yaml.js';

window.CMS.registerCustomFormat('yaml-as-written', 'yml', {
  fromFile: (text) => fromYamlFile(yaml, text),
  toFile: (data, fieldNames) => toYamlFile(yaml, data, fieldNames),
});
window.CMS.init();
