import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFactsPath, signInPaths } from './paths.ts';
import { gitHubReturn, gitHubTakesReturn } from '../../test/github-rules.ts';
import {
  challenge,
  refusals,
  type finishSignIn as FinishSignIn,
  type SignInEnv,
  type startSignIn as StartSignIn,
} from './sign-in.ts';

// The sign-in as GitHub and the editor's browser meet it: what /admin/auth sends to GitHub,
// the cookie the browser keeps, and what the pop-up shows on the way back. GitHub is a fake
// that remembers what it was asked at its consent screen and checks the exchange against it.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';
const app = { id: 'Iv1.client', secret: 'the-secret' };
const token = 'gho_TheToken';

/**
 * A GitHub that answers the repository's question, returns to the OAuth App's callback address
 * as GitHub's rule allows, and exchanges codes as GitHub does.
 */
function fakeGitHub() {
  const github = {
    /**
     * 'public'; 'private' or 'missing' (404 to a stranger, its owner there or not); 'mistyped'
     * (404 to everyone, its owner there); 'down' (500).
     */
    repository: 'public' as 'public' | 'private' | 'missing' | 'mistyped' | 'down',
    /** The OAuth App's Authorization callback URL. */
    callback: `${site}${signInPaths.back}`,
    askedAbout: [] as string[],
    /** The last consent screen's query, remembered as GitHub keeps it with the code. */
    consent: undefined as URLSearchParams | undefined,
    exchanges: [] as Record<string, string>[],
  };
  vi.stubGlobal('fetch', async (address: string, init: RequestInit = {}) => {
    const url = new URL(address);
    if (url.pathname.startsWith('/repos/')) {
      github.askedAbout.push(url.pathname.slice('/repos/'.length));
      if (github.repository === 'down') return new Response('Down', { status: 500 });
      // A private repository is there for its editor's own token, as GitHub shows it.
      const editor = new Headers(init.headers).get('authorization') === `token ${token}`;
      return github.repository === 'public' || (github.repository === 'private' && editor)
        ? Response.json({ full_name: repository, private: false })
        : Response.json({ message: 'Not Found' }, { status: 404 });
    }
    if (url.pathname === `/users/${repository.split('/')[0]}`) {
      return github.repository === 'missing'
        ? Response.json({ message: 'Not Found' }, { status: 404 })
        : Response.json({ login: repository.split('/')[0] });
    }
    if (url.pathname === '/login/oauth/access_token') {
      const form = JSON.parse(String(init.body)) as Record<string, string>;
      github.exchanges.push(form);
      const asked = github.consent;
      // GitHub's own checks: the code is the consent's, the verifier hashes to its challenge
      // (when it was given one), and the callback address is the consent's.
      const error =
        !asked || form.code !== 'the-code'
          ? 'bad_verification_code'
          : asked.has('code_challenge') &&
              (await challenge(form.code_verifier ?? '')) !== asked.get('code_challenge')
            ? 'bad_verification_code'
            : form.redirect_uri !== asked.get('redirect_uri')
              ? 'redirect_uri_mismatch'
              : undefined;
      return Response.json(
        error
          ? { error, error_description: error }
          : { access_token: token, token_type: 'bearer', scope: asked!.get('scope') },
      );
    }
    return new Response('Not Found', { status: 404 });
  });
  return github;
}

const env = (facts: object = { backend: { repo: repository, branch: 'main' } }): SignInEnv => ({
  GITHUB_CLIENT_ID: app.id,
  GITHUB_CLIENT_SECRET: app.secret,
  ASSETS: {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === buildFactsPath
        ? Response.json(facts)
        : new Response('Not Found', { status: 404 }),
  },
});

