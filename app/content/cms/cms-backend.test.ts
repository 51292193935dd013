import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  cmsSiteFrom,
  gitHubRepo,
  recordedRepository,
  recordedRepositoryFile,
} from './cms-backend.ts';
import { cmsBackend, cmsConfigFile, cmsConfigText } from './cms-config.ts';

const commit = '1b5a7e1c0d9f4e3a2b1c0d9e8f7a6b5c4d3e2f1a';

// Each host's variables as its documentation lists them for a build (Netlify's "Build
// environment variables", Cloudflare Pages' "Build configuration"), with made-up values.
const netlifyProduction = {
  NETLIFY: 'true',
  BUILD_ID: '5d4aeac2ccabf517d2f219b8',
  CONTEXT: 'production',
  REPOSITORY_URL: 'https://github.com/st-columbas-keswick/website',
  BRANCH: 'main',
  HEAD: 'main',
  COMMIT_REF: commit,
  URL: 'https://stcolumbas-keswick.netlify.app',
  DEPLOY_URL: 'https://5d4aeac2ccabf517d2f219b7--stcolumbas-keswick.netlify.app',
  DEPLOY_PRIME_URL: 'https://main--stcolumbas-keswick.netlify.app',
};
// Workers Builds' variables (its "Build configuration" page); the repository comes from the
// clone's remote, which it does not name.
const workersBuilds = {
  CI: 'true',
  WORKERS_CI: '1',
  WORKERS_CI_BRANCH: 'main',
  WORKERS_CI_COMMIT_SHA: commit,
  WORKERS_CI_BUILD_UUID: '6d5a0c8e-2f1b-4c3d-9e8f-7a6b5c4d3e2f',
};
const cloudflarePages = {
  CI: 'true',
  CF_PAGES: '1',
  CF_PAGES_BRANCH: 'main',
  CF_PAGES_COMMIT_SHA: commit,
  CF_PAGES_URL: 'https://1b5a7e1c.stcolumbas-keswick.pages.dev',
};

describe("the CMS's settings on the host", () => {
  it("on Cloudflare: the clone's repository and the branch built; the site signs in itself", () => {
    const remote = 'https://github.com/st-columbas-keswick/website';
    expect(cmsSiteFrom(workersBuilds, cmsBackend, { gitRemote: remote })).toEqual({
      backend: {
        name: 'github',
        repo: 'st-columbas-keswick/website',
        branch: 'main',
        auth_endpoint: 'admin/auth',
      },
      repoFrom: "the build's git remote",
      host: 'Cloudflare',
      signInHere: true,
    });
    // The site's own sign-in asks GitHub for what the repository needs, whatever this says.
    const scoped = cmsSiteFrom({ ...workersBuilds, CMS_AUTH_SCOPE: 'repo' }, cmsBackend, {
      gitRemote: remote,
    });
    expect(scoped.backend).not.toHaveProperty('auth_scope');
  });

  it("on Netlify: the repository, branch and address of the host's own build", () => {
    expect(cmsSiteFrom(netlifyProduction, cmsBackend)).toEqual({
      backend: {
        name: 'github',
        repo: 'st-columbas-keswick/website',
        branch: 'main',
        auth_scope: 'public_repo',
      },
      repoFrom: "Netlify's REPOSITORY_URL",
      siteUrl: 'https://stcolumbas-keswick.netlify.app',
      host: 'Netlify',
    });
    // A private copy asks GitHub for every repository the editor can reach (its only scope).
    const scoped = cmsSiteFrom({ ...netlifyProduction, CMS_AUTH_SCOPE: 'repo' }, cmsBackend);
    expect(scoped.backend.auth_scope).toBe('repo');
  });

  it("on Netlify's deploy preview of a change: the branch of the change", () => {
    const preview = {
      ...netlifyProduction,
      CONTEXT: 'deploy-preview',
      HEAD: 'harvest-words',
      BRANCH: 'pull/7/head',
    };
    expect(cmsSiteFrom(preview, cmsBackend).backend.branch).toBe('harvest-words');
  });

  it('on Cloudflare Pages: the branch and address; the repository and sign-in from our variables', () => {
    expect(
      cmsSiteFrom(cloudflarePages, cmsBackend, { gitRemote: 'https://github.com/a/b' }),
    ).toEqual({
      backend: { ...cmsBackend, auth_scope: 'public_repo' },
      repoFrom: 'app/content/cms/cms-config.ts',
      siteUrl: 'https://1b5a7e1c.stcolumbas-keswick.pages.dev',
      host: 'Cloudflare Pages',
      // Until CMS_GITHUB_REPO names it, /admin says so instead of signing in.
      repositoryUnknown: true,
    });
    const withOurs = {
      ...cloudflarePages,
      CMS_GITHUB_REPO: 'st-columbas-keswick/website',
      CMS_AUTH_URL: 'https://sveltia-cms-auth.stcolumbas.workers.dev',
    };
    expect(cmsSiteFrom(withOurs, cmsBackend).backend).toEqual({
      name: 'github',
      repo: 'st-columbas-keswick/website',
      branch: 'main',
      base_url: 'https://sveltia-cms-auth.stcolumbas.workers.dev',
      auth_scope: 'public_repo',
    });
    // The repository's address, as GitHub shows it, pasted in place of owner/name.
    const pasted = {
      ...withOurs,
      CMS_GITHUB_REPO: 'https://github.com/st-columbas-keswick/website',
    };
    expect(cmsSiteFrom(pasted, cmsBackend).backend.repo).toBe('st-columbas-keswick/website');
  });

  it('on a computer: the committed settings, signed in by the site itself', () => {
    const here = {
      backend: { ...cmsBackend, auth_endpoint: 'admin/auth' },
      repoFrom: 'app/content/cms/cms-config.ts',
      signInHere: true,
    };
    expect(cmsSiteFrom({}, cmsBackend)).toEqual(here);
    expect(cmsSiteFrom({ CMS_BRANCH: ' ' }, cmsBackend)).toEqual(here);
  });

  it('our own variables win over the host’s', () => {
    const backend = cmsSiteFrom({ ...netlifyProduction, CMS_BRANCH: 'live' }, cmsBackend).backend;
    expect(backend).toMatchObject({ repo: 'st-columbas-keswick/website', branch: 'live' });
  });
});

