// What `npm run preview` serves: the repository's wrangler.jsonc, as the host reads it.
import { resolve } from 'node:path';

/** The preview's config and state (the recordings bucket), apart by port. @param {number} port */
export const previewFiles = (port) => ({
  config: resolve('.wrangler', `preview-${port}.jsonc`),
  state: resolve('.wrangler', `state-${port}`),
});

/**
 * wrangler.jsonc as the preview serves it: the build folder given, the Worker's module named from
 * anywhere, and the recordings turned on as setting-up.md tells the office to.
 * @param {string} text
 * @param {{ assets: string, main: string }} where
 */
export function previewConfig(text, { assets, main }) {
  /** @type {[RegExp, string][]} */
  const edits = [
    [/"directory": "build\/client"/, `"directory": ${JSON.stringify(assets)}`],
    [/"main": "([^"]+)"/, `"main": ${JSON.stringify(main)}`],
    // Switched on as the office does, unless a copy has done so already.
    [/\/\/ ("r2_buckets": )|^(\s*"r2_buckets": )/m, '$1$2'],
    [/"\$schema": "[^"]+",\n/, ''],
    // Workers AI runs only on Cloudflare (wrangler dev asks for an account): the preview has none,
    // and /admin says transcripts cannot be written here; the CMS tests give it a fake instead.
    [/^\s*"ai": \{[^}]*\},\n/m, ''],
  ];
  return edits.reduce((config, [find, replace]) => {
    if (!find.test(config))
      throw new Error(`wrangler.jsonc no longer has ${find}: see scripts/preview-config.mjs`);
    return config.replace(find, replace);
  }, text);
}
