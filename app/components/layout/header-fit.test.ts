import { describe, expect, it } from 'vitest';
import { headerFit, headerFitCss, type HeaderWords } from './header-fit.ts';

/** A menu from its labels, with a comma between two; the second opens the activities. */
const menu = (labels: string): HeaderWords['items'] =>
  labels.split(', ').map((label, i, all) => ({
    label,
    kind: i === 1 ? 'activities' : 'link',
    highlight: i === all.length - 1 || undefined,
  }));

const six = menu('Home, Activities, Events, Giving, About Us, Get Involved');
const eight = menu("Home, Groups, What's On, New here, Giving, About Us, Find Us, Join Us");

describe('headerFit', () => {
  it('shows a short menu from a tablet’s width and the search box on a laptop', () => {
    const { menu, box } = headerFit({ shortName: 'St Mark’s', items: six });
    expect(menu).toBeGreaterThanOrEqual(48);
    expect(menu).toBeLessThan(64);
    expect(box).toBeGreaterThan(menu!);
    expect(box).toBeLessThanOrEqual(72);
  });

  it('needs more room for more words, and never less than a phone’s drawer', () => {
    const short = headerFit({ shortName: 'St Mark’s', items: six }).menu!;
    const long = headerFit({ shortName: 'St Mark’s', items: eight }).menu!;
    const longName = headerFit({ shortName: 'Llanfair Road Baptist Church', items: eight }).menu!;
    expect(long).toBeGreaterThan(short);
    expect(longName).toBeGreaterThan(long);
  });

  it('lets the name take two lines for the menu, but keeps it on one for the search box', () => {
    const twoWords = headerFit({ shortName: 'Kilbarchan Presbyterian', items: six });
    const longerWord = headerFit({ shortName: 'Presbyterian', items: six });
    expect(twoWords.menu).toBe(48);
    expect(twoWords.menu).toBe(longerWord.menu);
    expect(twoWords.box).toBeGreaterThan(longerWord.box!);
  });

  it('keeps the drawer and the search button alone where the menu could never fit', () => {
    const items = menu(Array.from({ length: 14 }, (_, i) => `Our page number ${i + 1}`).join(', '));
    expect(headerFit({ shortName: 'Capel y Graig', items })).toEqual({
      menu: undefined,
      box: undefined,
    });
    expect(headerFitCss({ shortName: 'Capel y Graig', items })).toBe('');
  });

  it('writes one container query for the menu and one for the search box', () => {
    const words = { shortName: 'St Mark’s', items: six };
    const { menu, box } = headerFit(words);
    const css = headerFitCss(words);
    expect(css).toContain(`@container header (min-width: ${menu}rem){[data-slot=main-nav]`);
    expect(css).toContain(`@container header (min-width: ${box}rem){[data-slot=search-box]`);
  });
});
