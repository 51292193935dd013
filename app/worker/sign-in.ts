// /admin's "Login with GitHub" (docs/decisions/0020, 0022, 0033): Decap's pop-up goes
// /admin/auth → GitHub → /admin/callback, which hands the token to the editor's window on this
// origin only.
// Nothing is stored: state, PKCE verifier, callback and issue time travel in a cookie signed with
// a key made from the app's secret, so only this Worker can write one (decision 0046).
import { request as gitHubRequest } from '@octokit/request';
import { exchangeWebFlowCode, getWebFlowAuthorizationUrl } from '@octokit/oauth-methods';
import { logged } from './log.ts';
import { buildFactsPath, signInPaths } from './paths.ts';

export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The tests' own GitHub on loopback; github.com if unset. */
  GITHUB_ORIGIN?: string;
  /** The build's files, where /admin/build.json names the church's repository. */
  ASSETS: { fetch(request: Request): Promise<Response> };
}

const signInCookie = 'admin-sign-in';
/** As long as GitHub keeps a code. */
const tenMinutes = 600;
/** How long the pop-up waits to learn whether the repository is public. */
const askTimeLimit = 3000;

/** What the pop-up says when the sign-in cannot go on: one sentence, what to do. */
export const refusals = {
  notSetUp:
    'The sign-in is not set up yet: whoever looks after the website adds GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the site in Cloudflare (Settings, then Variables and Secrets), as step 4 of the setting-up guide says.',
  notGitHub: 'This window only signs in with GitHub: close it and choose Login with GitHub.',
  notSecure:
    'The sign-in only works on the website’s secure address, the one starting https://: open /admin/ there and choose Login with GitHub again.',
  refused:
    'You did not allow the website on GitHub, so you are not signed in: close this window and choose Login with GitHub again when you are ready.',
  badState:
    'This sign-in could not be checked (it was started in another window, or more than ten minutes ago): close this window and choose Login with GitHub again.',
  badSecret:
    'GitHub did not accept the site’s sign-in details: whoever looks after the website generates a new client secret for the OAuth App on GitHub and puts it in Cloudflare as GITHUB_CLIENT_SECRET.',
  gitHubDown:
    'GitHub did not answer just now, so you are not signed in: close this window and try again in a few minutes (githubstatus.com says whether GitHub is down).',
  noEditor:
    'This window signs in the editor, but the editor is not open: go to this website’s /admin/ and choose Login with GitHub there.',
  wrongAddress:
    'GitHub’s OAuth App for this website names another address than the one you signed in from: whoever looks after the website sets its Authorization callback URL to the website’s address followed by /admin/callback (setting-up guide, step 4).',
  noRepository:
    'GitHub has no repository of the name this website saves to, so you are not signed in: whoever looks after the website puts the church’s repository (such as st-columbas-keswick/website) in Cloudflare’s build variable CMS_GITHUB_REPO and builds the site again (setting-up guide, step 3).',
  // To the editor's own account GitHub answers the same for a private repository it was never
  // added to as for a name it has not got: both are said.
  notShownToYou:
    'GitHub shows your account no repository of the name this website saves to, so you are not signed in: if the church’s repository is private, ask whoever looks after it to add your GitHub account to it; otherwise they check the repository in Cloudflare’s build variable CMS_GITHUB_REPO and build the site again (setting-up guide, step 3).',
  tooFast:
    'Too many sign-ins have come from your address in the last minute, so this one was stopped before it reached GitHub: wait a minute, then close this window and choose Login with GitHub again.',
  otherGitHubError:
    'GitHub would not sign you in: close this window and choose Login with GitHub again; if this comes back, whoever looks after the website checks the OAuth App on GitHub (setting-up guide, step 4).',
} as const;

/** GitHub's API, or the tests' own when GITHUB_ORIGIN names it. */
export const gitHub = (env: SignInEnv) =>
  env.GITHUB_ORIGIN ? gitHubRequest.defaults({ baseUrl: env.GITHUB_ORIGIN }) : gitHubRequest;

export const configured = (env: SignInEnv) =>
  env.GITHUB_CLIENT_ID?.trim() && env.GITHUB_CLIENT_SECRET?.trim()
    ? { clientId: env.GITHUB_CLIENT_ID.trim(), clientSecret: env.GITHUB_CLIENT_SECRET.trim() }
    : undefined;
type App = NonNullable<ReturnType<typeof configured>>;

