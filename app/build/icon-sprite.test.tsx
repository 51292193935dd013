import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNames } from '~/components/ui/icon-names';
import { ArrowRight } from '~/components/ui/icons';
import { iconSprite } from './icon-sprite';

describe('the icons’ sprite', () => {
  it('draws every icon the site names, once, at an address that follows its drawing', async () => {
    const { source, fileName } = await iconSprite;
    const ids = [...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id)).toEqual([...iconNames]);
    for (const [, id, drawing] of ids)
      expect(drawing, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    expect(fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
  });

  it('gives each icon a reference to its symbol, with the classes and hiding of lucide', () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-4" />);
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-arrow-right size-4" aria-hidden="true">/);
    expect(html).toContain(`<use href="${__ICON_SPRITE__}#arrow-right"></use>`);
  });
});