describe('which repository /admin saves to', () => {
  const recorded = 'st-davids-llan/website';
  const remote = 'https://github.com/st-columbas-keswick/website';

  it('our own variable first, whatever else says otherwise', () => {
    const ours = { ...workersBuilds, CMS_GITHUB_REPO: 'ballyglen-church/site' };
    expect(cmsSiteFrom(ours, cmsBackend, { gitRemote: remote, recorded }).backend.repo).toBe(
      'ballyglen-church/site',
    );
  });

  it("then the repository the host is building, over the copy's record", () => {
    expect(cmsSiteFrom(workersBuilds, cmsBackend, { gitRemote: remote, recorded })).toMatchObject({
      backend: { repo: 'st-columbas-keswick/website' },
      repoFrom: "the build's git remote",
    });
    expect(cmsSiteFrom(netlifyProduction, cmsBackend, { recorded }).backend.repo).toBe(
      'st-columbas-keswick/website',
    );
  });

  it("then the copy's record, when the host names none (Workers Builds with no git remote)", () => {
    expect(cmsSiteFrom(workersBuilds, cmsBackend, { recorded })).toMatchObject({
      backend: { repo: recorded, branch: 'main' },
      repoFrom: '.github/repository.yml',
    });
    // A remote that is not GitHub's says nothing of the repository either.
    const elsewhere = { gitRemote: 'https://git.example/clone', recorded };
    expect(cmsSiteFrom(workersBuilds, cmsBackend, elsewhere).backend.repo).toBe(recorded);
  });

  it('then the committed settings', () => {
    expect(cmsSiteFrom(workersBuilds, cmsBackend).backend.repo).toBe(cmsBackend.repo);
  });

  it('knows no repository when only the placeholder or the template is named, on a host', () => {
    expect(cmsSiteFrom(workersBuilds, cmsBackend).repositoryUnknown).toBe(true);
    const template = 'grove-road/church-template';
    // A copy whose "Point at this copy" never ran still records the template.
    const unpointed = { recorded: template, template };
    expect(cmsSiteFrom(workersBuilds, cmsBackend, unpointed).repositoryUnknown).toBe(true);
    expect(cmsSiteFrom(netlifyProduction, cmsBackend, { recorded: cmsBackend.repo })).toMatchObject(
      {
        backend: { repo: 'st-columbas-keswick/website' },
      },
    );
    // The template's own build, named by its host or by our variable; a copy pointed at itself.
    const known = [
      cmsSiteFrom(workersBuilds, cmsBackend, {
        ...unpointed,
        gitRemote: `https://github.com/${template}`,
      }),
      cmsSiteFrom({ ...workersBuilds, CMS_GITHUB_REPO: template }, cmsBackend, unpointed),
      cmsSiteFrom(workersBuilds, cmsBackend, { recorded, template }),
      // On a computer the CMS saves where it is told.
      cmsSiteFrom({}, cmsBackend),
    ];
    for (const site of known) expect(site.repositoryUnknown).toBeUndefined();
  });

  it('reads the record as the workflow writes it, and nothing else', () => {
    expect(recordedRepository(readFileSync(recordedRepositoryFile, 'utf8'))).toBe(cmsBackend.repo);
    expect(recordedRepository('repository: st-davids-llan/website\n')).toBe(recorded);
    expect(recordedRepository('repository: not a repository\n')).toBeUndefined();
    expect(recordedRepository('repository: [')).toBeUndefined();
    expect(recordedRepository(undefined)).toBeUndefined();
    const copied = 'repository: st-davids-llan/website\ntemplate: grove-road/church-template\n';
    expect(recordedRepository(copied, 'template')).toBe('grove-road/church-template');
  });
});

describe('a GitHub repository named from its address', () => {
  it.each([
    ['https://github.com/st-columbas-keswick/website', 'st-columbas-keswick/website'],
    ['https://github.com/st-columbas-keswick/website.git', 'st-columbas-keswick/website'],
    [
      'https://x-access-token:v1.abc123@github.com/st-columbas-keswick/our.site',
      'st-columbas-keswick/our.site',
    ],
    ['git@github.com:st-columbas-keswick/website.git', 'st-columbas-keswick/website'],
    ['https://gitlab.com/st-columbas-keswick/website', undefined],
    ['', undefined],
  ])('%s', (address, repo) => {
    expect(gitHubRepo(address)).toBe(repo);
  });
});

describe("the built /admin's config.yml", () => {
  it('is the committed one with the host’s backend and address', () => {
    const committed = parse(readFileSync(cmsConfigFile, 'utf8')) as Record<string, unknown>;
    const site = cmsSiteFrom(netlifyProduction, cmsBackend);
    const built = parse(cmsConfigText(site)) as Record<string, unknown>;
    expect(built.backend).toEqual(site.backend);
    expect(built.site_url).toBe('https://stcolumbas-keswick.netlify.app');
    expect({ ...built, backend: committed.backend, site_url: committed.site_url }).toEqual(
      committed,
    );
  });
});
