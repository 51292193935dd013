import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as buildCache from '../netlify/plugins/build-cache/index.js';
import { deploySummary, onPostBuild } from '../netlify/plugins/sample-values/index.js';
import { imageCacheFor } from '../app/lib/image-cache.server.js';
import { contentDir } from '../app/content/loading/load.server.ts';
import { contentSets } from './e2e-content-sets.mjs';

// netlify.toml, read by @netlify/config: the module Netlify's own build runs to load a site's
// configuration (offline here: no site, no token). What it resolves is what Netlify's first
// build of a church's copy will do, with nothing typed in Netlify's screens.

const read = (root: string) =>
  resolveConfig({
    repositoryRoot: root,
    cwd: root,
    context: 'production',
    branch: 'main',
    offline: true,
  });

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("netlify.toml, as Netlify's build reads it", () => {
  it('builds with the npm script and publishes the folder the build writes', async () => {
    const { config, configPath } = await read(process.cwd());
    expect(configPath).toBe(resolve('netlify.toml'));
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(config.build.command).toBe('npm run build');
    expect(scripts.build).toBeDefined();
    expect(config.build.publish).toBe(resolve(contentSets[0].buildDir));
  });

  it('builds with the one Node.js the project names, as Cloudflare and GitHub do', async () => {
    const { config } = await read(process.cwd());
    const node = readFileSync('.node-version', 'utf8').trim();
    expect(Number(node)).toBeGreaterThanOrEqual(22);
    expect(config.build.environment.NODE_VERSION).toBe(node);
    const workflow = parse(readFileSync('.github/workflows/build.yml', 'utf8')) as {
      jobs: { build: { steps: { with?: { 'node-version-file'?: string } }[] } };
    };
    const setup = workflow.jobs.build.steps.find((step) => step.with?.['node-version-file']);
    expect(setup?.with?.['node-version-file']).toBe('.node-version');
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toMatch(new RegExp(`^>=${node}\\.`));
  });

  it("installs the build's packages alone, without the test tools", async () => {
    const { config } = await read(process.cwd());
    expect(config.build.environment.NPM_CONFIG_OMIT).toBe('dev');
  });

  it('takes the headers from the _headers file the build writes into that folder', async () => {
    const { config, headersPath } = await read(process.cwd());
    expect(headersPath).toBe(join(config.build.publish, '_headers'));
  });

  it('is refused by Netlify when it is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'netlify-'));
    dirs.push(dir);
    cpSync('netlify.toml', join(dir, 'netlify.toml'));
    writeFileSync(join(dir, 'netlify.toml'), `${readFileSync('netlify.toml', 'utf8')}\n[build]\n`);
    await expect(read(dir)).rejects.toThrow();
  });
});

describe("the deploy summary's list of sample content (netlify/plugins/sample-values)", () => {
  it('is a plugin netlify.toml names, which Netlify runs from the repository', async () => {
    const { config } = await read(process.cwd());
    expect(config.plugins).toContainEqual(
      expect.objectContaining({ package: './netlify/plugins/sample-values' }),
    );
    const manifest = parse(readFileSync('netlify/plugins/sample-values/manifest.yml', 'utf8')) as {
      name: string;
    };
    expect(manifest.name).toBe('sample-values');
  });

  it("shows the build's list, read from the published admin/build.json", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'admin'));
    const samples = [
      "ChurchSuite's demo account, in church.yml",
      'the sample files: replace or delete each (files/a.pdf)',
    ];
    writeFileSync(join(dir, 'admin', 'build.json'), JSON.stringify({ samples }));
    const shown: unknown[] = [];
    await onPostBuild({
      constants: { PUBLISH_DIR: dir },
      utils: { status: { show: (s) => shown.push(s) } },
    });
    expect(shown).toEqual([
      {
        title: 'Sample content left: 2 kinds',
        summary: expect.stringContaining('Before going live, replace each'),
        text: samples.map((line) => `- ${line}`).join('\n'),
      },
    ]);
  });

  it('says when nothing of the sample church is left', () => {
    expect(deploySummary([]).summary).toBe(
      'Nothing of the sample church is left on the site: everything on it is your own.',
    );
  });
});

describe("the build's own cache, kept between Netlify's builds (netlify/plugins/build-cache)", () => {
  it('is put back before each build and kept after it, the folder the pictures are kept in', async () => {
    const { config } = await read(process.cwd());
    expect(config.plugins).toContainEqual(
      expect.objectContaining({ package: './netlify/plugins/build-cache' }),
    );
    const calls: [string, string[]][] = [];
    const cache = {
      restore: async (paths: string[]) => Boolean(calls.push(['restore', paths])),
      save: async (paths: string[]) => Boolean(calls.push(['save', paths])),
    };
    await buildCache.onPreBuild({ utils: { cache } });
    await buildCache.onPostBuild({ utils: { cache } });
    expect(calls).toEqual([
      ['restore', buildCache.cached],
      ['save', buildCache.cached],
    ]);
    const pictures = relative(process.cwd(), imageCacheFor(contentDir()));
    expect(buildCache.cached.some((folder) => pictures.startsWith(`${folder}/`))).toBe(true);
  });
});
