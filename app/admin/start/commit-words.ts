// The start form's words for its commit, apart from the form, so the CMS tests can speak them
// (with the words read from the file: words.ts's come from a module only Vite makes).
import { fillPhrase } from '../../lib/format-date.ts';
import type { CommitWords } from '../shared/commit.ts';
import type { FormWords } from './words.ts';

/** What the office is told when the form's Publish is refused or its answer lost, in `words`. */
export const commitWordsOf = ({ publishing: say }: Pick<FormWords, 'publishing'>): CommitWords => ({
  again: say.again,
  changedMeanwhile: (repo) => fillPhrase(say.changedMeanwhile, { repo }),
  mayNotBeSaved: ({ repo, branch }) => fillPhrase(say.mayNotBeSaved, { repo, branch }),
  mayNotBeSavedHere: say.mayNotBeSavedHere,
});
