// What the tools in scripts/ run of the app: one module, loaded through Vite by appModules
// (scripts/cli.mjs) and typed from here, so a rename fails `npm run typecheck`, not the build.
export {
  fieldOrder,
  fromFrontMatterFile,
  fromYamlFile,
  toFrontMatterFile,
  toYamlFile,
} from './content/yaml.ts';
export { cmsBackend, cmsConfigFile, cmsConfigText } from './content/cms/cms-config.ts';
export { cmsRuntimeEnv } from './pipeline/cms-runtime.ts';
export { ContentError, contentDir, loadContent } from './content/loading/load.server.ts';
export { sampleChecklist } from './content/loading/placeholders.server.ts';
export { hallsPaths, paths } from './lib/paths.ts';
export {
  recordSamples,
  sampleRecord,
  sampleRecordFile,
} from './content/loading/sample-values.server.ts';
