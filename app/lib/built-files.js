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
