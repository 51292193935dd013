// What /admin says, in place of the sign-in, when the build could not tell the church's own
// GitHub repository from the template's (cms-backend.ts): signing in would save elsewhere.
import { make } from './shared/own-boxes.ts';

/** The words: what is wrong, where to name the repository, and what follows. */
export function repositoryWords(repo: string | undefined) {
  const where =
    repo === undefined || repo === 'your-account/your-repo'
      ? 'only the example name it came with'
      : `${repo}, the website it was copied from`;
  return {
    headline: 'The editor does not know the church’s GitHub repository yet',
    lines: [
      `It would save your changes to ${where}, not to the church’s own copy, so signing in is turned off until the build is told which it is.`,
      'In Cloudflare, open Workers & Pages, then the project, then Settings → Build → Variables and secrets, and choose Add. Type CMS_GITHUB_REPO as the name, and as its value the church’s organisation and repository as GitHub shows them, with a slash between (for example st-columbas-keswick/website). Choose Save.',
      'Then build again: in the project’s Deployments, View build history, the newest build, and Retry build. In five to ten minutes open this page again and Login with GitHub is here.',
    ],
  };
}

/** The words on the page, where Decap's sign-in would be. */
export function showRepositoryUnknown(repo: string | undefined) {
  const { headline, lines } = repositoryWords(repo);
  const style = 'max-width:40rem;margin:2rem auto;padding:0 1rem;font:16px/1.5 sans-serif';
  document.body.append(
    make('main', { style }, make('h1', {}, headline), ...lines.map((line) => make('p', {}, line))),
  );
}
