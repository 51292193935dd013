import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { adminFolder } from '../lib/built-files.js';

// /admin is Decap CMS, the church office's editing screens. Its page and settings are ours, in
// public/admin/ (index.html, config.yml); Decap's own bundle, some 6 MB of JavaScript in about
// a hundred files, comes from node_modules: served from there by the dev server and copied
// into the build's admin/ folder. So it is never committed, never fetched from a CDN, and no
// public page imports any of it (the admin page loads it with a plain <script>).

const require = createRequire(import.meta.url);

/** Decap's main file, its lazily loaded chunks ("123.decap-cms.js"), their licence, wasm. */
export function isDecapFile(name: string): boolean {
  return /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/.test(name) || name.endsWith('.wasm');
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
};

/**
 * The YAML library public/admin/yaml-format.js writes the content files with: its browser
 * build, some seventy ES modules, bundled into one file (a host counts files, and ten years of
 * sermons bring a build near the limit the site keeps to).
 */
const admin = `/${adminFolder}/`;
const yamlBundle = `${admin}yaml.js`;

async function bundleYaml(entry: string): Promise<string> {
  const { output } = await rolldown({ input: entry, logLevel: 'warn' }).then((bundle) =>
    bundle.generate({ format: 'esm', minify: true }),
  );
  return output[0].code;
}

export function decapAdmin(): Plugin {
  const dist = dirname(require.resolve('decap-cms/dist/decap-cms.js'));
  const yamlEntry = join(dirname(require.resolve('yaml/package.json')), 'browser', 'dist', 'index.js');
  let files: Promise<Set<string>> | undefined;
  const decapFiles = () =>
    (files ??= readdir(dist).then((names) => new Set(names.filter(isDecapFile))));

  return {
    name: 'decap-admin',
    configureServer(server) {
      // Runs before Vite's own middleware and React Router's, which would answer /admin/
      // with the site's 404 page.
      server.middlewares.use(async (request, response, next) => {
        const path = decodeURIComponent(request.url?.split('?')[0] ?? '');
        let file: string | undefined;
        if (path === yamlBundle) {
          response.setHeader('Content-Type', types['.js']!);
          response.setHeader('Cache-Control', 'no-cache');
          response.end(await bundleYaml(yamlEntry));
          return;
        }
        const name = path.startsWith(admin) ? path.slice(admin.length) : undefined;
        if (path === `/${adminFolder}` || name === '') {
          file = join(server.config.publicDir, adminFolder, 'index.html');
        } else if (name && (await decapFiles()).has(name)) {
          file = join(dist, name);
        }
        if (!file) return next();
        response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(file).on('error', next).pipe(response);
      });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const target = join(options.dir, adminFolder);
      await mkdir(target, { recursive: true });
      const names = [...(await decapFiles())];
      await Promise.all(names.map((name) => copyFile(join(dist, name), join(target, name))));
      await writeFile(join(options.dir, yamlBundle), await bundleYaml(yamlEntry));
      this.info?.(`decap-admin: ${names.length} Decap CMS files copied to ${target}`);
    },
  };
}