/** The editor's browser: a cookie jar that keeps what the site sets, for the paths it names. */
function browser() {
  const jar = new Map<string, { value: string; path: string }>();
  const send = async (
    address: string,
    answer: (request: Request, env: SignInEnv) => Promise<Response>,
    settings: SignInEnv,
  ) => {
    const { pathname } = new URL(address);
    const cookies = [...jar]
      // RFC 6265's path-match: the cookie's path, then nothing or a new segment.
      .filter(
        ([, { path }]) =>
          pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
    const response = await answer(
      new Request(address, { headers: cookies ? { Cookie: cookies } : {} }),
      settings,
    );
    const set = response.headers.get('Set-Cookie');
    if (set) {
      const [pair, ...attributes] = set.split('; ');
      const [name, ...value] = pair!.split('=');
      const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      if (/Max-Age=0\b/.test(set)) jar.delete(name!);
      else jar.set(name!, { value: value.join('='), path });
    }
    return response;
  };
  return { jar, send };
}

/** Opens /admin/auth; GitHub's consent screen (the fake remembers it); its Authorize link. */
async function startAt(
  github: ReturnType<typeof fakeGitHub>,
  editor: ReturnType<typeof browser>,
  query = 'provider=github&site_id=church.example&scope=repo',
  origin = site,
  settings = env(),
) {
  const response = await editor.send(
    `${origin}${signInPaths.start}?${query}`,
    startSignIn,
    settings,
  );
  const consent = new URL(response.headers.get('Location') ?? 'about:blank');
  github.consent = consent.searchParams;
  return { response, consent, authorize: gitHubReturn(github.callback, consent.searchParams) };
}

const alert = async (response: Response) =>
  /<p role="alert">([^<]*)<\/p>/
    .exec(await response.text())?.[1]
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const signedIn = async (response: Response) =>
  response.status === 200 && (await response.text()).includes(JSON.stringify(token).slice(1, -1));

// A fake GitHub for every test, and a Worker fresh from Cloudflare, which has heard nothing
// from GitHub yet; the worker's logged errors kept off the test's output.
let github: ReturnType<typeof fakeGitHub>;
let startSignIn: typeof StartSignIn;
let finishSignIn: typeof FinishSignIn;
beforeEach(async () => {
  github = fakeGitHub();
  vi.resetModules();
  ({ startSignIn, finishSignIn } = await import('./sign-in.ts'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('the sign-in', () => {
  it('signs the editor in, sending GitHub the SHA-256 (S256) of the verifier it exchanges with', async () => {
    const editor = browser();
    const { consent, authorize } = await startAt(github, editor);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(await signedIn(await editor.send(authorize, finishSignIn, env()))).toBe(true);
    const [exchange] = github.exchanges;
    expect(exchange!.code_verifier).toMatch(/^[\w-]{43,128}$/);
    expect(await challenge(exchange!.code_verifier!)).toBe(
      consent.searchParams.get('code_challenge'),
    );
  });

  it('gives every sign-in a state and a challenge of its own', async () => {
    const first = (await startAt(github, browser())).consent.searchParams;
    const second = (await startAt(github, browser())).consent.searchParams;
    expect(second.get('state')).not.toBe(first.get('state'));
    expect(second.get('code_challenge')).not.toBe(first.get('code_challenge'));
  });

  it('names the same callback address to GitHub at the consent screen and at the exchange', async () => {
    const editor = browser();
    const { consent, authorize } = await startAt(github, editor);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${site}${signInPaths.back}`);
    await editor.send(authorize, finishSignIn, env());
    expect(github.exchanges[0]!.redirect_uri).toBe(consent.searchParams.get('redirect_uri'));
  });

  it('signs in at the bare domain and at www., the callback registered on the bare domain', async () => {
    github.callback = `https://church.example${signInPaths.back}`;
    for (const origin of ['https://church.example', 'https://www.church.example']) {
      const editor = browser();
      const { authorize } = await startAt(github, editor, undefined, origin);
      expect(await signedIn(await editor.send(authorize, finishSignIn, env())), origin).toBe(true);
    }
  });

  it("is tested against GitHub's rule for return addresses, as GitHub's guide gives it", () => {
    const callback = 'http://example.com/path';
    const good = ['/path', '/path/subdir/other'].flatMap((path) =>
      ['http://example.com', 'http://oauth.example.com'].map((host) => host + path),
    );
    const bad = ['/bar', '/', ':8080/path'].map((path) => `http://example.com${path}`);
    bad.push(
      'http://oauth.example.com:8080/path',
      'http://example.org',
      'http://example.com/pathway',
    );
    expect(good.filter((to) => !gitHubTakesReturn(callback, to))).toEqual([]);
    expect(bad.filter((to) => gitHubTakesReturn(callback, to))).toEqual([]);
  });

  it('says the OAuth App names another address when GitHub will not return to this one', async () => {
    // As the guide had it: the callback on www., which the bare domain is not below.
    github.callback = `https://www.church.example${signInPaths.back}`;
    for (const origin of ['https://church.example', 'https://church.example.org']) {
      const editor = browser();
      const { authorize } = await startAt(github, editor, undefined, origin);
      expect(await alert(await editor.send(authorize, finishSignIn, env())), origin).toBe(
        refusals.wrongAddress,
      );
    }
    expect(github.exchanges).toEqual([]);
  });

  it('refuses an answer that comes back to another address than the one it started at', async () => {
    const editor = browser();
    const { authorize } = await startAt(github, editor);
    const elsewhere = authorize.replace(site, 'https://elsewhere.example');
    const cookie = [...editor.jar].map(([name, { value }]) => `${name}=${value}`).join('; ');
    const response = await finishSignIn(
      new Request(elsewhere, { headers: { Cookie: cookie } }),
      env(),
    );
    expect(await alert(response)).toBe(refusals.badState);
    expect(github.exchanges).toEqual([]);
  });

  it('refuses an answer whose state is not the one it started with, or has none', async () => {
    for (const state of ['another-windows', undefined]) {
      const editor = browser();
      const { authorize } = await startAt(github, editor);
      const answer = new URL(authorize);
      if (state) answer.searchParams.set('state', state);
      else answer.searchParams.delete('state');
      expect(await alert(await editor.send(answer.href, finishSignIn, env())), state).toBe(
        refusals.badState,
      );
    }
    // An answer in a browser that never started a sign-in here.
    const { authorize } = await startAt(github, browser());
    expect(await alert(await browser().send(authorize, finishSignIn, env()))).toBe(
      refusals.badState,
    );
    expect(github.exchanges).toEqual([]);
  });

  it('refuses the same answer from GitHub a second time', async () => {
    const editor = browser();
    const { authorize } = await startAt(github, editor);
    expect(await signedIn(await editor.send(authorize, finishSignIn, env()))).toBe(true);
    const replayed = await editor.send(authorize, finishSignIn, env());
    expect(await alert(replayed)).toBe(refusals.badState);
    expect(github.exchanges).toHaveLength(1);
  });

  it('refuses a cookie it did not sign before GitHub hears of it: 101 forged, no exchange', async () => {
    const callback = `${site}${signInPaths.back}`;
    const pending = { state: 'forged', verifier: 'v'.repeat(43), callback };
    const body = btoa(JSON.stringify({ ...pending, issued: Math.floor(Date.now() / 1000) }));
    const forgeries = [
      // The old cookie: base64 JSON, signed by nobody.
      btoa(JSON.stringify(pending)),
      `${body}.${'A'.repeat(43)}`,
      `${body}.`,
      body,
    ];
    for (let n = 0; n <= 100; n++) {
      const forged = forgeries[n % forgeries.length]!;
      const answer = await finishSignIn(
        new Request(`${callback}?code=the-code&state=forged`, {
          headers: { Cookie: `admin-sign-in=${forged}` },
        }),
        env(),
      );
      expect(await alert(answer)).toBe(refusals.badState);
    }
    expect(github.exchanges).toEqual([]);
  });

  it('refuses its own cookie altered, or signed with another site’s secret', async () => {
    const editor = browser();
    const { authorize } = await startAt(github, editor);
    const [body, signature] = editor.jar.get('admin-sign-in')!.value.split('.');
    const pending = JSON.parse(atob(body!.replace(/-/g, '+').replace(/_/g, '/'))) as object;
    const altered = btoa(JSON.stringify({ ...pending, state: 'chosen' })).replace(/=+$/, '');
    const answer = new URL(authorize);
    answer.searchParams.set('state', 'chosen');
    const tampered = await finishSignIn(
      new Request(answer.href, { headers: { Cookie: `admin-sign-in=${altered}.${signature}` } }),
      env(),
    );
    expect(await alert(tampered)).toBe(refusals.badState);
    // Another copy of the site, another secret: its cookie means nothing here.
    const elsewhere = browser();
    const other = await startAt(github, elsewhere, undefined, site, {
      ...env(),
      GITHUB_CLIENT_SECRET: 'another-secret',
    });
    expect(await alert(await elsewhere.send(other.authorize, finishSignIn, env()))).toBe(
      refusals.badState,
    );
    expect(github.exchanges).toEqual([]);
  });

  it('refuses a cookie over ten minutes old, whatever the browser kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = browser();
    const { authorize } = await startAt(github, late);
    const inTime = browser();
    const started = await startAt(github, inTime);
    vi.setSystemTime(Date.now() + 9 * 60 * 1000);
    expect(await signedIn(await inTime.send(started.authorize, finishSignIn, env()))).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect(await alert(await late.send(authorize, finishSignIn, env()))).toBe(refusals.badState);
    expect(github.exchanges).toHaveLength(1);
  });

  it('keeps its cookie for the callback only, from script, from other sites, for ten minutes', async () => {
    const { response } = await startAt(github, browser());
    const attributes = response.headers.get('Set-Cookie')!.split('; ').slice(1);
    expect(attributes.sort()).toEqual(
      [`Path=${signInPaths.back}`, 'Max-Age=600', 'HttpOnly', 'SameSite=Lax', 'Secure'].sort(),
    );
    // On this computer's own address there is no https, so no Secure.
    const here = await startAt(github, browser(), undefined, 'http://localhost:4173');
    expect(here.response.headers.get('Set-Cookie')).not.toMatch(/Secure/);
    expect(here.response.headers.get('Set-Cookie')).toMatch(/HttpOnly/);
  });

  it('spends its cookie on the way back, whatever GitHub answered', async () => {
    for (const answer of ['code=the-code', 'error=access_denied']) {
      const editor = browser();
      const { authorize } = await startAt(github, editor);
      const state = new URL(authorize).searchParams.get('state');
      const response = await editor.send(
        `${site}${signInPaths.back}?${answer}&state=${state}`,
        finishSignIn,
        env(),
      );
      expect(response.headers.get('Set-Cookie'), answer).toMatch(
        new RegExp(`^admin-sign-in=; Path=${signInPaths.back}; Max-Age=0;`),
      );
      expect(editor.jar.size, answer).toBe(0);
    }
  });

  it("says GitHub's refusal in its own words, never repeating what the address said", async () => {
    const written = '<img src=x onerror=alert(1)>';
    for (const [error, sentence] of [
      ['access_denied', refusals.refused],
      ['redirect_uri_mismatch', refusals.wrongAddress],
      [written, refusals.otherGitHubError],
    ] as const) {
      const address = new URL(`${site}${signInPaths.back}`);
      address.searchParams.set('error', error);
      address.searchParams.set('error_description', written);
      const response = await finishSignIn(new Request(address), env());
      const page = await response.clone().text();
      expect(await alert(response), error).toBe(sentence);
      expect(page).not.toContain('img src');
      expect(page).not.toContain('onerror');
    }
  });

  it('signs in with GitHub only', async () => {
    const response = await startSignIn(
      new Request(`${site}${signInPaths.start}?provider=gitlab`),
      env(),
    );
    expect(response.status).toBe(400);
    expect(response.headers.has('Location')).toBe(false);
    expect(await alert(response)).toBe(refusals.notGitHub);
  });

  it('refuses an http address that is not this computer, on the way out and back', async () => {
    const start = await startSignIn(
      new Request(`http://church.example${signInPaths.start}?provider=github`),
      env(),
    );
    expect(start.headers.has('Location')).toBe(false);
    expect(start.headers.has('Set-Cookie')).toBe(false);
    expect(await alert(start)).toBe(refusals.notSecure);
    const back = await finishSignIn(
      new Request(`http://church.example${signInPaths.back}?code=the-code&state=x`),
      env(),
    );
    expect(await alert(back)).toBe(refusals.notSecure);
    expect(github.exchanges).toEqual([]);
    // This computer's own addresses are allowed, for `npm run preview` and the tests.
    for (const here of ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://[::1]:4173']) {
      const { consent } = await startAt(github, browser(), undefined, here);
      expect(consent.searchParams.get('redirect_uri'), here).toBe(`${here}${signInPaths.back}`);
    }
  });

  it('says what to do when the sign-in is not set up', async () => {
    const response = await startSignIn(new Request(`${site}${signInPaths.start}`), {
      ...env(),
      GITHUB_CLIENT_SECRET: ' ',
    });
    expect(response.status).toBe(503);
    expect(await alert(response)).toBe(refusals.notSetUp);
  });
});

describe("the scope GitHub is asked for, from the church's repository", () => {
  const scopeAsked = async (query?: string, settings?: SignInEnv) =>
    (await startAt(github, browser(), query, site, settings)).consent.searchParams.get('scope');

  it('is public_repo for a public repository, whatever the address asks', async () => {
    expect(await scopeAsked('provider=github&scope=repo')).toBe('public_repo');
    expect(github.askedAbout).toEqual([repository]);
  });

  it('is repo for a private repository, which GitHub hides from a stranger, whatever the address asks', async () => {
    github.repository = 'private';
    expect(await scopeAsked('provider=github&scope=public_repo')).toBe('repo');
  });

  it('is the narrower public_repo when GitHub cannot say, or the build names no repository', async () => {
    github.repository = 'down';
    expect(await scopeAsked()).toBe('public_repo');
    github.repository = 'private';
    expect(await scopeAsked(undefined, env({ signInHere: true }))).toBe('public_repo');
  });

  it('is asked of GitHub once for twenty sign-ins', async () => {
    github.repository = 'private';
    const twenty = Array.from({ length: 20 }, () => scopeAsked());
    expect(await Promise.all(twenty)).toEqual(Array(20).fill('repo'));
    expect(await scopeAsked()).toBe('repo');
    expect(github.askedAbout).toEqual([repository]);
  });

  it("keeps GitHub's last good answer while GitHub cannot say, and asks again an hour on", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    github.repository = 'private';
    expect(await scopeAsked()).toBe('repo');
    vi.setSystemTime(Date.now() + 61 * 60_000);
    github.repository = 'down';
    expect(await scopeAsked()).toBe('repo');
    expect(await scopeAsked()).toBe('repo');
    expect(github.askedAbout).toHaveLength(2);
    // GitHub's silence is asked about again after a minute.
    vi.setSystemTime(Date.now() + 61_000);
    github.repository = 'public';
    expect(await scopeAsked()).toBe('public_repo');
    expect(github.askedAbout).toHaveLength(3);
  });

  it('signs in to a private repository, and stops with a sentence when GitHub shows the editor no such name', async () => {
    github.repository = 'private';
    const editor = browser();
    const { consent, authorize } = await startAt(github, editor);
    expect(consent.searchParams.get('scope')).toBe('repo');
    expect(await signedIn(await editor.send(authorize, finishSignIn, env()))).toBe(true);
    // Another name under the same owner: as hidden from the app, and not there for the editor.
    vi.resetModules();
    ({ startSignIn, finishSignIn } = await import('./sign-in.ts'));
    github.repository = 'mistyped';
    const mistyped = browser();
    const started = await startAt(github, mistyped);
    expect(started.consent.searchParams.get('scope')).toBe('repo');
    expect(await alert(await mistyped.send(started.authorize, finishSignIn, env()))).toBe(
      refusals.notShownToYou,
    );
  });

  it('stops the sign-in with a sentence when GitHub has no such repository', async () => {
    github.repository = 'missing';
    const response = await startSignIn(new Request(`${site}${signInPaths.start}`), env());
    expect(response.headers.has('Location')).toBe(false);
    expect(response.headers.has('Set-Cookie')).toBe(false);
    expect(await alert(response)).toBe(refusals.noRepository);
  });
});
