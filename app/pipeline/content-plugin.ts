import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createLogger, type Logger, type Plugin, type ViteDevServer } from 'vite';
import { generateImages, imageCacheFor, positionsIn } from '../content/pictures/image-build.ts';
import { generatedImagesPath } from '../content/pictures/image-names.ts';
import { type Content, ContentError, contentDir, loadContent } from '../content/loading/load.ts';
import { contentFolders } from '../content/kinds.ts';
import { filesFolder } from '../content/schemas/news.ts';

// Makes the content folder the module `app/content/data.ts`, and the picture copies.
//
// A mistake in the content is told once, plainly: the sentences in a block of their own in the
// terminal (again only when they change), and alone on the dev server's error page. The dev
// server keeps running, so the CMS at /admin can put the mistake right.

/** The module the pages import the content from (`app/content/data.ts`), which has no file. */
const dataModule = resolve('app/content/data');
const stateKey = Symbol.for('church-content: the mistakes told');
const resolvedId = '\0virtual:church-content';
/** The route table, which reads the content folder for its addresses (app/routes.ts). */
const routeTable = resolve('app/routes.ts');

type Checked = { dir: string; content: Content } | { dir: string; error: ContentError };

/** Shared by every copy of this plugin (React Router loads the Vite config several times). */
interface Shared {
  /** The mistakes last told in the terminal. */
  told?: string;
  /** The content as last checked, which the virtual module and the prerender's list share. */
  checked?: Checked;
  /** Whether this process builds the site: its content does not change until it ends. */
  building?: boolean;
  /** The picture copies being made, by the folder they go to: one run for every copy. */
  images?: Map<string, Promise<string>>;
}
const shared = () => ((globalThis as Record<symbol, Shared>)[stateKey] ??= {});