/**
 * The cookie's; GitHub sees the verifier's hash only, and the exchange names `callback` again.
 * `issued` is in seconds, checked here: the browser's Max-Age is only the browser's word.
 */
type Pending = { state: string; verifier: string; callback: string; issued: number };

/** /admin/auth: off to GitHub's consent screen, with a fresh state and verifier in a cookie. */
export async function startSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  const app = configured(env);
  if (!app) return page(refusals.notSetUp, 503);
  if ((url.searchParams.get('provider') ?? 'github') !== 'github') {
    return page(refusals.notGitHub, 400);
  }
  if (!secure(url)) return page(refusals.notSecure, 400);
  const scope = await scopeFor(request, env, app);
  if (!scope) return page(refusals.noRepository, 503);
  // The address Cloudflare routed here, kept so the exchange names the very same one.
  const pending: Pending = {
    state: randomText(),
    verifier: randomText(),
    callback: `${url.origin}${signInPaths.back}`,
    issued: Math.floor(Date.now() / 1000),
  };
  const { url: consent } = getWebFlowAuthorizationUrl({
    clientType: 'oauth-app',
    clientId: app.clientId,
    redirectUrl: pending.callback,
    // Never the query's: Decap asks for whatever config.yml says, and a link could say anything.
    scopes: [scope],
    state: pending.state,
    allowSignup: false,
    request: gitHub(env),
  });
  // Octokit's authorisation address has no PKCE option: the challenge is added to it.
  const withChallenge = new URL(consent);
  withChallenge.searchParams.set('code_challenge', await challenge(pending.verifier));
  withChallenge.searchParams.set('code_challenge_method', 'S256');
  return new Response(null, {
    status: 302,
    headers: {
      Location: withChallenge.href,
      'Set-Cookie': cookie(url, await sealed(pending, app), tenMinutes),
      'Cache-Control': 'no-store',
    },
  });
}

/** How long GitHub's word on the repository holds; its silence, before it is asked again. */
const visibilityHolds = 3_600_000;
const silenceHolds = 60_000;
type Visibility = 'public' | 'private' | 'missing';
/** This copy of the Worker's last word from GitHub, shared by every sign-in (and the asking). */
let known: { repository: string; seen?: Visibility; until: number; asking?: Promise<void> } = {
  repository: '',
  until: 0,
};

/** The narrowest scope: `repo` for a private repository, else `public_repo`; none if missing. */
async function scopeFor(request: Request, env: SignInEnv, app: App) {
  const repository = await churchRepository(request, env);
  if (!repository) {
    console.error(`Sign-in: ${buildFactsPath} names no repository, so public_repo is asked for.`);
    return 'public_repo';
  }
  if (known.repository !== repository) known = { repository, until: 0 };
  const memo = known;
  if (memo.until <= Date.now()) {
    // Cleared however it ends: a question that threw must not be the answer ever after.
    memo.asking ??= visibility(repository, env, app)
      .then((seen) => {
        // GitHub silent or refusing: the last good answer holds, and it is asked again soon.
        memo.seen = seen ?? memo.seen;
        memo.until = Date.now() + (seen ? visibilityHolds : silenceHolds);
      })
      .finally(() => {
        memo.asking = undefined;
      });
    await memo.asking;
  }
  // Never a word from GitHub: the narrower, so a public copy's editor gets no more than needed.
  return memo.seen === 'private' ? 'repo' : memo.seen === 'missing' ? undefined : 'public_repo';
}

/** GitHub's word, asked with the app's own credentials: a stranger's view, counted apart. */
async function visibility(repository: string, env: SignInEnv, app: App) {
  const [owner, repo] = repository.split('/') as [string, string];
  const asked = {
    headers: { authorization: `basic ${btoa(`${app.clientId}:${app.clientSecret}`)}` },
    request: { signal: AbortSignal.timeout(askTimeLimit) },
  };
  try {
    const { data } = await gitHub(env)('GET /repos/{owner}/{repo}', { owner, repo, ...asked });
    return data.private ? 'private' : 'public';
  } catch (failure) {
    if ((failure as { status?: number }).status !== 404) {
      console.error(
        `Sign-in: GitHub could not say whether ${repository} is public: ${logged(failure)}`,
      );
      return undefined;
    }
  }
  // Hidden from a stranger: private if its owner is there, else GitHub has no such repository.
  try {
    await gitHub(env)('GET /users/{username}', { username: owner, ...asked });
    return 'private';
  } catch (failure) {
    if ((failure as { status?: number }).status === 404) return 'missing';
    console.error(`Sign-in: GitHub could not say whether ${owner} is there: ${logged(failure)}`);
    return undefined;
  }
}

