// Who may upload (docs/decisions/0033): a token this site's own sign-in made, asked of GitHub's
// check-a-token for its OAuth App (another app's or the command line's is refused, whatever its
// owner may do), with a scope that writes repositories, of someone who may push to the church's.
import { checkToken } from '@octokit/oauth-methods';
import { uploadRefusals as refusals } from '../lib/recording-upload.ts';
import { logged } from './log.ts';
import { withinLimit, type RateLimitEnv } from './rate-limits.ts';
import {
  churchRepository,
  configured,
  gitHub,
  refusals as signInRefusals,
  type SignInEnv,
} from './sign-in.ts';

/** An OAuth App's token as GitHub makes it: 40 characters today, up to 255 announced. */
const oauthAppToken = /^gho_[A-Za-z0-9_]{36,251}$/;
const writesRepositories = ['repo', 'public_repo'];
/** How long GitHub's word on a token holds: a sermon's parts are not each asked about. */
const trustFor = 60_000;
const askTimeLimit = 5000;
const kept = 100;
type Refusal = { status: number; said: string };
/** GitHub's word: refused, or an editor, known by their GitHub login (the daily quota's key). */
type Word = { refusal: Refusal } | { editor: string };
type Kept = { word: Word; until: number };
// Editors apart from refusals: a stranger's tokens, however many, are only ever refused, so
// they push out other refusals and never an editor (only GitHub's yes puts one in `editors`).
const editors = new Map<string, Kept>();
const refused = new Map<string, Kept>();
/** Questions to GitHub in flight, one a token, which every request with that token waits on. */
const asking = new Map<string, Promise<Word>>();

const signedOut = { status: 401, said: refusals.signInRefused };
const notAnEditor = { status: 403, said: refusals.notAnEditor };
const tooManyNew = { status: 429, said: refusals.tooManyNewSignIns };

/** Undefined when the request's token may save to the church's repository, else the refusal. */
export async function editorRefusal(
  request: Request,
  env: SignInEnv & RateLimitEnv,
): Promise<Refusal | undefined> {
  const word = await editorOf(request, env);
  return 'refusal' in word ? word.refusal : undefined;
}

/** Who the request's token is, if GitHub says it may save to the church's repository. */
export async function editorOf(request: Request, env: SignInEnv & RateLimitEnv): Promise<Word> {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return { refusal: { status: 401, said: refusals.notSignedIn } };
  // Not even shaped as the sign-in's tokens are: GitHub is not asked.
  if (!oauthAppToken.test(token)) return { refusal: signedOut };
  const app = configured(env);
  if (!app) return { refusal: { status: 503, said: signInRefusals.notSetUp } };
  const repository = await churchRepository(request, env);
  if (!repository) {
    console.error('Upload: /admin/build.json names no repository, so no editor can be checked.');
    return { refusal: { status: 503, said: refusals.gitHubDown } };
  }
  const key = `${repository} ${token}`;
  const known = editors.get(key) ?? refused.get(key);
  if (known && known.until > Date.now()) return known.word;
  // Each new token costs a question on the site's own allowance with GitHub: few from one address.
  if (!asking.has(key) && !(await withinLimit(env.NEW_TOKEN_LIMIT, request))) {
    return { refusal: tooManyNew };
  }
  let question = asking.get(key);
  if (!question) {
    question = askGitHub(token, repository, app, env)
      .then((word) => {
        keep(key, word);
        return word;
      })
      .catch((failure: unknown): Word => {
        console.error(
          `Upload: GitHub could not say who may save to ${repository}: ${logged(failure)}`,
        );
        // Not kept: GitHub is asked again by the next request.
        return { refusal: { status: 503, said: refusals.gitHubDown } };
      })
      .finally(() => asking.delete(key));
    asking.set(key, question);
  }
  return question;
}

function keep(key: string, word: Word) {
  const into = 'editor' in word ? editors : refused;
  editors.delete(key);
  refused.delete(key);
  // The oldest first: neither Map grows past `kept`.
  if (into.size >= kept) into.delete(into.keys().next().value!);
  into.set(key, { word, until: Date.now() + trustFor });
}

async function askGitHub(
  token: string,
  repository: string,
  app: NonNullable<ReturnType<typeof configured>>,
  env: SignInEnv,
) {
  const limited = () => ({ request: { signal: AbortSignal.timeout(askTimeLimit) } });
  let scopes: string[];
  let login: string | undefined;
  try {
    const { authentication, data } = await checkToken({
      clientType: 'oauth-app',
      ...app,
      token,
      request: gitHub(env).defaults(limited()),
    });
    scopes = authentication.scopes;
    login = (data as { user?: { login?: unknown } }).user?.login as string | undefined;
  } catch (failure) {
    // 404: not a token of this site's sign-in, or one taken back.
    if (statusOf(failure) === 404) return { refusal: signedOut };
    throw failure;
  }
  if (!scopes.some((scope) => writesRepositories.includes(scope))) return { refusal: signedOut };
  const [owner, repo] = repository.split('/') as [string, string];
  try {
    const { data } = await gitHub(env)('GET /repos/{owner}/{repo}', {
      owner,
      repo,
      headers: { authorization: `token ${token}` },
      ...limited(),
    });
    if (data.permissions?.push !== true) return { refusal: notAnEditor };
  } catch (failure) {
    // 404: a private repository this account cannot see.
    if (statusOf(failure) === 404) return { refusal: notAnEditor };
    throw failure;
  }
  // GitHub names the token's owner; without a name, the token's own hash stands in.
  return { editor: typeof login === 'string' && login ? login : `token ${await hashOf(token)}` };
}

/** The first half of a SHA-256, in hex: a token named without being kept. */
export async function hashOf(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

const statusOf = (failure: unknown) => (failure as { status?: number }).status;
