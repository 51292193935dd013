// The start form's words for its commit, apart from the form, so the CMS tests can speak them.
import type { CommitWords } from '../shared/commit.ts';

/** What the office is told when the form's Publish is refused or its answer lost. */
export const startCommitWords: CommitWords = {
  again: 'choose Publish again',
  changedMeanwhile: (repo) =>
    `${repo} changed on GitHub while the form was open (someone saved in the meantime). Nothing was changed: choose Publish again.`,
  mayNotBeSaved: ({ repo, branch }) =>
    `The connection was lost as GitHub was saving, so your church’s files may not have been saved. To check, open https://github.com/${repo}/commits/${branch}: if the newest change there is “Start the website for” your church, they were saved and the site is being rebuilt. If not, choose Publish again.`,
  mayNotBeSavedHere:
    'The CMS on this computer (npm run cms) stopped answering while saving, so your church’s files may not have been saved, or only some of them. Check that it is still running, then choose Publish again: it saves what is missing.',
};