/** "owner/name" of the repository /admin saves to, as the build wrote it (admin-plugin.ts). */
export async function churchRepository(request: Request, env: SignInEnv) {
  try {
    const answer = await env.ASSETS.fetch(new Request(new URL(buildFactsPath, request.url)));
    const facts = (await answer.json()) as { backend?: { repo?: unknown } };
    const repo = facts.backend?.repo;
    if (typeof repo === 'string' && /^[\w.-]+\/[\w.-]+$/.test(repo)) return repo;
  } catch {
    // None: each caller says what it does without one.
  }
  return undefined;
}

/** /admin/callback: GitHub's answer, checked, exchanged for a token, handed to the editor. */
export async function finishSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  // Whatever happens, the cookie is spent: a callback replayed later finds none.
  const forget = cookie(url, '', 0);
  const app = configured(env);
  if (!app) return page(refusals.notSetUp, 503, forget);
  if (!secure(url)) return page(refusals.notSecure, 400, forget);
  const error = url.searchParams.get('error');
  if (error) {
    // Chosen from what GitHub said, never echoing it: the query is anyone's to write.
    const sentence =
      error === 'access_denied'
        ? refusals.refused
        : error === 'redirect_uri_mismatch'
          ? refusals.wrongAddress
          : refusals.otherGitHubError;
    return page(sentence, 403, forget);
  }
  // Forged, altered or over ten minutes old: refused before GitHub hears of it.
  const pending = await pendingFrom(request, app);
  const code = url.searchParams.get('code');
  if (
    !pending ||
    !code ||
    url.searchParams.get('state') !== pending.state ||
    pending.callback !== `${url.origin}${url.pathname}`
  ) {
    return page(refusals.badState, 403, forget);
  }
  let token: string;
  let scopes: string[];
  try {
    const exchanged = await exchangeWebFlowCode({
      clientType: 'oauth-app',
      ...app,
      code,
      redirectUrl: pending.callback,
      // Octokit's exchange has no PKCE option: the verifier joins its form as a default.
      request: gitHub(env).defaults({ code_verifier: pending.verifier }),
    });
    token = exchanged.authentication.token;
    scopes = exchanged.authentication.scopes;
  } catch (failure) {
    // Octokit's words name GitHub's error code: "<description> (<error>, <uri>)".
    const message = messageOf(failure);
    console.error(`Sign-in: GitHub's token exchange failed: ${logged(message)}`);
    if (/incorrect_client_credentials/.test(message)) return page(refusals.badSecret, 502, forget);
    if (/redirect_uri_mismatch/.test(message)) return page(refusals.wrongAddress, 403, forget);
    if (/bad_verification_code/.test(message)) return page(refusals.badState, 403, forget);
    return page(refusals.gitHubDown, 502, forget);
  }
  // `repo` was asked because GitHub hid the repository from the app: private, or a name GitHub
  // has not got under an owner it has. The editor's own token tells which, so a mistyped name
  // stops here in words rather than saving nowhere with the broadest scope.
  if (scopes.includes('repo') && (await missingFor(token, request, env))) {
    return page(refusals.notShownToYou, 503, forget);
  }
  return handOver(token, forget);
}

/** Whether GitHub says, to the editor's own token, that it has no such repository. */
async function missingFor(token: string, request: Request, env: SignInEnv) {
  const repository = await churchRepository(request, env);
  if (!repository) return false;
  const [owner, repo] = repository.split('/') as [string, string];
  try {
    await gitHub(env)('GET /repos/{owner}/{repo}', {
      owner,
      repo,
      headers: { authorization: `token ${token}` },
      request: { signal: AbortSignal.timeout(askTimeLimit) },
    });
    return false;
  } catch (failure) {
    // Only GitHub's "no such repository" stops the sign-in; its silence never does.
    return (failure as { status?: number }).status === 404;
  }
}

