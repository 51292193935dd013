import type { Content } from './loading/load.server.ts';
import type { Language } from '../lib/languages.ts';

// The church's content, as TypeScript sees it: `import { church } from '../content/data.ts'`. There
// is no data.ts: the content plugin makes this module, an export per key the loader gives.
declare const content: Content & {
  /** The site's second language's content, on a site of two (pipeline/content-plugin.ts). */
  translations: Partial<Record<Language, Content>>;
};
export = content;
