import { parse } from 'yaml';

// Where /admin saves on the live site, worked out on each build so nobody edits a file; the
// CMS_* variables say what a host does not (docs/deploying.md). On Cloudflare the site's own
// Worker signs the office in (app/worker).

export interface CmsBackend {
  name: string;
  repo: string;
  branch: string;
  /** The sign-in service; absent: the site's own (/admin/auth), or Netlify's on Netlify. */
  base_url?: string;
  auth_endpoint?: string;
  /** What another sign-in service asks GitHub for; the site's own sign-in decides for itself. */
  auth_scope?: 'public_repo' | 'repo';
}

export interface CmsSite {
  backend: CmsBackend;
  /** Which source named the repository, for the build's log. */
  repoFrom?: string;
  /** For the CMS's "View site" link. */
  siteUrl?: string;
  /** Undefined on a computer. */
  host?: 'Netlify' | 'Cloudflare' | 'Cloudflare Pages';
  /** The site's own Worker signs the office in: /admin tells Decap its origin as it starts. */
  signInHere?: true;
  /** A host's build named no repository but the template's or the placeholder: /admin says so. */
  repositoryUnknown?: true;
}

/** "owner/name" of a GitHub repository's address, however the host writes it; else undefined. */
export function gitHubRepo(address: string | undefined): string | undefined {
  if (!address) return undefined;
  // https://github.com/o/r(.git), with or without a token before the host, or git@github.com:o/r.
  const match =
    /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:)([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
      address.trim(),
    );
  return match?.[1];
}

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The repository recorded on each push (scripts/own-repository.mjs), for builds no host tells. */
export const recordedRepositoryFile = '.github/repository.yml';

/**
 * The "owner/name" the record's text names, if it is one: the copy's own (`repository`), or the
 * template's it was made from (`template`, written once where the template was published).
 */
export function recordedRepository(
  text: string | undefined,
  key: 'repository' | 'template' = 'repository',
): string | undefined {
  try {
    const { [key]: repository } = (parse(text ?? '') ?? {}) as Record<string, unknown>;
    return typeof repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(repository.trim())
      ? repository.trim()
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CMS's backend and the site's address for this build. The repository is the first of:
 * CMS_GITHUB_REPO; the host's word (Netlify's REPOSITORY_URL, the checkout's git remote); the
 * record (recordedRepository), which lags a push behind a new or renamed copy; the committed one.
 * A copy whose record still names the template (its "Point at this copy" never ran) is unknown.
 */
export function cmsSiteFrom(
  env: NodeJS.ProcessEnv,
  committed: CmsBackend,
  {
    gitRemote,
    recorded,
    template,
  }: { gitRemote?: string; recorded?: string; template?: string } = {},
): CmsSite {
  const netlify = env.NETLIFY === 'true';
  const workers = env.WORKERS_CI === '1';
  const pages = env.CF_PAGES === '1';
  const hostRepo = gitHubRepo(netlify ? env.REPOSITORY_URL : workers ? gitRemote : undefined);
  // Netlify's HEAD is the branch built (a deploy preview's too); BRANCH the reference checked out.
  const hostBranch = netlify
    ? (given(env.HEAD) ?? given(env.BRANCH))
    : workers
      ? given(env.WORKERS_CI_BRANCH)
      : pages
        ? given(env.CF_PAGES_BRANCH)
        : undefined;
  const siteUrl = netlify ? given(env.URL) : pages ? given(env.CF_PAGES_URL) : undefined;
  const baseUrl = given(env.CMS_AUTH_URL) ?? committed.base_url;
  const host = netlify
    ? 'Netlify'
    : workers
      ? 'Cloudflare'
      : pages
        ? 'Cloudflare Pages'
        : undefined;
  // Pages has no Worker of the site's own, so its sign-in is elsewhere (CMS_AUTH_URL).
  const signInHere = !netlify && !pages && !baseUrl;
  const sources: [string | undefined, string][] = [
    // Our own variable may be the repository's address, as GitHub shows it, or owner/name.
    [gitHubRepo(env.CMS_GITHUB_REPO) ?? given(env.CMS_GITHUB_REPO), 'CMS_GITHUB_REPO'],
    [hostRepo, netlify ? "Netlify's REPOSITORY_URL" : "the build's git remote"],
    [recorded, recordedRepositoryFile],
  ];
  const [repo, repoFrom] = sources.find((source): source is [string, string] => !!source[0]) ?? [
    committed.repo,
    'app/content/cms/cms-config.ts',
  ];
  const same = (name?: string) => name?.toLowerCase() === repo.toLowerCase();
  // Only a host's build saves for the office; the template's name is its own when a host says so.
  const repositoryUnknown =
    !!host && (same(committed.repo) || (same(template) && repoFrom === recordedRepositoryFile));
  return {
    backend: {
      name: committed.name,
      repo,
      branch: given(env.CMS_BRANCH) ?? hostBranch ?? committed.branch,
      ...(baseUrl && { base_url: baseUrl }),
      ...(signInHere && { auth_endpoint: 'admin/auth' }),
      // The site's own sign-in asks for what the repository needs (app/worker/sign-in.ts).
      ...(!signInHere && {
        auth_scope: env.CMS_AUTH_SCOPE?.trim() === 'repo' ? 'repo' : 'public_repo',
      }),
    },
    repoFrom,
    ...(siteUrl && { siteUrl }),
    ...(host && { host }),
    ...(signInHere && { signInHere: true }),
    ...(repositoryUnknown && { repositoryUnknown: true }),
  };
}
