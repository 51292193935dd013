import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bundleScript, siteScriptFileName } from './site-script-plugin.ts';

// A sermon page's own script (sermon-player.ts): the player's speed and resume, its chapters
// and its transcript's times. Only sermon pages need it, so it is a second small classic file
// that they alone load, deferred, rather than bytes on every page's shared script. The page
// gets its address from `virtual:sermon-player`; the dev server makes it afresh per request.

const entry = fileURLToPath(new URL('./sermon-player.ts', import.meta.url));
const virtualId = 'virtual:sermon-player';
const resolvedId = `\0${virtualId}`;
const devUrl = '/@sermon-player.js';

export function sermonPlayerScript(): Plugin {
  let serving = false;
  let built: Promise<{ code: string; fileName: string }> | undefined;
  const production = () =>
    (built ??= bundleScript(entry).then((code) => ({
      code,
      fileName: siteScriptFileName(code, 'sermon-player'),
    })));

  return {
    name: 'sermon-player-script',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const url = serving ? devUrl : `/${(await production()).fileName}`;
      return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_request, response, next) => {
        bundleScript(entry, false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { code, fileName } = await production();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
