import { parse } from 'yaml';

// Where /admin saves on the live site, worked out on each build, so nobody edits a file to sign
// the CMS in; CMS_GITHUB_REPO, CMS_BRANCH and CMS_AUTH_URL say what a host does not
// (docs/deploying.md). On Cloudflare the site signs the office in itself (app/worker).

export interface CmsBackend {
  name: string;
  repo: string;
  branch: string;
  /** The sign-in service; absent: the site's own (/admin/auth), or Netlify's on Netlify. */
  base_url?: string;
  auth_endpoint?: string;
  /**
   * What another sign-in service asks GitHub for (Netlify's, CMS_AUTH_URL's): a public
   * repository's files only, unless `repo`. The site's own sign-in decides for itself.
   */
  auth_scope?: 'public_repo' | 'repo';
}

export interface CmsSite {
  backend: CmsBackend;
  /** Which source named the repository (cmsSiteFrom), for the build's log. */
  repoFrom?: string;
  /** The site's address as the host gives it, for the CMS's "View site" link. */
  siteUrl?: string;
  /** Which host the build ran on, by its variables; undefined on a computer. */
  host?: 'Netlify' | 'Cloudflare' | 'Cloudflare Pages';
  /**
   * The site's own Worker signs the office in: /admin points Decap at its own address as it
   * starts (Decap needs the origin, which a build on Cloudflare is not told).
   */
  signInHere?: true;
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

/**
 * This copy's own repository, as `.github/workflows/own-repository.yml` keeps it on each push
 * to the default branch (scripts/own-repository.mjs), for a build that no host tells.
 */
export const recordedRepositoryFile = '.github/repository.yml';

/** The "owner/name" the record's text names, if it is one. */
export function recordedRepository(text: string | undefined): string | undefined {
  try {
    const { repository } = (parse(text ?? '') ?? {}) as { repository?: unknown };
    return typeof repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(repository.trim())
      ? repository.trim()
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the build knows of the repository besides its variables. */
export interface RepositorySources {
  /** The address the build's checkout came from, if git has one (Workers Builds names none). */
  gitRemote?: string;
  /** The repository recorded in the repository itself (recordedRepository). */
  recorded?: string;
}

/**
 * The CMS's backend and the site's address for this build. The repository is the first of: our
 * own variable CMS_GITHUB_REPO; the repository the host says it is building (Netlify's
 * REPOSITORY_URL, the remote of Workers Builds' clone); the one recorded in the repository; the
 * committed settings. The host's word comes before the record, which lags a step behind it:
 * a new copy's first build comes before the workflow records the copy, and a renamed or moved
 * repository is recorded only by the push after.
 */
export function cmsSiteFrom(
  env: NodeJS.ProcessEnv,
  committed: CmsBackend,
  { gitRemote, recorded }: RepositorySources = {},
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
  // The first source that names the repository, and which it was, for the build's log.
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
  };
}
