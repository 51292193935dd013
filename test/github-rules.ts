// GitHub's own rules, as its documentation states them, kept by every GitHub of the tests (the
// Worker's unit tests' and e2e/support/github.ts), so a sign-in that breaks one fails a test.

/**
 * Whether GitHub takes `redirect` as the return address of an OAuth App whose callback URL is
 * `callback`: "the redirect URL's host (excluding sub-domains) and port must exactly match the
 * callback URL. The redirect URL's path must reference a subdirectory of the callback URL", any
 * port on a loopback address (docs.github.com/en/apps/oauth-apps/building-oauth-apps/
 * authorizing-oauth-apps#redirect-urls).
 */
export function gitHubTakesReturn(callback: string, redirect: string) {
  const [registered, asked] = [new URL(callback), new URL(redirect)];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(registered.hostname);
  return (
    (asked.hostname === registered.hostname ||
      asked.hostname.endsWith(`.${registered.hostname}`)) &&
    (loopback || asked.port === registered.port) &&
    `${asked.pathname}/`.startsWith(`${registered.pathname.replace(/\/$/, '')}/`)
  );
}

/** Where GitHub's consent screen sends the browser back: the code, or the registered callback. */
export function gitHubReturn(callback: string, consent: URLSearchParams) {
  const asked = consent.get('redirect_uri') ?? callback;
  const taken = gitHubTakesReturn(callback, asked);
  const back = new URL(taken ? asked : callback);
  if (taken) back.searchParams.set('code', 'the-code');
  else back.searchParams.set('error', 'redirect_uri_mismatch');
  back.searchParams.set('state', consent.get('state') ?? '');
  return back.href;
}

/**
 * A token GitHub gave an OAuth App: the app's client id, the scopes it was granted, and the
 * login of the account it was given to.
 */
export type GivenToken = { app: string; scopes: string[]; login?: string };

/**
 * GitHub's check-a-token, `POST /applications/{client_id}/token` with the app's id and secret
 * (basic auth): the token's scopes when that app made it, 404 for any other token.
 */
export function checkedToken(
  app: { id: string; secret: string },
  path: string,
  authorization: string | null | undefined,
  body: string,
  given: ReadonlyMap<string, GivenToken>,
) {
  const credentials = /^basic (\S+)$/i.exec(authorization ?? '')?.[1];
  if (path !== `/applications/${app.id}/token` || credentials !== btoa(`${app.id}:${app.secret}`))
    return { status: 404, body: { message: 'Not Found' } };
  const { access_token: token } = JSON.parse(body || '{}') as { access_token?: string };
  const known = token ? given.get(token) : undefined;
  return known?.app === app.id
    ? {
        status: 200,
        body: {
          token,
          scopes: known.scopes,
          app: { client_id: app.id },
          user: { login: known.login ?? 'editor' },
        },
      }
    : { status: 404, body: { message: 'Not Found' } };
}

/** A token shaped as GitHub makes an OAuth App's: gho_ and 36 letters and digits. */
export const gitHubToken = (name: string) => `gho_${name.padEnd(36, '0').slice(0, 36)}`;
