import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RolldownPlugin, rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { adminFolder } from '../lib/built-files.js';
import { decapDist } from './decap-bundle.ts';
import { yamlModules } from './yaml-modules.ts';
import {
  type CmsSite,
  cmsSiteFrom,
  recordedRepository,
  recordedRepositoryFile,
} from '../content/cms/cms-backend.ts';
import type { BuildFacts } from '../admin/shared/build-facts.ts';
import { cmsBackend, cmsConfigText } from '../content/cms/cms-config.ts';
import { contentDir } from '../content/loading/load.server.ts';
import { siteLanguagesIn } from '../content/loading/languages.server.ts';
import { contentMistakesNow } from './content-plugin.ts';
import { sampleChecklist } from '../content/loading/placeholders.server.ts';
import { itemFilesIn, readDefault } from '../content/loading/read.server.ts';
import { defaultFillIns } from '../content/loading/fill-ins.server.ts';
import { sampleRecord } from '../content/loading/sample-values.server.ts';
import { collections } from '../content/schemas/kinds.ts';

// /admin is Decap CMS: its page and settings are ours (public/admin/); Decap's 6 MB bundle is
// served from npm's package (decap-bundle.ts) and copied into the build: never committed, nor
// from a CDN.

const require = createRequire(import.meta.url);

/** Decap's main file, its lazily loaded chunks ("123.decap-cms.js"), their licence, wasm. */
const isDecapFile = (name: string) =>
  /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/.test(name) || name.endsWith('.wasm');

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.yml': 'text/yaml; charset=utf-8',
};

const admin = `/${adminFolder}/`;
const checksEntry = fileURLToPath(
  new URL('../admin/before-publish/entry-check.ts', import.meta.url),
);

/** A browser bundle, minified, that takes YAML from ./yaml.js (which the CMS loads already). */
async function bundle(input: string, format: 'esm' | 'iife', plugins: RolldownPlugin[] = []) {
  const built = await rolldown({
    input,
    platform: 'browser',
    logLevel: 'warn',
    external: ['yaml'],
    plugins,
  });
  const { output } = await built.generate({ format, minify: true, paths: { yaml: './yaml.js' } });
  return output[0].code;
}

/** The build's checks of an entry, for /admin: Node's modules (for the build alone) throw. */
export function bundleChecks(): Promise<string> {
  const browserFiles = fileURLToPath(
    new URL('../content/pictures/content-files.browser.ts', import.meta.url),
  );
  const notInBrowser = '\0not-in-the-browser:';
  return bundle(checksEntry, 'esm', [
    {
      name: 'admin-checks-in-the-browser',
      resolveId(id) {
        if (id.startsWith('node:')) return { id: notInBrowser + id, moduleSideEffects: false };
        if (id.endsWith('/content-files.ts')) return browserFiles;
        return undefined;
      },
      load(id) {
        if (!id.startsWith(notInBrowser)) return undefined;
        const module = id.slice(notInBrowser.length);
        const names = Object.keys(require(module) as object);
        return `const missing = () => { throw new Error(${JSON.stringify(`${module} is not in the browser`)}); };\nexport { ${names.map((name) => `missing as ${name}`).join(', ')} };`;
      },
    },
  ]);
}

/** /admin's own scripts: manual-init.js runs before Decap's; admin.js imports checks, yaml. */
const adminScripts = {
  [`${admin}manual-init.js`]: { entry: 'manual-init.ts', format: 'iife' },
  [`${admin}admin.js`]: { entry: 'admin.ts', format: 'esm' },
} as const;
const adminScriptPaths = Object.keys(adminScripts) as (keyof typeof adminScripts)[];

export function bundleAdminScript(path: keyof typeof adminScripts): Promise<string> {
  const { entry, format } = adminScripts[path];
  const input = fileURLToPath(new URL(`../admin/${entry}`, import.meta.url));
  return bundle(input, format, [
    yamlModules(),
    {
      name: 'admin-scripts-share-checks',
      resolveId(id, importer) {
        if (importer && resolve(dirname(importer), id) === checksEntry) {
          return { id: './checks.js', external: true };
        }
        return undefined;
      },
    },
  ]);
}

