import { existsSync, readdirSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createLogger, type Logger, type Plugin, type ViteDevServer } from 'vite';
import { generateImages, positionsIn } from '../content/pictures/image-build.server.ts';
import { imageCacheFor } from '../lib/image-cache.server.js';
import { generatedImagesPath } from '../content/pictures/image-names.ts';
import {
  ContentError,
  type ContentInLanguages,
  contentDir,
  loadContentInLanguages,
} from '../content/loading/load.server.ts';
import { contentFolders } from '../content/schemas/kinds.ts';
import {
  buildConstants,
  type ContentListing,
  contentListing,
} from '../content/loading/listing.server.ts';
import { filesFolder } from '../content/schemas/news.ts';
import { eventDateText } from '../features/events/event-dates.ts';
import { dateWordsOf } from '../lib/format-date.ts';
import { routesFor } from '../routes.ts';

// Makes the content folder the module `app/content/data.ts` (no file), and the picture copies.
// A content mistake is told once, plainly, in the terminal (again when it changes) and alone on
// the dev server's error page; the dev server keeps running, so /admin can put it right.
const dataModule = resolve('app/content/data');
const stateKey = Symbol.for('church-content: the mistakes told');
const resolvedId = '\0virtual:church-content';

type Checked = { dir: string; content: ContentInLanguages } | { dir: string; error: ContentError };

/** Shared by every copy of this plugin (React Router loads the Vite config several times). */
interface Shared {
  told?: string; // the mistakes last told in the terminal
  checked?: Checked; // shared by the virtual module and the prerender's list
  building?: boolean; // a build's content does not change until it ends
  images?: Map<string, Promise<string>>; // the picture copies being made, by folder: one run each
}
const shared = () => ((globalThis as Record<symbol, Shared>)[stateKey] ??= {});

