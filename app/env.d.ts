/** Replaced at build time with the year the site was built (vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** A YAML file, imported as its value (app/pipeline/yaml-modules.ts). */
declare module '*.yml' {
  const value: unknown;
  export default value;
}