const buildFacts = `${admin}build.json`;
const configFile = `${admin}config.yml`;

/**
 * The CMS's settings for a site of two languages (Decap's i18n, cms-config.ts), written from its
 * content's languages; a site of one language has public/admin/config.yml's (undefined here).
 */
export function twoLanguageConfig(dir: string, site?: CmsSite): string | undefined {
  const languages = siteLanguagesIn(dir);
  return languages.length > 1 ? cmsConfigText(site, languages) : undefined;
}

/** The commit being built: the host's or GitHub's word for it, else git's. */
function commitBuilt(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (
    env.GITHUB_SHA ??
    env.WORKERS_CI_COMMIT_SHA ??
    env.CF_PAGES_COMMIT_SHA ??
    env.COMMIT_REF ??
    git(['rev-parse', 'HEAD'])
  );
}

function git(args: string[], cwd?: string) {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Where the live CMS saves, for a build of the repository at `root` (cms-backend.ts): Cloudflare
 * names no repository, but its clone has a remote, and .github/repository.yml records the name.
 */
export function cmsSiteForBuild(env: NodeJS.ProcessEnv, root = process.cwd()): CmsSite {
  // No record in a copy made before there was one, or one that deleted it.
  const file = join(root, recordedRepositoryFile);
  const record = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  return cmsSiteFrom(env, cmsBackend, {
    gitRemote: git(['remote', 'get-url', 'origin'], root),
    recorded: recordedRepository(record),
    template: recordedRepository(record, 'template'),
  });
}

/**
 * Each entry's name as the office wrote it, by its folder and file ("churches/logie.yml"), for
 * the Publishes list: a file's name has lost its capitals ("Logie Easter Church").
 */
function entryNames(dir: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const kind of Object.values(collections)) {
    const field = (kind.cms as { identifier_field?: string }).identifier_field ?? 'title';
    for (const { file } of itemFilesIn(dir, kind)) {
      const name = (readDefault(dir, file).raw.data as Record<string, unknown> | undefined)?.[
        field
      ];
      if (typeof name === 'string' && name.trim()) names[file] = name.trim();
    }
  }
  return names;
}

/**
 * The values church.yml gives {church}, {town}... (none while it has a mistake); the samples,
 * and the sample's files as shipped, which the start form removes (and no others).
 */
function contentFacts(cmsConfig?: string): BuildFacts {
  const record = sampleRecord();
  const facts = defaultFillIns(contentDir());
  return {
    fillIns: facts?.values,
    // For the QR code beside each short address (admin/before-publish/short-address.ts).
    siteUrl: facts?.church.siteUrl,
    samples: sampleChecklist(contentDir(), { cmsConfig, record }),
    samplePaths: record.paths,
    entryNames: entryNames(contentDir()),
    languages: siteLanguagesIn(contentDir()),
  };
}

/**
 * What the site on this computer refuses of the content as its files are now, by file under
 * content/ and box: checked when asked, never the watcher's last check, which a status asked just
 * after a save can come before.
 */
export function refusedNow(dir = contentDir()): BuildFacts['refused'] {
  return contentMistakesNow(dir).map((problem) => ({
    file:
      'file' in problem
        ? `content/${relative(dir, resolve(problem.file)).replaceAll('\\', '/')}`
        : '',
    ...('screen' in problem && problem.screen && { screen: problem.screen }),
    sentence: problem.sentence,
  }));
}

