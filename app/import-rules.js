// The one table of which part of app/ may import which, for dependency-cruiser
// (.dependency-cruiser.js, which loads plain JavaScript): every kind of import, tests too.

const base = ['lib', 'content', 'components', 'feeds'];
/** The content as a module (app/content/data.ts), for routes and tests; the rest are templates. */
export const contentModule = 'content/data';

/**
 * What each part (a folder of app/, each feature on its own, or scripts/) may import besides
 * itself. app/'s top files, app/pipeline and a folder not listed may import any part. A name
 * allows the parts inside it ("features" every feature) but the content module.
 * @type {Record<string, readonly string[]>}
 */
export const mayImport = {
  // Small helpers; the church's facts only as the content's schemas type them (typesOnly below).
  lib: ['content'],
  // The feeds take the content's schemas alone (never the CMS's helpers).
  feeds: ['lib', 'content/schemas'],
  // Plain DOM code (the islands' registry names each island's component: fileMayAlsoImport).
  browser: ['lib', 'components', 'feeds'],
  // The code for content/, in layers, each importing only those under it: the pictures and
  // files, the schemas, Decap's view of them, the loading; its top files (types, YAML) any.
  content: ['lib'],
  'content/pictures': ['lib'],
  'content/schemas': ['lib', 'content/pictures'],
  'content/cms': ['lib', 'content/pictures', 'content/schemas'],
  'content/loading': ['lib', 'content/pictures', 'content/schemas', 'content/cms'],
  // /admin's own code, in the browser: it reads the content's code, never the reverse. Its
  // rooms go one way: what they share (Decap, our boxes' DOM, the commit), before Publish (the
  // checks, the boxes), after Publish (status, undo), the start form; uploads beside. Its top
  // files start them all.
  admin: ['lib', 'content'],
  'admin/shared': ['lib', 'content'],
  'admin/before-publish': ['lib', 'content', 'admin/shared'],
  'admin/after-publish': ['lib', 'content', 'admin/shared', 'admin/before-publish'],
  'admin/uploads': ['lib', 'content', 'admin/shared'],
  'admin/start': ['lib', 'content', 'admin/shared', 'admin/before-publish', 'admin/after-publish'],
  // The feeds for an island's check of its feed (the island itself: fileMayAlsoImport).
  components: ['lib', 'content', 'components', 'feeds'],
  // A feature the table does not name yet.
  features: base,
  'features/activities': [...base, 'features/groups'],
  'features/church-pages': base,
  'features/collections': base,
  'features/events': base,
  'features/groups': [...base, 'features/events'],
  'features/halls': [...base, 'features/events', 'features/groups'],
  'features/news': [...base, 'features/collections'],
  'features/search': base,
  'features/sermons': [...base, 'features/collections'],
  routes: [...base, 'features', contentModule],
  // The site's own code on Cloudflare, which shares only the built files' names with the rest.
  worker: ['lib'],
  // scripts/ reach the app's TypeScript through build-modules.ts; app/lib's JavaScript directly.
  scripts: ['lib'],
};

/** Parts a part may import types from, and nothing else. */
export const typesOnly = { lib: ['content'] };

/** What tests may import besides their part's table: the content, and the parts they check with. */
export const testsMayAlsoImport = ['content', contentModule, 'pipeline', 'browser', 'features'];

/** What every part may import: the pictures' presets the templates and the build share. */
export const everyPartMayImport = ['assets'];

/** Files that may import more than their part. */
export const fileMayAlsoImport = {
  // The islands' registry names each island's component, loaded when the island is.
  'app/browser/island-registry.ts': ['features'],
  // An island renders the browser's props and registry into the page.
  'app/components/island.tsx': ['browser'],
  // The test of `npm run format`, whose script runs in plain Node (scripts/format-content.mjs),
  // and of the formats /admin registers with Decap.
  'app/content/yaml.test.ts': ['scripts', 'admin'],
  // An event already over is refused in /admin as at build (admin/before-publish/entry-check.ts).
  'app/content/schemas/typed-events.test.ts': ['admin'],
  // The whole-folder check on the sites the start form writes, for one church and for two.
  'app/admin/before-publish/set-check.test.ts': ['admin/start'],
  // The commit as the start form's Publish makes it, in the form's words.
  'app/admin/shared/commit.test.ts': ['admin/start'],
  // One Publish of the start form writes its files as `npm run format` would.
  'app/admin/start/new-church.test.ts': ['scripts'],
  // The workflow's test, which checks it against the worker's own tries.
  'scripts/daily-rebuild.test.ts': ['worker'],
  // Not yet as the table says: the menu should come from the route, as the rest does.
  'app/content/loading/navigation.ts': [contentModule],
};
