import type { Content } from './loading/load.server.ts';

// The church's content, as TypeScript sees it: `import { church } from '../content/data.ts'`. There
// is no data.ts: the content plugin makes this module, an export per key the loader gives.
declare const content: Content;
export = content;
