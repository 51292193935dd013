// What the "Sample content" panel at the foot of /admin says (sample-values.ts shows it), in
// the start form's words of the language /admin speaks.
import { countWords } from '../../lib/plural.ts';
import { type FormWords, formWords } from './words.ts';

/** What the panel says: nothing when no sample value is left. */
export function samplePanel(samples: string[] | undefined, words: FormWords = formWords.en) {
  if (!samples || samples.length === 0) return null;
  const { headline, note } = words.samplePanel;
  return {
    headline: countWords(samples.length, headline, words.language),
    lines: [...samples, note],
  };
}
