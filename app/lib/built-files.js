// What the pages, the host and the build's scripts agree on about the built files. JavaScript
// checked by tsc, as scripts/ runs under plain Node, which imports no TypeScript.

/** The CMS's folder in the build (public/admin and Decap's files): /admin, not a page. */
export const adminFolder = 'admin';

/** The sermon recordings, served by the site's Worker from R2 (app/worker/recordings.ts). */
export const recordingsFolder = 'recordings';

/** Pagefind's index and scripts (app/pipeline/pagefind-index.ts), fetched by the search page. */
export const pagefindFolder = 'pagefind';

/**
 * Where the host serves a built page: index.html at /, events(/index).html at /events.
 * @param {string} file The page's path in the build, folders joined by /.
 */
export const addressOf = (file) =>
  file === 'index.html' ? '/' : `/${file.replace(/(?:\/index)?\.html$/, '')}`;

/**
 * Where the build keeps what it made for the next build (the pictures' copies, Decap's bundle):
 * node_modules/.cache, which Netlify keeps by our plugin; on Workers Builds, whose build cache
 * keeps only npm's own cache folder (its "Build caching" page), a folder inside that one.
 * @param {string} root The project's folder. @param {NodeJS.ProcessEnv} [env]
 */
export const buildCacheIn = (root, env = process.env) =>
  env.WORKERS_CI === '1' && env.npm_config_cache
    ? `${env.npm_config_cache}/church-build`
    : `${root}/node_modules/.cache`;
