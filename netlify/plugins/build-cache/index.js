// Netlify build plugin: the folder the build reuses (its picture copies, by content, and Decap's
// unpacked bundle) is put back before each build and kept after it, in Netlify's build cache.
// A build without it makes them again, so a cache Netlify has cleared costs only time.

/** The build's own cache, below the site's folder. */
export const cached = ['node_modules/.cache'];

/** @param {{ utils: { cache: { restore: (paths: string[]) => Promise<boolean> } } }} options */
export async function onPreBuild({ utils }) {
  await utils.cache.restore(cached);
}

/** @param {{ utils: { cache: { save: (paths: string[]) => Promise<boolean> } } }} options */
export async function onPostBuild({ utils }) {
  await utils.cache.save(cached);
}
