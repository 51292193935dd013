import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cmsSiteForBuild } from '../app/pipeline/admin-plugin.ts';
import { recordedRepositoryFile } from '../app/content/cms/cms-backend.ts';
import { cmsConfigText } from '../app/content/cms/cms-config.ts';
import { pointAt, recordFile } from './own-repository.mjs';

// A church's copy points at itself (.github/workflows/own-repository.yml, which runs
// scripts/own-repository.mjs on each push to the default branch): the README's Deploy to
// Cloudflare button copies the church's repository, and a build that no host tells which
// repository it is gives /admin that one, from .github/repository.yml.

const church = 'st-davids-llan/website';
const template = readFileSync('README.md', 'utf8');

/** Where the README's Deploy to Cloudflare button goes, and the repository it copies. */
function deployButton(readme: string) {
  const link = /\[!\[Deploy to Cloudflare\]\([^)]+\)\]\(([^)]+)\)/.exec(readme)?.[1];
  return { link, copies: link && new URL(link).searchParams.get('url') };
}

/** Workers Builds' variables (its "Build configuration" page), made up, and no git remote. */
const workersBuilds = { CI: 'true', WORKERS_CI: '1', WORKERS_CI_BRANCH: 'main' };

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'own-repository-'));
  folders.push(dir);
  return dir;
}

/** A copy of the template's README, record and content, as a new copy starts. */
function newCopy() {
  const dir = folder();
  cpSync('README.md', join(dir, 'README.md'));
  cpSync(recordFile, join(dir, recordFile));
  cpSync('content', join(dir, 'content'), { recursive: true });
  return dir;
}

describe("a church's copy of the template", () => {
  it('points the Deploy button at the church’s repository, and only that changes', async () => {
    expect(deployButton(template).copies).toBe('https://github.com/your-account/your-repo');
    const dir = newCopy();
    await pointAt(church, dir);
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(deployButton(readme)).toEqual({
      link: 'https://deploy.workers.cloudflare.com/?url=https://github.com/st-davids-llan/website',
      copies: 'https://github.com/st-davids-llan/website',
    });
    expect(readme.replaceAll(church, 'your-account/your-repo')).toBe(template);
  });

  it('changes nothing when run again', async () => {
    const dir = newCopy();
    await pointAt(church, dir);
    const files = ['README.md', recordFile].map((file) => join(dir, file));
    const before = files.map((file) => [readFileSync(file, 'utf8'), statSync(file).mtimeMs]);
    expect(await pointAt(church, dir)).toEqual([
      "README.md's Deploy to Cloudflare button already copies st-davids-llan/website.",
      '.github/repository.yml already names st-davids-llan/website.',
    ]);
    expect(files.map((file) => [readFileSync(file, 'utf8'), statSync(file).mtimeMs])).toEqual(
      before,
    );
  });

  it('gives /admin the church’s repository on a build with no git remote', async () => {
    const dir = newCopy();
    expect(recordFile).toBe(recordedRepositoryFile);
    expect(cmsSiteForBuild(workersBuilds, dir).backend.repo).toBe('your-account/your-repo');
    await pointAt(church, dir);
    const site = cmsSiteForBuild(workersBuilds, dir);
    const config = parse(cmsConfigText(site)) as { backend: { repo: string; branch: string } };
    expect(config.backend).toMatchObject({ repo: church, branch: 'main' });
  });

  it('tells /admin when a copy still names the template it came from, until it is pointed', async () => {
    const published = newCopy();
    expect(cmsSiteForBuild(workersBuilds, published).repositoryUnknown).toBe(true);
    await pointAt('grove-road/church-template', published, { template: true });
    const copy = newCopy();
    cpSync(join(published, recordFile), join(copy, recordFile));
    expect(cmsSiteForBuild(workersBuilds, copy)).toMatchObject({
      backend: { repo: 'grove-road/church-template' },
      repositoryUnknown: true,
    });
    await pointAt(church, copy);
    const site = cmsSiteForBuild(workersBuilds, copy);
    expect(site.backend.repo).toBe(church);
    expect(site.repositoryUnknown).toBeUndefined();
  });

  it('refuses a name that is not a repository’s, and writes nothing', async () => {
    const dir = newCopy();
    await expect(pointAt('st davids', dir)).rejects.toThrow(
      '"st davids" is not a GitHub repository\'s owner and name',
    );
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(template);
  });
});

interface Workflow {
  on: Record<string, unknown>;
  jobs: {
    point: { if: string; permissions: Record<string, string>; steps: { run?: string }[] };
  };
}
const workflow = parse(readFileSync('.github/workflows/own-repository.yml', 'utf8')) as Workflow;

describe('the workflow, as GitHub runs it on a push', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', env: gitEnv }).trim();
  let gitEnv: NodeJS.ProcessEnv = {};

  /** The workflow's shell steps, in the checkout `dir`, as bash -e runs them. */
  function runSteps(dir: string) {
    return workflow.jobs.point.steps
      .filter((step) => step.run)
      .map((step) => {
        const run = spawnSync('bash', ['-e', '-c', step.run!], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...gitEnv, GITHUB_REPOSITORY: church, GITHUB_REF_NAME: 'main' },
        });
        expect(run.status, run.stderr).toBe(0);
        return run.stdout;
      })
      .join('');
  }

  it('runs on pushes to the default branch, allowed to write the repository’s files only', () => {
    expect(workflow.on).toHaveProperty('push');
    expect(workflow.jobs.point.if).toBe(
      'github.ref_name == github.event.repository.default_branch',
    );
    expect(workflow.jobs.point.permissions).toEqual({ contents: 'write' });
  });

  it('commits the change once, after a save that came in meanwhile, then finds nothing to do', () => {
    const home = folder();
    gitEnv = { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1' };
    const author = ['-c', 'user.name=Office', '-c', 'user.email=office@example.org'];
    // The church's repository on GitHub, and the runner's checkout of the push that made it.
    const origin = join(folder(), 'website.git');
    git(home, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
    const dir = newCopy();
    mkdirSync(join(dir, 'scripts'));
    for (const script of ['own-repository.mjs', 'cli.mjs']) {
      cpSync(join('scripts', script), join(dir, 'scripts', script));
    }
    git(dir, 'init', '--quiet', '--initial-branch=main');
    git(dir, 'remote', 'add', 'origin', origin);
    git(dir, 'add', '.');
    git(dir, ...author, 'commit', '--quiet', '-m', 'Initial commit');
    // An office's save in /admin lands on GitHub while the run is under way.
    git(dir, ...author, 'commit', '--quiet', '--allow-empty', '-m', 'Update Church details');
    git(dir, 'push', '--quiet', 'origin', 'main');
    git(dir, 'reset', '--quiet', '--hard', 'HEAD~1');

    runSteps(dir);
    expect(git(origin, 'log', '--format=%s', 'main').split('\n')).toEqual([
      'The Deploy to Cloudflare button and /admin point at st-davids-llan/website',
      'Update Church details',
      'Initial commit',
    ]);
    expect(deployButton(git(origin, 'show', 'main:README.md')).copies).toBe(
      'https://github.com/st-davids-llan/website',
    );
    expect(git(origin, 'show', `main:${recordFile}`)).toContain(`repository: ${church}`);

    // The next push's run, on a checkout of the branch as it now is.
    git(dir, 'reset', '--quiet', '--hard', 'origin/main');
    expect(runSteps(dir)).toContain('Nothing to change');
    expect(git(origin, 'rev-list', '--count', 'main')).toBe('3');
  });
});
