// The one table of which part of app/ may import which, which dependency-cruiser checks
// (.dependency-cruiser.js): type-only imports and `import()` included, tests and scripts/ too.
// Plain JavaScript, as the tool's config loads it.

const base = ['lib', 'content', 'components', 'feeds'];
/**
 * The church's content as a module (`app/content/data.ts`): only route modules (and tests) import
 * it; components, features and helpers are templates filled from the route.
 */
export const contentModule = 'content/data';

/**
 * What each part may import besides itself. A part is a folder of app/ (each feature on its
 * own), or scripts/. The files at app/'s top (root.tsx, routes.ts, entry.*, build-modules.ts)
 * put the parts together and may import any of them, as may app/pipeline (the build's own steps)
 * and a folder not listed here yet. A name allows the parts inside it ("features" every
 * feature) but for the content module, which only routes name.
 * @type {Record<string, readonly string[]>}
 */
export const mayImport = {
  // Small helpers, which may take the church's facts as the content's schemas type them.
  lib: ['content'],
  // The feeds: where each is, how it is read, its shape, its sample, its snapshot; the content's
  // schemas alone (an address comes as the schema kept it, never through the CMS's helpers).
  feeds: ['lib', 'content/schemas'],
  // Plain DOM code, but for the islands' registry (island-registry.ts), which names each
  // island's component, loaded only on a page that has one.
  browser: ['lib', 'components', 'features', 'feeds'],
  content: ['lib'],
  // The feeds for an island's check of its feed (components/island.tsx).
  components: ['lib', 'content', 'browser', 'components', 'feeds'],
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
  // The app's TypeScript reaches scripts/ at run time, through build-modules.ts
  // (appModules in scripts/cli.mjs); plain JavaScript of app/lib they may import as it is.
  scripts: ['lib'],
};

/**
 * What tests may import besides their part's table: the content under test, and the parts
 * they check their part's work with (the build that uses it, the script that runs it).
 */
export const testsMayAlsoImport = ['content', contentModule, 'pipeline', 'browser', 'features'];

/** What every part may import: the pictures' presets the templates and the build share. */
export const everyPartMayImport = ['assets'];

/** Files that may import more than their part. */
export const fileMayAlsoImport = {
  // The test of `npm run format`, whose script runs in plain Node (scripts/format-content.mjs).
  'app/content/cms/cms-yaml.test.ts': ['scripts'],
  // One Publish of the start form writes its files as `npm run format` would.
  'app/content/start/new-church.test.ts': ['scripts'],
  // The workflow's test, which checks it against the worker's own tries.
  'scripts/daily-rebuild.test.ts': ['worker'],
  // Not yet as the table says: the menu should come from the route, as the rest does.
  'app/content/loading/navigation.ts': [contentModule],
};
