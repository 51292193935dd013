import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

// After the render, each page gets the drawings of the icons it shows (icons.tsx renders <use>).

const iconsModule = fileURLToPath(new URL('../components/ui/icons.tsx', import.meta.url));
/** The icons the site names, as icons.tsx writes them: `icon('arrow-right')`. */
export const iconNames = () =>
  [...readFileSync(iconsModule, 'utf8').matchAll(/\bicon\('([\w-]+)'\)/g)].map(([, name]) => name!);

const drawings = new Map<string, Promise<string>>();
/** Lucide's drawing of the icon `name`, without its <svg>: what a symbol holds. */
export function drawingOf(name: string) {
  const drawing =
    drawings.get(name) ??
    import(`lucide-react/icons/${name}`).then((module: { default: ComponentType }) =>
      renderToStaticMarkup(createElement(module.default)).replace(/^<svg[^>]*>|<\/svg>$/g, ''),
    );
  drawings.set(name, drawing);
  return drawing;
}

// Hidden without the stylesheet too (the browser's own [hidden] rule is for HTML elements).
const spriteStart = '<svg hidden width="0" height="0">';
const symbol = (name: string, drawing: string) =>
  `<symbol id="icon-${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
const pointer = (name: string) => `<use href="#icon-${name}"></use>`;

/**
 * The page with its icons drawn: one shown more than once as a <symbol> atop the <body>; one shown
 * once where it is (fewer bytes than a symbol and a pointer).
 */
export async function withIconSymbols(html: string, page = 'the page') {
  const counts = new Map<string, number>();
  for (const [, name = ''] of html.matchAll(/<use href="#icon-([\w-]+)"><\/use>/g)) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const symbols: string[] = [];
  let drawn = html;
  for (const [name, count] of counts) {
    const drawing = await drawingOf(name).catch(() => {
      throw new Error(`icons: ${page} shows the icon "${name}", which has no drawing`);
    });
    if (count > 1) symbols.push(symbol(name, drawing));
    else drawn = drawn.replace(pointer(name), `<svg viewBox="0 0 24 24">${drawing}</svg>`);
  }
  if (symbols.length === 0) return drawn;
  return drawn.replace(/<body[^>]*>/, (body) => `${body}${spriteStart}${symbols.join('')}</svg>`);
}

export async function drawIcons(files: string[]) {
  let pages = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const drawn = await withIconSymbols(html, file);
    if (drawn === html) continue;
    await writeFile(file, drawn);
    pages += 1;
  }
  return `icons drawn once on each of ${pages} pages`;
}

const virtualId = 'virtual:icon-symbols';
/** The dev server, which writes no pages afterwards, gets every drawing on every page. */
export function iconSymbolsPlugin(): Plugin {
  return {
    name: 'icon-symbols',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    async load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const names = this.environment.mode !== 'build' ? iconNames() : [];
      const all = (
        await Promise.all(names.map(async (name) => symbol(name, await drawingOf(name))))
      ).join('');
      return `export const devIconSymbols = ${JSON.stringify(all)};`;
    },
  };
}
