declare module 'virtual:site-script' {
  /** The address of the script every page runs (browser/site-script-plugin.ts). */
  const url: string;
  export default url;
}
