import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkedToken, gitHubReturn, gitHubToken } from '../../test/github-rules.ts';

// A GitHub of our own on loopback, for the sign-in's browser tests (e2e/sign-in.spec.ts): the
// church's (public) repository as a stranger sees it, the consent screen (a page with GitHub's two
// choices, reached only for a return address GitHub's rule allows), the token exchange the
// site's Worker makes (checked against the consent screen's PKCE challenge and callback
// address, as GitHub does), GitHub's check of a token for the upload, and a page on another
// origin that opens the sign-in as a stranger would.

export const client = { id: 'Iv1.test-client', secret: 'test-secret-of-the-oauth-app' };
export const token = gitHubToken('TokenOfTheTestsOwnGitHub');

export interface FakeGitHub {
  origin: string;
  /** The OAuth App's Authorization callback URL: on loopback GitHub takes any port. */
  callback: string;
  /** The repositories the site asked about, "owner/name", in order. */
  askedAbout: string[];
  /** What the consent screen was asked for, last. */
  asked: URLSearchParams | undefined;
  /** The token exchange's form, last. */
  exchanged: URLSearchParams | undefined;
  /** While true, the token exchange answers 503, as a GitHub that is down. */
  down: boolean;
  /** While true, the token exchange refuses the app's secret, as after it was regenerated. */
  refuseSecret: boolean;
  /** The site's sign-in's tokens: editors', which may save (`permissions.push`), and readers'. */
  tokens: { editors: string[]; readers: string[] };
  close(): Promise<void>;
}

const body = (request: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => done(text));
  });

export async function startGitHub(): Promise<FakeGitHub> {
  const fake: FakeGitHub = {
    origin: '',
    callback: 'http://localhost/admin/callback',
    askedAbout: [],
    asked: undefined,
    exchanged: undefined,
    down: false,
    refuseSecret: false,
    tokens: { editors: [], readers: [] },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.origin);
    const repository = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname)?.[1];
    if (repository && request.method === 'GET') {
      fake.askedAbout.push(repository);
      // Asked with a user's token (the recording upload's check): what that user may do.
      const user = /^token (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (user) {
        const editor = fake.tokens.editors.includes(user);
        const known = editor || fake.tokens.readers.includes(user);
        response.writeHead(known ? 200 : 401, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify(
            known
              ? { full_name: repository, private: false, permissions: { push: editor } }
              : { message: 'Bad credentials' },
          ),
        );
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ full_name: repository, private: false }));
      return;
    }
    if (url.pathname === '/login/oauth/authorize') {
      fake.asked = url.searchParams;
      const back = new URL(gitHubReturn(fake.callback, url.searchParams));
      // A return address GitHub does not take: straight back to the callback, with the error.
      if (!back.searchParams.has('code')) {
        response.writeHead(302, { Location: back.href }).end();
        return;
      }
      const cancel = new URL(back);
      cancel.searchParams.delete('code');
      cancel.searchParams.set('error', 'access_denied');
      const link = (to: URL) => to.href.replace(/&/g, '&amp;');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><title>Authorize</title><h1>Authorize the church website</h1>
<a href="${link(back)}">Authorize</a>
<a href="${link(cancel)}">Cancel</a>`);
      return;
    }
    if (url.pathname.startsWith('/applications/') && request.method === 'POST') {
      const site = { app: client.id, scopes: ['repo'] };
      const given = new Map(
        [token, ...fake.tokens.editors, ...fake.tokens.readers].map((one) => [one, site]),
      );
      const checked = checkedToken(
        client,
        url.pathname,
        request.headers.authorization,
        await body(request),
        given,
      );
      response.writeHead(checked.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(checked.body));
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const text = await body(request);
      fake.exchanged = new URLSearchParams(
        request.headers['content-type']?.includes('json')
          ? (JSON.parse(text) as Record<string, string>)
          : text,
      );
      if (fake.down) {
        response.writeHead(503).end('Service unavailable');
        return;
      }
      const right =
        !fake.refuseSecret &&
        fake.exchanged.get('client_id') === client.id &&
        fake.exchanged.get('client_secret') === client.secret;
      const verifier = fake.exchanged.get('code_verifier') ?? '';
      const challenged =
        createHash('sha256').update(verifier).digest('base64url') ===
        fake.asked?.get('code_challenge');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          !right
            ? { error: 'incorrect_client_credentials', error_description: 'wrong secret' }
            : fake.exchanged.get('code') !== 'the-code' || !challenged
              ? { error: 'bad_verification_code', error_description: 'bad code' }
              : fake.exchanged.get('redirect_uri') !== fake.asked?.get('redirect_uri')
                ? { error: 'redirect_uri_mismatch', error_description: 'another address' }
                : { access_token: token, token_type: 'bearer', scope: fake.asked?.get('scope') },
        ),
      );
      return;
    }
    // Another site, which opens the sign-in in a pop-up and listens for what it says.
    if (url.pathname === '/stranger') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><title>Another site</title><script>
window.heard = [];
window.addEventListener('message', (event) => window.heard.push(String(event.data)));
</script>`);
      return;
    }
    response.writeHead(404).end();
  });
  // On every loopback address, as `localhost` (which the tests' browser may reach) may be either.
  await new Promise<void>((done) => server.listen(0, done));
  fake.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return fake;
}