function checkContent(dir: string): Checked {
  try {
    return { dir, content: loadContent(dir) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { dir, error };
  }
}

/** React Router's virtual module of the server build (its Vite plugin's own id). */
const reactRouterServerBuild = '\0virtual:react-router/server-build';

/** The content as the plugin last checked it (read now if it has not): one reading a build. */
export function checkedContent(dir = contentDir()): Content {
  const state = shared();
  if (state.checked?.dir !== dir) state.checked = checkContent(dir);
  if ('error' in state.checked) throw state.checked.error;
  return state.checked.content;
}

export function churchContent(): Plugin {
  const dir = contentDir();
  const outputDir = imageCacheFor(dir);
  const makeImages = () => {
    const runs = (shared().images ??= new Map<string, Promise<string>>());
    let run = runs.get(outputDir);
    if (!run) {
      // The parts of people's photos the content keeps, as last checked (none while it is wrong).
      const checked = shared().checked;
      const positions = checked && 'content' in checked ? positionsIn(checked.content) : undefined;
      runs.set(outputDir, (run = generateImages({ contentDir: dir, outputDir, positions })));
    }
    return run;
  };

  let logger: Logger = createLogger();
  /** Checks the content; tells its mistakes in the terminal, once until they change. */
  const check = () => {
    const state = shared();
    state.checked = checkContent(dir);
    if ('content' in state.checked) {
      if (state.told) logger.info('\nThe church content is right again.\n');
      state.told = undefined;
      return undefined;
    }
    const { error } = state.checked;
    if (error.message !== state.told) logger.error(`\n${error.message}\n`);
    state.told = error.message;
    return error;
  };

  // One commit changes many files at once (the start form's Publish, a pull): the site is made
  // again once they have all landed, one run at a time, so a run never reads a file the same
  // commit removes; a picture that cannot be made is told, and the server carries on.
  let settling: ReturnType<typeof setTimeout> | undefined;
  let images = Promise.resolve();
  const reloadOnChange = (server: ViteDevServer) => (file: string) => {
    if (!file.startsWith(dir + sep)) return;
    clearTimeout(settling);
    settling = setTimeout(() => reload(server), 200);
  };
  const reload = (server: ViteDevServer) => {
    // React Router reads its route table again only when a file it imports changes, but the
    // table reads the content as files (once ChurchSuite's boxes were emptied, /halls kept a
    // route whose loader failed until a restart): touched, it is read again.
    const now = new Date();
    utimesSync(routeTable, now, now);
    // After any change (a new picture, a new part of a photo kept): only missing copies are made.
    shared().images?.delete(outputDir);
    check();
    // The content module, and React Router's server build, whose list of pages to prerender (the
    // only pages the dev server serves) is made again: a page the office has just added is there.
    for (const environment of Object.values(server.environments)) {
      for (const id of [resolvedId, reactRouterServerBuild]) {
        const module = environment.moduleGraph.getModuleById(id);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    }
    images = images.then(makeImages).then(
      () => server.ws.send({ type: 'full-reload' }),
      (error: unknown) => logger.error(`\n${String(error)}\n`),
    );
  };

  return {
    name: 'church-content',
    config(config, { command }) {
      // Vite prints each error with its own heading and our code's stack, and again for each
      // page asked for; a content mistake is told by check() instead, once.
      const base = config.customLogger ?? createLogger(config.logLevel);
      logger = {
        ...base,
        error(message, options) {
          if (options?.error?.name === 'ContentError') return;
          base.error(message, options);
        },
      };
      // A build stops at once, before React Router and Vite have anything else to say. It
      // reads the content once, however many times React Router loads this config and starts
      // servers of its own to read the routes.
      if (command === 'build') {
        if (shared().checked?.dir !== dir && check()) process.exit(1);
        shared().building = true;
      }
      return { customLogger: logger };
    },
    async buildStart() {
      // A build checked the content when it started (config); a dev server checks it now.
      if (!shared().building || shared().checked?.dir !== dir) check();
      // A build makes the picture copies beside its bundling (writeBundle waits for them); a dev
      // server once it listens; the unit tests and `react-router typegen` (held up 12-25 s) never.
      if (this.environment.mode === 'build') void makeImages().catch(() => undefined);
    },
    resolveId(id, importer) {
      const path = id.startsWith('.') && importer ? resolve(dirname(importer), id) : id;
      return path.replace(/\.ts$/, '') === dataModule ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // Files only: Vite's dev server and Vitest treat each watched file as an import of this
      // module, and a folder cannot be imported. New files are picked up by the watcher below.
      for (const folder of contentFolders) {
        const path = join(dir, folder);
        if (!existsSync(path)) continue;
        for (const file of readdirSync(path).filter((name) => /\.(ya?ml|md)$/.test(name))) {
          this.addWatchFile(join(path, file));
        }
      }
      return Object.entries(checkedContent(dir))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    configureServer(server) {
      // Ready for the first pages asked for, and one of the runs a change waits for: a Publish
      // landing while it was still making the sample's copies stopped the dev server.
      server.httpServer?.once('listening', () => {
        images = makeImages().then(
          (summary) => logger.info(summary),
          (error: unknown) => logger.error(String(error)),
        );
      });
      server.watcher.add(dir);
      /** Serves the files in `folder` at `base`, typed by `typeOf` (none: not served). */
      const serve = (base: string, folder: string, typeOf: (file: string) => string | null) =>
        server.middlewares.use(base, async (request, response, next) => {
          const file = join(folder, decodeURIComponent(request.url?.split('?')[0] ?? ''));
          const type = typeOf(file);
          if (!file.startsWith(folder + sep) || !type) return next();
          try {
            if (folder === outputDir) await makeImages();
            const body = await readFile(file);
            response.setHeader('Content-Type', type);
            response.end(body);
          } catch {
            next();
          }
        });
      // Attachments (the news' PDFs), as the build publishes them.
      serve(`/${filesFolder}`, join(dir, filesFolder), (file) =>
        file.toLowerCase().endsWith('.pdf') ? 'application/pdf' : null,
      );
      serve(generatedImagesPath, outputDir, (file) => {
        const format = file.split('.').pop() ?? '';
        return ['avif', 'webp', 'jpeg'].includes(format)
          ? `image/${format}`
          : 'application/octet-stream';
      });
      const reload = reloadOnChange(server);
      for (const event of ['change', 'add', 'unlink']) server.watcher.on(event, reload);
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      this.info(await makeImages());
      // A church with no pictures yet (a new church's first build) has no copies to publish.
      if (existsSync(outputDir)) {
        await cp(outputDir, join(options.dir, generatedImagesPath), { recursive: true });
      }
      if (existsSync(join(dir, filesFolder))) {
        await cp(join(dir, filesFolder), join(options.dir, filesFolder), { recursive: true });
      }
    },
  };
}
