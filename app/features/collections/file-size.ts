import type { Language } from '../../lib/languages.ts';
import { countWords, type PluralWords } from '../../lib/plural.ts';

/**
 * In the units a computer shows (1 KB = 1,000 bytes): 48842 → "49 KB", 24613000 → "24.6 MB";
 * under a kilobyte, in the words file's `bytes` ("512 bytes").
 */
export function formatFileSize(bytes: number, words: PluralWords, language: Language): string {
  if (bytes < 1_000) return countWords(bytes, words, language);
  if (bytes < 1_000_000) return `${Math.round(bytes / 1_000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