function checkContent(dir: string): Checked {
  try {
    return { dir, content: loadContentInLanguages(dir) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { dir, error };
  }
}

const reactRouterServerBuild = '\0virtual:react-router/server-build';

// The words the site's first language writes events' dates in, for the events' islands in the
// browser and at build alike: a page in that language sends none with its props.
const firstDateWordsModule = 'virtual:first-date-words';
const firstDateWordsId = `\0${firstDateWordsModule}`;

/** `virtual:first-date-words`, from the content as last checked: in the app's build and the islands'. */
export const firstDateWords = (dir = contentDir()): Plugin => ({
  name: 'first-date-words',
  resolveId: (id) => (id === firstDateWordsModule ? firstDateWordsId : undefined),
  load(id) {
    if (id !== firstDateWordsId) return undefined;
    const { church, siteText } = checkedContent(dir);
    return `export default ${JSON.stringify(eventDateText(dateWordsOf(siteText.dates, church)))};`;
  },
});

/** The content as the plugin last checked it (read now if it has not): one reading a build. */
export function checkedContent(dir = contentDir()): ContentInLanguages {
  const state = shared();
  if (state.checked?.dir !== dir) state.checked = checkContent(dir);
  if ('error' in state.checked) throw state.checked.error;
  return state.checked.content;
}

/** The mistakes of the content as the dev server last checked it (after each change): none if it builds. */
export function contentMistakes(dir = contentDir()) {
  try {
    checkedContent(dir);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}

/**
 * The content's mistakes as its files are now, checked afresh: after a save the watcher checks
 * them again only once the files settle, and a status asked before then must not say live.
 */
export function contentMistakesNow(dir = contentDir()) {
  const checked = checkContent(dir);
  return 'error' in checked ? checked.error.problems : [];
}

export function churchContent(): Plugin[] {
  const dir = contentDir();
  const outputDir = imageCacheFor(dir);
  const makeImages = () => {
    const runs = (shared().images ??= new Map<string, Promise<string>>());
    let run = runs.get(outputDir);
    if (!run) {
      // The parts of people's photos kept, as last checked (none while the content is wrong).
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

  // A commit changes many files at once (a Publish, a pull): the site is made again once all have
  // landed, one run at a time, so a run never reads a file the same commit removes; a picture
  // that cannot be made is told, and the server carries on.
  let settling: ReturnType<typeof setTimeout> | undefined;
  /** What the server was started with, the route table and the build's constants, as text. */
  const madeFrom = (listing: ContentListing) =>
    JSON.stringify({ routes: routesFor(listing), constants: buildConstants(listing) });
  let listed = '';
  /** Whether the folder's listing now makes another table or other constants than at the start. */
  const listingChanged = () => madeFrom(contentListing(dir)) !== listed;
  let images = Promise.resolve();
  const reloadOnChange = (server: ViteDevServer) => (file: string) => {
    if (!file.startsWith(dir + sep)) return;
    clearTimeout(settling);
    settling = setTimeout(() => reload(server), 200);
  };
  const reload = (server: ViteDevServer) => {
    // What the folder's listing makes, the route table and the build's constants, is read by
    // React Router and Vite when the server starts, and by nothing later (React Router watches
    // app/ alone): when a change alters it (the first church, a new activity, the first notice),
    // the server starts again, as it would for an edited config. A church or notice more alters
    // neither: its route takes a slug, and the list of pages below is read afresh.
    // Only missing copies are made, after any change (a new picture, another part of a photo),
    // by this server or the one it restarts as (the runs are shared).
    shared().images?.delete(outputDir);
    // The server started again reads its own listing (config); if it cannot start, this one
    // still differs and tries again at the next change.
    if (listingChanged()) {
      void server.restart();
      return;
    }
    check();
    // The content module afresh, and the server build's list of pages (all the dev server serves).
    for (const environment of Object.values(server.environments)) {
      for (const id of [resolvedId, firstDateWordsId, reactRouterServerBuild]) {
        const module = environment.moduleGraph.getModuleById(id);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    }
    images = images.then(makeImages).then(
      () => server.ws.send({ type: 'full-reload' }),
      (error: unknown) => logger.error(`\n${String(error)}\n`),
    );
  };

  const plugin: Plugin = {
    name: 'church-content',
    config(config, { command }) {
      // Vite prints each error with a heading and stack, per page; check() tells it once.
      const base = config.customLogger ?? createLogger(config.logLevel);
      logger = {
        ...base,
        error(message, options) {
          if (options?.error?.name === 'ContentError') return;
          base.error(message, options);
        },
      };
      // A build stops at once on a mistake, and reads the content once, however many times React
      // Router loads this config.
      if (command === 'build') {
        if (shared().checked?.dir !== dir && check()) process.exit(1);
        shared().building = true;
      }
      const listing = contentListing(dir);
      if (command === 'serve') listed = madeFrom(listing);
      return { customLogger: logger, define: buildConstants(listing) };
    },
    async buildStart() {
      // A build checked the content when it started (config); a dev server checks it now.
      if (!shared().building || shared().checked?.dir !== dir) check();
      // A build makes the copies beside its bundling (writeBundle waits); a dev server once it
      // listens; the unit tests and `react-router typegen` (held up 12-25 s) never.
      if (this.environment.mode === 'build') void makeImages().catch(() => undefined);
    },
    resolveId(id, importer) {
      const path = id.startsWith('.') && importer ? resolve(dirname(importer), id) : id;
      return path.replace(/\.ts$/, '') === dataModule ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // Files only: Vite and Vitest treat a watched file as an import, and a folder cannot be one.
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
      // One of the runs a change waits for: a Publish landing mid-run once stopped the dev server.
      server.httpServer?.once('listening', () => {
        // A change that landed after config() read the listing, before the watcher: start again.
        if (listingChanged()) {
          void server.restart();
          return;
        }
        // The home page once, as a first visitor would ask for it: a route added before any page
        // had been shown (a church, by /admin's start form) left React Router's list of them half
        // read; this makes that rare, not impossible (docs/decisions/0045).
        const address = server.httpServer?.address();
        if (address && typeof address === 'object')
          fetch(`http://localhost:${address.port}/`).catch(() => undefined);
        images = makeImages().then(
          (summary) => logger.info(summary),
          (error: unknown) => logger.error(String(error)),
        );
      });
      server.watcher.add(dir);
      /** Serves `folder` at `base`, typed by `typeOf` (null: not served). */
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
  return [plugin, firstDateWords(dir)];
}
