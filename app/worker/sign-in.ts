// /admin's "Login with GitHub", answered by the site itself (docs/decisions/0020). Decap opens
// /admin/auth in a pop-up; GitHub sends the editor back to /admin/callback, which hands the
// token to the editor's window on this site's own origin and nowhere else. Nothing is stored:
// the `state` travels in a short-lived cookie of the pop-up's, and the token only in its page.
import { request as gitHubRequest } from '@octokit/request';
import { exchangeWebFlowCode, getWebFlowAuthorizationUrl } from '@octokit/oauth-methods';
import { signInPaths } from './paths.ts';

export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The tests' own GitHub on loopback; github.com if unset. */
  GITHUB_ORIGIN?: string;
}

const stateCookie = 'admin-sign-in-state';
const tenMinutes = 600;

/** What the pop-up says when the sign-in cannot go on: one sentence, what to do. */
export const refusals = {
  notSetUp:
    'The sign-in is not set up yet: whoever looks after the website adds GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the site in Cloudflare (Settings, then Variables and Secrets), as step 4 of the setting-up guide says.',
  notGitHub: 'This window only signs in with GitHub: close it and choose Login with GitHub.',
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
  otherGitHubError:
    'GitHub would not sign you in: close this window and choose Login with GitHub again; if this comes back, whoever looks after the website checks the OAuth App on GitHub (setting-up guide, step 4).',
} as const;

const gitHub = (env: SignInEnv) =>
  env.GITHUB_ORIGIN ? gitHubRequest.defaults({ baseUrl: env.GITHUB_ORIGIN }) : gitHubRequest;

const configured = (env: SignInEnv) =>
  env.GITHUB_CLIENT_ID?.trim() && env.GITHUB_CLIENT_SECRET?.trim()
    ? { clientId: env.GITHUB_CLIENT_ID.trim(), clientSecret: env.GITHUB_CLIENT_SECRET.trim() }
    : undefined;

/** /admin/auth: off to GitHub's consent screen, with a fresh state kept in a cookie. */
export async function startSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  const app = configured(env);
  if (!app) return page(refusals.notSetUp, 503);
  if ((url.searchParams.get('provider') ?? 'github') !== 'github') {
    return page(refusals.notGitHub, 400);
  }
  // The narrowest scope GitHub has for saving to the church's repository: a public one needs
  // only public_repo (decision 0020); `repo`, every repository the editor can reach, only when
  // the CMS asks for it (CMS_AUTH_SCOPE=repo, for a private copy).
  const scope = url.searchParams.get('scope') === 'repo' ? 'repo' : 'public_repo';
  const state = randomState();
  const { url: consent } = getWebFlowAuthorizationUrl({
    clientType: 'oauth-app',
    clientId: app.clientId,
    redirectUrl: `${url.origin}${signInPaths.back}`,
    scopes: [scope],
    state,
    allowSignup: false,
    request: gitHub(env),
  });
  return new Response(null, {
    status: 302,
    headers: {
      Location: consent,
      'Set-Cookie': cookie(url, state, tenMinutes),
      'Cache-Control': 'no-store',
    },
  });
}

/** /admin/callback: GitHub's answer, checked, exchanged for a token, handed to the editor. */
export async function finishSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  const forget = cookie(url, '', 0);
  const app = configured(env);
  if (!app) return page(refusals.notSetUp, 503, forget);
  const callback = `${url.origin}${signInPaths.back}`;
  const error = url.searchParams.get('error');
  if (error) {
    const sentence =
      error === 'access_denied'
        ? refusals.refused
        : error === 'redirect_uri_mismatch'
          ? refusals.wrongAddress
          : refusals.otherGitHubError;
    return page(sentence, 403, forget);
  }
  const state = url.searchParams.get('state');
  const expected = cookieValue(request, stateCookie);
  const code = url.searchParams.get('code');
  if (!state || !expected || state !== expected || !code) {
    return page(refusals.badState, 403, forget);
  }
  let token: string;
  try {
    ({
      authentication: { token },
    } = await exchangeWebFlowCode({
      clientType: 'oauth-app',
      ...app,
      code,
      redirectUrl: callback,
      request: gitHub(env),
    }));
  } catch (failure) {
    // Octokit's words: "<description> (<error>, <uri>)" for GitHub's refusals, else the HTTP
    // failure's. Logged for the Worker's logs in Cloudflare, never shown with the token.
    const said = failure instanceof Error ? failure.message : String(failure);
    console.error(`Sign-in: GitHub's token exchange failed: ${said}`);
    if (/incorrect_client_credentials/.test(said)) return page(refusals.badSecret, 502, forget);
    if (/redirect_uri_mismatch/.test(said)) return page(refusals.wrongAddress, 403, forget);
    if (/bad_verification_code/.test(said)) return page(refusals.badState, 403, forget);
    return page(refusals.gitHubDown, 502, forget);
  }
  return handOver(token, forget);
}

/**
 * The token's page: tells the editor's window (Decap's handshake: "authorizing:github", echoed
 * back, then the token), but only a window on this origin, which the browser enforces with
 * postMessage's target origin, so an opener elsewhere never hears of it.
 */
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

const style =
  'body{font:1.125rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1c1917}h1{font-size:1.25rem}';

/** A page of the pop-up's: its one script and style allowed by their hashes, nothing else. */
async function htmlResponse(body: string, status: number, setCookie?: string, script?: string) {
  const allowed = async (source: string) => `'sha256-${await sha256(source)}'`;
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

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function randomState() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c]!,
  );
}

/** The pop-up's state cookie: only for the sign-in's paths, never readable by script. */
function cookie(url: URL, value: string, maxAge: number) {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${stateCookie}=${value}; Path=/admin/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: Request, name: string) {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