export function decapAdmin(): Plugin {
  let dist: Promise<string> | undefined;
  const decapFolder = () => (dist ??= decapDist(process.cwd()));
  const yamlEntry = join(dirname(require.resolve('yaml/package.json')), 'browser/dist/index.js');
  let files: Promise<Set<string>> | undefined;
  const decapFiles = () =>
    (files ??= decapFolder().then(
      async (folder) => new Set((await readdir(folder)).filter(isDecapFile)),
    ));
  // YAML's browser build is some seventy modules, bundled into one: a host counts files.
  const made = new Map<string, () => Promise<string>>([
    [`${admin}yaml.js`, () => bundle(yamlEntry, 'esm')],
    [`${admin}checks.js`, bundleChecks],
    ...adminScriptPaths.map((path) => [path, () => bundleAdminScript(path)] as const),
  ]);

  return {
    name: 'decap-admin',
    configureServer(server) {
      // Each bundle made once, until a file changes: /admin asks for them at every load, and
      // making them took a second of both cores each time.
      const bundles = new Map<string, Promise<string>>();
      for (const event of ['change', 'add', 'unlink'])
        server.watcher.on(event, () => bundles.clear());
      const bundleAt = (path: string, bundle: () => Promise<string>) => {
        let kept = bundles.get(path);
        if (!kept) {
          bundles.set(path, (kept = bundle()));
          kept.catch(() => bundles.delete(path));
        }
        return kept;
      };
      // Before Vite's and React Router's, which would answer /admin/ with the 404 page.
      server.middlewares.use(async (request, response, next) => {
        const path = decodeURIComponent(request.url?.split('?')[0] ?? '');
        const bundle = made.get(path);
        // A site of two languages edits both side by side; read at each load, as church.yml may
        // have gained its second language since.
        const twoLanguages = path === configFile ? twoLanguageConfig(contentDir()) : undefined;
        const make =
          path === buildFacts
            ? async () =>
                JSON.stringify({ onThisComputer: true, ...contentFacts(), refused: refusedNow() })
            : twoLanguages
              ? async () => twoLanguages
              : bundle && (() => bundleAt(path, bundle));
        const name = path.startsWith(admin) ? path.slice(admin.length) : undefined;
        let file = make && path;
        if (path === `/${adminFolder}` || name === '') {
          file = join(server.config.publicDir, adminFolder, 'index.html');
        } else if (!file && name && (await decapFiles()).has(name)) {
          file = join(await decapFolder(), name);
        }
        if (!file) return next();
        response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
        response.setHeader('Cache-Control', 'no-cache');
        if (make) response.end(await make());
        else createReadStream(file).on('error', next).pipe(response);
      });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const target = join(options.dir, adminFolder);
      await mkdir(target, { recursive: true });
      const names = [...(await decapFiles())];
      const folder = await decapFolder();
      await Promise.all(names.map((name) => copyFile(join(folder, name), join(target, name))));
      for (const [path, make] of made) await writeFile(join(options.dir, path), await make());
      // Where the live CMS saves, worked out for this build, over public/'s config.yml.
      const site = cmsSiteForBuild(process.env);
      // With Decap's i18n for a site of two languages (its content's church.yml says so).
      await writeFile(
        join(target, 'config.yml'),
        twoLanguageConfig(contentDir(), site) ?? cmsConfigText(site),
      );
      const facts: BuildFacts = {
        backend: { repo: site.backend.repo, branch: site.backend.branch },
        commit: commitBuilt(),
        builtAt: new Date().toISOString(),
        ...(site.signInHere && { signInHere: true }),
        ...(site.repositoryUnknown && { repositoryUnknown: true }),
        // The sample repository is a mistake only where a host builds; elsewhere the CMS saves
        // where it is told.
        ...contentFacts(site.host ? join(target, 'config.yml') : undefined),
      };
      await writeFile(join(options.dir, buildFacts), JSON.stringify(facts));
      this.info?.(`decap-admin: ${names.length} Decap CMS files copied to ${target}`);
      // Said in the host's build log, where the office can see which repository /admin saves to.
      console.log(
        `decap-admin: /admin saves to the GitHub repository ${site.backend.repo} (from ${site.repoFrom}), branch ${site.backend.branch}${site.host ? `, built on ${site.host}` : ''}`,
      );
      if (site.repositoryUnknown) {
        console.warn(
          "decap-admin: that is not the church's own repository, so /admin offers no sign-in: name it in the build variable CMS_GITHUB_REPO (docs/setting-up.md, step 3)",
        );
      }
    },
  };
}
