import { createHash } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { iconNames } from '../components/ui/icon-names.ts';

// The icons' sprite (components/ui/icons.tsx): one <symbol> per icon, drawn by lucide, at an
// address that changes with its drawing, so it is cached as long as /assets allows.

/** The sprite's text, and the address each icon's <use> points at. */
export const iconSprite = (async () => {
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
      const drawing = renderToStaticMarkup(createElement(module.default)).replace(
        /^<svg[^>]*>|<\/svg>$/g,
        '',
      );
      return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
    }),
  );
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { source, fileName: `assets/icons-${hash}.svg` };
})();

/** `define` for a bundle whose code draws icons. */
export const iconSpriteDefine = async () => ({
  __ICON_SPRITE__: JSON.stringify(`/${(await iconSprite).fileName}`),
});

/** Tells the code where the sprite is, serves it in development and writes it in a build. */
export function iconSpritePlugin(): Plugin {
  return {
    name: 'icon-sprite',
    config: async () => ({ define: await iconSpriteDefine() }),
    async configureServer(server) {
      const { fileName, source } = await iconSprite;
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(source);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { fileName, source } = await iconSprite;
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
