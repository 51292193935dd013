import { beforeEach, vi } from 'vitest';
import { checkedToken, gitHubToken, type GivenToken } from './github-rules.ts';

// GitHub as the Worker's check of an uploader meets it (app/worker/editors.ts), `fetch` stubbed:
// the tokens GitHub gave, to the site's own OAuth App or another, and who may push.

/** The site's own OAuth App, as the Worker's settings name it. */
export const siteApp = { id: 'Iv1.the-sites-own-app', secret: 'the-sites-own-secret' };

export const siteAppSettings = {
  GITHUB_CLIENT_ID: siteApp.id,
  GITHUB_CLIENT_SECRET: siteApp.secret,
};

type Given = GivenToken & { push: boolean };

export function stubGitHub(repository: string) {
  const github = {
    /** Every question the Worker asked, its path. */
    asked: [] as string[],
    down: false,
    given: new Map<string, Given>(),
    /**
     * A token GitHub gave: the site's sign-in's, to someone who may push, unless told; its
     * account's login is its name, unless told (one editor may sign in twice).
     */
    give(
      name: string,
      { app = siteApp.id, scopes = ['public_repo'], push = true, login = name } = {},
    ) {
      const token = gitHubToken(name);
      github.given.set(token, { app, scopes, push, login });
      return token;
    },
  };
  vi.stubGlobal('fetch', async (address: string, init: RequestInit = {}) => {
    const { pathname } = new URL(address);
    github.asked.push(pathname);
    if (github.down) return new Response('Down', { status: 502 });
    const authorization = new Headers(init.headers).get('authorization');
    if (pathname.startsWith('/applications/')) {
      const { status, body } = checkedToken(
        siteApp,
        pathname,
        authorization,
        String(init.body ?? ''),
        github.given,
      );
      return Response.json(body, { status });
    }
    if (pathname !== `/repos/${repository}`) return new Response('Not Found', { status: 404 });
    const user = github.given.get(authorization?.replace(/^token /, '') ?? '');
    if (!user) return Response.json({ message: 'Bad credentials' }, { status: 401 });
    return Response.json({
      full_name: repository,
      private: false,
      permissions: { admin: false, push: user.push, pull: true },
    });
  });
  return github;
}

/**
 * GitHub stubbed afresh for each test of the file (stubGitHub), and an editor's token it gave:
 * read as `each.github` and `each.editor` inside a test.
 */
export function editorEachTest(repository: string) {
  const each = {} as { github: ReturnType<typeof stubGitHub>; editor: string };
  beforeEach(() => {
    each.github = stubGitHub(repository);
    each.editor = each.github.give('Editor');
  });
  return each;
}
