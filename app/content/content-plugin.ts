import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { cp, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { generateImages } from '../../scripts/images.mjs';
import { generatedImagesPath } from '../../scripts/lib/image-names.mjs';
import { contentDir, loadContent } from './load';
import { filesFolder } from './news';

// Makes the content folder a module: `import { church } from '~/content/data'` gets the checked
// content of content/ (or CONTENT_DIR). The build stops with the loader's sentences when a file
// is wrong. It also makes the picture copies and serves them (dev) or ships them (build).

const virtualId = 'virtual:church-content';
const resolvedId = `\0${virtualId}`;

const imageTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export function churchContent(): Plugin {
  const dir = contentDir();
  // One folder of copies per content folder, so a second content set never deletes the first's.
  const outputDir = resolve(
    'node_modules/.cache/church-images',
    createHash('sha256').update(dir).digest('hex').slice(0, 12),
  );
  let images: Promise<string> | undefined;
  const makeImages = () => (images ??= generateImages({ contentDir: dir, outputDir }));

  const reloadOnChange = (server: ViteDevServer) => (file: string) => {
    if (!file.startsWith(dir + sep)) return;
    if (relative(dir, file).startsWith(`images${sep}`)) images = undefined;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(resolvedId);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    void makeImages().then(() => server.ws.send({ type: 'full-reload' }));
  };

  return {
    name: 'church-content',
    async buildStart() {
      loadContent(dir);
      this.info?.(await makeImages());
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // Files only: Vite's dev server and Vitest treat each watched file as an import of this
      // module, and a folder cannot be imported. New files are picked up by the watcher below.
      for (const folder of ['.', 'pages', 'activities', 'news', 'sermons', 'sermon-series']) {
        const path = join(dir, folder);
        if (!existsSync(path)) continue;
        for (const file of readdirSync(path).filter((name) => /\.(ya?ml|md)$/.test(name))) {
          this.addWatchFile(join(path, file));
        }
      }
      const content = loadContent(dir);
      return Object.entries(content)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    configureServer(server) {
      server.watcher.add(dir);
      // Attachments (the news' PDFs), as the build publishes them.
      server.middlewares.use(`/${filesFolder}`, async (request, response, next) => {
        const folder = join(dir, filesFolder);
        const file = join(folder, decodeURIComponent(request.url?.split('?')[0] ?? ''));
        if (!file.startsWith(folder + sep) || !file.toLowerCase().endsWith('.pdf')) return next();
        try {
          response.setHeader('Content-Type', 'application/pdf');
          response.end(await readFile(file));
        } catch {
          next();
        }
      });
      server.watcher.on('change', reloadOnChange(server));
      server.watcher.on('add', reloadOnChange(server));
      server.watcher.on('unlink', reloadOnChange(server));
      server.middlewares.use(generatedImagesPath, async (request, response, next) => {
        const file = join(outputDir, decodeURIComponent(request.url?.split('?')[0] ?? ''));
        if (!file.startsWith(outputDir + sep)) return next();
        try {
          await makeImages();
          await stat(file);
          response.setHeader(
            'Content-Type',
            imageTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
          );
          response.end(await readFile(file));
        } catch {
          next();
        }
      });
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      await makeImages();
      await cp(outputDir, join(options.dir, generatedImagesPath), { recursive: true });
      if (existsSync(join(dir, filesFolder))) {
        await cp(join(dir, filesFolder), join(options.dir, filesFolder), { recursive: true });
      }
    },
  };
}
