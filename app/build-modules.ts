// What the tools in scripts/ (perf.mjs, bench-scale.mjs, format-content.mjs…) run of the app:
// one module, loaded through Vite by scripts/app-modules.mjs and typed from this file, so a
// renamed module or export fails `npm run typecheck` rather than the build.
export { default as routes } from './routes.ts';
export {
  fromFrontMatterFile,
  fromYamlFile,
  toFrontMatterFile,
  toYamlFile,
} from './content/cms/admin/cms-yaml.ts';
export { cmsConfigFile, cmsConfigText } from './content/cms/cms-config.ts';
export { collectionPaths } from './content/loading/collection-paths.ts';
export { generatedImagesPath } from './content/pictures/image-names.ts';
export { ContentError, contentDir, loadContent } from './content/loading/load.ts';
export { placeholderChecklist, sampleChecklist } from './content/loading/placeholders.ts';
export { podcastImageSize } from './content/schemas/sermons-page.ts';
export { qrCodePath, qrFolder } from './content/schemas/short-links.ts';
export { subscriptionCalendar } from './features/events/calendar-ics.ts';
export { atomFeed, feedLength } from './features/news/atom-feed.ts';
export { episodeFiles } from './features/sermons/episode-files.ts';
export { podcastFeeds } from './features/sermons/podcast-feed.ts';
export { bibleBooks } from './lib/bible-books.ts';
export { churchSuiteUrls } from './lib/churchsuite.ts';
export { monthNames } from './lib/format-date.ts';
export { hallsPaths, paths } from './lib/paths.ts';
export { isIndexed, unindexedParts } from './lib/search-index.ts';
export { absoluteUrl } from './lib/site-url.ts';
export { slugOf } from './lib/slug.ts';
export { recordSamples, sampleRecord, sampleRecordFile } from './content/cms/sample-values.ts';
