import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNames } from '~/components/ui/icon-names';
import { ArrowRight, Menu } from '~/components/ui/icons';
import { iconDrawings, withIconSymbols } from './icon-sprite';

const page = (body: string) => `<html><head></head><body class="x">${body}</body></html>`;

describe('the icons’ drawings', () => {
  it('has lucide’s drawing of every icon the site names', async () => {
    const drawings = await iconDrawings;
    expect([...drawings.keys()]).toEqual([...iconNames]);
    for (const [name, drawing] of drawings) {
      expect(drawing, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it('draws an icon shown twice once, at the top of the body, and one shown once where it is', async () => {
    const icons = renderToStaticMarkup(
      <>
        <ArrowRight className="size-4" />
        <Menu />
        <ArrowRight />
      </>,
    );
    expect(icons).toMatch(/^<svg width="24" height="24" class="icon size-4" aria-hidden="true">/);
    const drawings = await iconDrawings;
    expect(await withIconSymbols(page(icons))).toBe(
      page(
        `<svg hidden width="0" height="0" style="position:absolute"><symbol id="icon-arrow-right" viewBox="0 0 24 24">${drawings.get('arrow-right')}</symbol></svg>` +
          icons.replace(
            '<use href="#icon-menu"></use>',
            `<svg viewBox="0 0 24 24">${drawings.get('menu')}</svg>`,
          ),
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
