import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gitHubToken } from '../../test/github-rules.ts';
import { siteAppSettings, stubGitHub } from '../../test/worker-github.ts';
import { uploadRefusals } from '../lib/recording-upload.ts';
import { editorRefusal } from './editors.ts';
import { buildFactsPath } from './paths.ts';
import { refusals as signInRefusals, type SignInEnv } from './sign-in.ts';

// Who may upload a recording, as GitHub's answers decide: a token of this site's own sign-in,
// with a scope that writes repositories, of someone who may push to the church's repository.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';

const env = (settings: Partial<SignInEnv> = siteAppSettings): SignInEnv => ({
  ...settings,
  ASSETS: {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === buildFactsPath
        ? Response.json({ backend: { repo: repository, branch: 'main' } })
        : new Response('Not Found', { status: 404 }),
  },
});

const refusalFor = (token: string, settings?: Partial<SignInEnv>) =>
  editorRefusal(
    new Request(`${site}/admin/recordings/`, {
      method: 'POST',
      headers: token ? { Authorization: `token ${token}` } : {},
    }),
    env(settings),
  );

let github: ReturnType<typeof stubGitHub>;
beforeEach(() => {
  github = stubGitHub(repository);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('who may upload a recording', () => {
  it("lets in the site's own sign-in's token of someone who may push, with either scope", async () => {
    for (const scopes of [['public_repo'], ['repo', 'user']]) {
      const token = github.give(`Editor${scopes[0]}`, { scopes });
      expect(await refusalFor(token), scopes.join()).toBeUndefined();
    }
  });

  it('refuses a token of another OAuth App, or the command line’s, though its owner may push', async () => {
    const token = github.give('OtherAppsEditor', { app: 'Iv1.another-app' });
    expect(await refusalFor(token)).toEqual({ status: 401, said: uploadRefusals.signInRefused });
    // GitHub's check said no: the repository was not asked about.
    expect(github.asked.filter((path) => path.startsWith('/repos/'))).toEqual([]);
  });

  it('refuses a token of its own sign-in without repo or public_repo', async () => {
    const token = github.give('ReadsOnly', { scopes: ['read:user'] });
    expect(await refusalFor(token)).toEqual({ status: 401, said: uploadRefusals.signInRefused });
  });

  it('refuses someone who cannot save to the church’s repository', async () => {
    const token = github.give('Reader', { push: false });
    expect(await refusalFor(token)).toEqual({ status: 403, said: uploadRefusals.notAnEditor });
  });

  it('refuses no token, or one not shaped as GitHub’s, asking GitHub nothing', async () => {
    expect(await refusalFor('')).toEqual({ status: 401, said: uploadRefusals.notSignedIn });
    for (const token of [
      'random',
      'gho_short',
      `ghp_${'a'.repeat(36)}`,
      `gho_${'a'.repeat(35)}-`,
      `gho_${'a'.repeat(252)}`,
    ]) {
      expect(await refusalFor(token), token).toEqual({
        status: 401,
        said: uploadRefusals.signInRefused,
      });
    }
    expect(github.asked).toEqual([]);
  });

  it('says so where the sign-in is not set up, asking GitHub nothing', async () => {
    const token = github.give('BeforeStepFour');
    expect(await refusalFor(token, {})).toEqual({ status: 503, said: signInRefusals.notSetUp });
    expect(github.asked).toEqual([]);
  });

  it('says so when GitHub cannot answer, and asks again next time', async () => {
    const token = gitHubToken('Fresh');
    github.down = true;
    expect(await refusalFor(token)).toEqual({ status: 503, said: uploadRefusals.gitHubDown });
    github.down = false;
    expect(await refusalFor(token)).toEqual({ status: 401, said: uploadRefusals.signInRefused });
    expect(github.asked).toHaveLength(2);
  });

  it('takes GitHub’s word on a token for a minute, not for good', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = github.give('ForAMinute');
    for (const _ of [1, 2, 3]) expect(await refusalFor(token)).toBeUndefined();
    // The check of the token, then the repository.
    expect(github.asked).toHaveLength(2);
    vi.setSystemTime(Date.now() + 61_000);
    await refusalFor(token);
    expect(github.asked).toHaveLength(4);
  });

  it('asks GitHub once about a new token sent thirty times at once', async () => {
    const token = github.give('ThirtyAtOnce');
    const answers = await Promise.all(Array.from({ length: 30 }, () => refusalFor(token)));
    expect(answers.every((refusal) => refusal === undefined)).toBe(true);
    // One check of the token, then one of the repository: as for a single request.
    expect(github.asked).toEqual([
      `/applications/${siteAppSettings.GITHUB_CLIENT_ID}/token`,
      `/repos/${repository}`,
    ]);
  });

  it('keeps an editor it knows however many strangers’ tokens come after', async () => {
    const token = github.give('KnownEditor');
    expect(await refusalFor(token)).toBeUndefined();
    const asked = github.asked.length;
    for (let n = 0; n < 150; n++) {
      expect(await refusalFor(gitHubToken(`Stranger${n}x`))).toEqual({
        status: 401,
        said: uploadRefusals.signInRefused,
      });
    }
    expect(github.asked).toHaveLength(asked + 150);
    expect(await refusalFor(token)).toBeUndefined();
    expect(github.asked).toHaveLength(asked + 150);
  });
});
