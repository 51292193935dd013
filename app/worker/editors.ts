// Who may upload (docs/decisions/0033): a token this site's own sign-in made, asked of GitHub's
// check-a-token for its OAuth App (another app's or the command line's is refused, whatever its
// owner may do), with a scope that writes repositories, of someone who may push to the church's.
import { checkToken } from '@octokit/oauth-methods';
import { uploadRefusals as refusals } from '../lib/recording-upload.ts';
import {
  churchRepository,
  configured,
  gitHub,
  messageOf,
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
const checked = new Map<string, { refusal: Refusal | undefined; until: number }>();

const signedOut = { status: 401, said: refusals.signInRefused };
const notAnEditor = { status: 403, said: refusals.notAnEditor };

/** Undefined when the request's token may save to the church's repository, else the refusal. */
export async function editorRefusal(
  request: Request,
  env: SignInEnv,
): Promise<Refusal | undefined> {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return { status: 401, said: refusals.notSignedIn };
  // Not even shaped as the sign-in's tokens are: GitHub is not asked.
  if (!oauthAppToken.test(token)) return signedOut;
  const app = configured(env);
  if (!app) return { status: 503, said: signInRefusals.notSetUp };
  const repository = await churchRepository(request, env);
  if (!repository) {
    console.error('Upload: /admin/build.json names no repository, so no editor can be checked.');
    return { status: 503, said: refusals.gitHubDown };
  }
  const key = `${repository} ${token}`;
  const known = checked.get(key);
  if (known && known.until > Date.now()) return known.refusal;
  let refusal: Refusal | undefined;
  try {
    refusal = await askGitHub(token, repository, app, env);
  } catch (failure) {
    console.error(
      `Upload: GitHub could not say who may save to ${repository}: ${messageOf(failure)}`,
    );
    return { status: 503, said: refusals.gitHubDown };
  }
  checked.delete(key);
  // The oldest first: a flood of tokens cannot make the Map grow.
  if (checked.size >= kept) checked.delete(checked.keys().next().value!);
  checked.set(key, { refusal, until: Date.now() + trustFor });
  return refusal;
}

async function askGitHub(
  token: string,
  repository: string,
  app: NonNullable<ReturnType<typeof configured>>,
  env: SignInEnv,
) {
  const limited = () => ({ request: { signal: AbortSignal.timeout(askTimeLimit) } });
  let scopes: string[];
  try {
    ({
      authentication: { scopes },
    } = await checkToken({
      clientType: 'oauth-app',
      ...app,
      token,
      request: gitHub(env).defaults(limited()),
    }));
  } catch (failure) {
    // 404: not a token of this site's sign-in, or one taken back.
    if (statusOf(failure) === 404) return signedOut;
    throw failure;
  }
  if (!scopes.some((scope) => writesRepositories.includes(scope))) return signedOut;
  const [owner, repo] = repository.split('/') as [string, string];
  try {
    const { data } = await gitHub(env)('GET /repos/{owner}/{repo}', {
      owner,
      repo,
      headers: { authorization: `token ${token}` },
      ...limited(),
    });
    return data.permissions?.push === true ? undefined : notAnEditor;
  } catch (failure) {
    // 404: a private repository this account cannot see.
    if (statusOf(failure) === 404) return notAnEditor;
    throw failure;
  }
}

const statusOf = (failure: unknown) => (failure as { status?: number }).status;
