import type { Content } from './loading/load';

// The church's content, as TypeScript sees it: `import { church } from '~/content/data'`. There
// is no data.ts: the content plugin (content-plugin.ts) makes this module from the content
// folder, one export per key of what the loader gives, so the exports are listed nowhere.
declare const content: Content;
export = content;