/** The token's page: Decap's handshake, posted only to this origin (postMessage's target). */
function handOver(token: string, setCookie: string) {
  const message = `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
  const script = `(() => {
  const data = JSON.parse(document.getElementById('sign-in').textContent);
  const said = document.getElementById('said');
  if (!window.opener) { said.textContent = data.noEditor; return; }
  window.addEventListener('message', (event) => {
    if (event.source !== window.opener || event.origin !== location.origin) return;
    if (event.data !== 'authorizing:github') return;
    window.opener.postMessage(data.message, location.origin);
  });
  window.opener.postMessage('authorizing:github', location.origin);
})();`;
  // A data block, which the policy does not govern; `<` escaped so no text ends the element.
  const data = JSON.stringify({ message, noEditor: refusals.noEditor }).replace(/</g, '\\u003c');
  return htmlResponse(
    `<p id="said">You are signed in: this window closes by itself.</p><script type="application/json" id="sign-in">${data}</script>`,
    200,
    setCookie,
    script,
  );
}

function page(sentence: string, status: number, setCookie?: string) {
  return htmlResponse(`<p role="alert">${escapeHtml(sentence)}</p>`, status, setCookie);
}

/** The pop-up's page of one sentence, with headers of the caller's (the rate limit's). */
export async function refusedPage(sentence: string, status: number, extra: Record<string, string>) {
  const response = await page(sentence, status);
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return response;
}

const style =
  'body{font:1.125rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1c1917}h1{font-size:1.25rem}';

/** A page of the pop-up's: its one script and style allowed by their hashes, nothing else. */
async function htmlResponse(body: string, status: number, setCookie?: string, script?: string) {
  const allowed = async (source: string) => `'sha256-${base64(await sha256(source))}'`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src ${await allowed(style)}`,
      ...(script ? [`script-src ${await allowed(script)}`] : []),
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  });
  if (setCookie) headers.set('Set-Cookie', setCookie);
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in to edit the website</title><style>${style}</style></head><body><h1>Signing in to edit the website</h1>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
  return new Response(html, { status, headers });
}

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 32 random bytes, base64url: a state, or a PKCE verifier (43 characters, as RFC 7636 asks). */
const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** PKCE's S256: the verifier's SHA-256, base64url. */
export const challenge = async (verifier: string) => base64url(await sha256(verifier));

const base64url = (bytes: Uint8Array) =>
  base64(bytes).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!);

/** https, or this computer (the tests, `npm run preview`), where nothing crosses a network. */
const secure = ({ protocol, hostname }: URL) =>
  protocol === 'https:' ||
  ['localhost', '[::1]'].includes(hostname) ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** Sent only to the callback, never to script, Lax so GitHub's return carries it. */
function cookie(url: URL, value: string, maxAge: number) {
  const https = url.protocol === 'https:' ? '; Secure' : '';
  return `${signInCookie}=${value}; Path=${signInPaths.back}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https}`;
}

/** The cookie's key: an HMAC key made from the app's secret, for this one use. */
async function cookieKey(app: App) {
  const secret = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(app.clientSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const derived = await crypto.subtle.sign(
    'HMAC',
    secret,
    new TextEncoder().encode('admin-sign-in cookie, version 1'),
  );
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** The pending sign-in as the cookie holds it: its JSON, a dot, and the JSON's HMAC, base64url. */
async function sealed(pending: Pending, app: App) {
  const body = new TextEncoder().encode(JSON.stringify(pending));
  const signature = await crypto.subtle.sign('HMAC', await cookieKey(app), body);
  return `${base64url(body)}.${base64url(new Uint8Array(signature))}`;
}

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The cookie's pending sign-in, if this Worker signed it less than ten minutes ago. */
async function pendingFrom(request: Request, app: App): Promise<Pending | undefined> {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== signInCookie) continue;
    try {
      const [body, signature, ...more] = value.join('=').split('.');
      if (!body || !signature || more.length) continue;
      const bytes = fromBase64url(body);
      // WebCrypto's verify compares in constant time.
      const genuine = await crypto.subtle.verify(
        'HMAC',
        await cookieKey(app),
        fromBase64url(signature),
        bytes,
      );
      if (!genuine) continue;
      const { state, verifier, callback, issued } = JSON.parse(
        new TextDecoder().decode(bytes),
      ) as Pending;
      const age = Date.now() / 1000 - issued;
      if (
        [state, verifier, callback].every((field) => typeof field === 'string') &&
        Number.isFinite(age) &&
        // A minute's grace for a clock a little behind another copy's.
        age > -60 &&
        age <= tenMinutes
      ) {
        return { state, verifier, callback, issued };
      }
    } catch {
      // A cookie of another shape: no sign-in to finish.
    }
  }
  return undefined;
}
