import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowRight, Menu } from '../components/ui/icons.tsx';
import { drawingOf, iconNames, withIconSymbols } from './icon-sprite.ts';

const page = (body: string) => `<html><head></head><body class="x">${body}</body></html>`;

describe('the icons’ drawings', () => {
  it('has lucide’s drawing of every icon the site names', async () => {
    expect(iconNames()).toContain('arrow-right');
    expect(iconNames().length).toBeGreaterThan(30);
    for (const name of iconNames()) {
      expect(await drawingOf(name), name).toMatch(
        /^<(path|circle|rect|line|polyline|polygon|ellipse)\b/,
      );
    }
  });

  it('draws an icon shown twice once, at the top of the body, and one shown once where it is', async () => {
    const icons = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(ArrowRight, { className: 'size-4' }),
        createElement(Menu),
        createElement(ArrowRight),
      ),
    );
    expect(icons).toMatch(/^<svg width="24" height="24" class="icon size-4" aria-hidden="true">/);
    const [arrow, menu] = await Promise.all([drawingOf('arrow-right'), drawingOf('menu')]);
    expect(await withIconSymbols(page(icons))).toBe(
      page(
        `<svg hidden width="0" height="0"><symbol id="icon-arrow-right" viewBox="0 0 24 24">${arrow}</symbol></svg>` +
          icons.replace('<use href="#icon-menu"></use>', `<svg viewBox="0 0 24 24">${menu}</svg>`),
      ),
    );
  });

  it('leaves a page without icons as it is, and names a page with an icon it cannot draw', async () => {
    expect(await withIconSymbols(page('<p>Hello</p>'))).toBe(page('<p>Hello</p>'));
    await expect(
      withIconSymbols(page('<svg><use href="#icon-no-such-icon"></use></svg>'), 'about-us.html'),
    ).rejects.toThrow('icons: about-us.html shows the icon "no-such-icon", which has no drawing');
  });
});
