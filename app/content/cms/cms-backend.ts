// Where /admin saves on the live site, from the host's variables on each build, so nobody edits
// a file to sign the CMS in; CMS_GITHUB_REPO, CMS_BRANCH and CMS_AUTH_URL say what a host does
// not (docs/setting-up.md).

export interface CmsBackend {
  name: string;
  repo: string;
  branch: string;
  /** The sign-in service; Decap's own default, Netlify's (https://api.netlify.com), if absent. */
  base_url?: string;
}

export interface CmsSite {
  backend: CmsBackend;
  /** The site's address as the host gives it, for the CMS's "View site" link. */
  siteUrl?: string;
  /** Which host the build ran on, by its variables; undefined on a computer. */
  host?: 'Netlify' | 'Cloudflare Pages';
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

/** The CMS's backend and the site's address for this build, from the host's variables. */
export function cmsSiteFrom(env: NodeJS.ProcessEnv, committed: CmsBackend): CmsSite {
  const netlify = env.NETLIFY === 'true';
  const cloudflare = env.CF_PAGES === '1';
  const hostRepo = netlify ? gitHubRepo(env.REPOSITORY_URL) : undefined;
  // Netlify's HEAD is the branch built (a deploy preview's too); BRANCH the reference checked out.
  const hostBranch = netlify
    ? (given(env.HEAD) ?? given(env.BRANCH))
    : cloudflare
      ? given(env.CF_PAGES_BRANCH)
      : undefined;
  const siteUrl = netlify ? given(env.URL) : cloudflare ? given(env.CF_PAGES_URL) : undefined;
  const baseUrl = given(env.CMS_AUTH_URL) ?? committed.base_url;
  const host = netlify ? 'Netlify' : cloudflare ? 'Cloudflare Pages' : undefined;
  return {
    backend: {
      name: committed.name,
      // Our own variable may be the repository's address, as GitHub shows it, or owner/name.
      repo:
        gitHubRepo(env.CMS_GITHUB_REPO) ?? given(env.CMS_GITHUB_REPO) ?? hostRepo ?? committed.repo,
      branch: given(env.CMS_BRANCH) ?? hostBranch ?? committed.branch,
      ...(baseUrl && { base_url: baseUrl }),
    },
    ...(siteUrl && { siteUrl }),
    ...(host && { host }),
  };
}
