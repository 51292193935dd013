// From which widths the header has room for the church's menu and search box, from its words; below
// them the drawer and search button stand in. Container queries in rem: no script, and text-sized.

/** What the header holds: the church's short name and its menu's words. */
export interface HeaderWords {
  shortName: string;
  items: { label: string; kind: 'link' | 'activities'; highlight?: boolean }[];
}

// Widths in em of DejaVu Sans 500 in Chromium, the widest system font we ask for (Linux's), so
// Segoe UI, San Francisco and Roboto have room to spare.
// An accented letter is its base letter; anything else is as wide as "o".
const widths: Record<string, number> = {
  ...Object.fromEntries([...'abdghnpquESPTY'].map((c) => [c, 0.63])),
  ...Object.fromEntries([...'kvxy'].map((c) => [c, 0.59])),
  ...Object.fromEntries([...'0123456789'].map((c) => [c, 0.64])),
  ...Object.fromEntries([...'ijlIJ.,:;|!'].map((c) => [c, 0.29])),
  ...Object.fromEntries([...'ABKRVXZ'].map((c) => [c, 0.69])),
  ...Object.fromEntries([...'DGOQ'].map((c) => [c, 0.79])),
  ...Object.fromEntries([...'HNU'].map((c) => [c, 0.75])),
  ...{ f: 0.35, r: 0.41, s: 0.52, t: 0.39, z: 0.52, m: 0.97, w: 0.82, C: 0.7, F: 0.58 },
  ...{ L: 0.56, M: 0.86, W: 0.99, ' ': 0.32, "'": 0.27, '’': 0.32, '-': 0.36, '&': 0.78 },
};
/** A text's width in em: semibold is DejaVu's bold, about 15 % wider. */
export function em(text: string, semibold = false) {
  let width = 0;
  for (const c of text.normalize('NFD').replace(/\p{M}/gu, '')) width += widths[c] ?? 0.62;
  return width * (semibold ? 1.15 : 1);
}
/** The logo's semibold serif: a tenth wider than the Times Linux shows, as Palatino is. */
const serif = (text: string) => em(text) * 0.94;

// The header's sizes in rem, from the classes of site-header.tsx and main-nav.tsx: its row
// max-w-6xl (72) within sm:px-6 (1.5) either side; the logo's size-7 church and gap-2; the row's
// gap-4, the menu's gap-1 and the gap-3 before the search; the highlight's ml-2; the Activities
// chevron, size-4 after gap-1; the search's w-48 box, gap-2 and the 2.25 button beside it (`shown`
// below), or its size-10 button alone, which -mr-2 pulls into the padding; half a rem to spare.
// The roomier menu never before 64, nor the menu before 48, where phones and their drawer end.
const widest = 72;
const rowPadding = 1.5;
const gap = { logoIcon: 0.5, logoToMenu: 1, item: 0.25, menuToSearch: 0.75, highlight: 0.5 };
const logoIcon = 1.75;
const chevron = 0.25 + 1;
const search = { box: 12, gap: 0.5, buttonBesideBox: 2.25, buttonAlone: 2.5, overhang: 0.5 };
const searchBox = search.box + search.gap + search.buttonBesideBox;
const searchButton = search.buttonAlone - search.overhang;
const spare = 0.5;
const sizes = {
  compact: { logo: 1, item: 0.875, itemPadding: 1, button: 0.875, buttonPadding: 1.5 },
  roomy: { logo: 1.125, item: 0.95, itemPadding: 1.5, button: 1, buttonPadding: 2.5 },
};
type Size = keyof typeof sizes;

/** The logo's width, on one line or on the best two its words make. */
function logoWidth(shortName: string, twoLines: boolean) {
  const words = shortName.split(' ');
  const halves = (i: number) => [words.slice(0, i), words.slice(i)].map((w) => serif(w.join(' ')));
  return Math.min(...(twoLines ? words.map((_, i) => i) : [0]).map((i) => Math.max(...halves(i))));
}

// The menu may show with the logo on two lines; the roomier size and the search box only where
// the logo keeps one: the church's name whole comes before either.
function fits({ shortName, items }: HeaderWords, width: number, size: Size, withBox: boolean) {
  const s = sizes[size];
  const logo =
    logoIcon + gap.logoIcon + logoWidth(shortName, size === 'compact' && !withBox) * s.logo;
  const menu = items.reduce(
    (sum, item) =>
      sum +
      (item.highlight
        ? gap.highlight + em(item.label, true) * s.button + s.buttonPadding
        : em(item.label) * s.item + s.itemPadding + (item.kind === 'activities' ? chevron : 0)),
    gap.item * (items.length - 1),
  );
  const searchWidth = withBox ? searchBox : searchButton;
  const needed = logo + gap.logoToMenu + menu + gap.menuToSearch + searchWidth + spare;
  return needed <= Math.min(width, widest) - 2 * rowPadding;
}

/** The narrowest width (rem, on a half-rem step, not below `floor`) from which `test` holds at every wider one. */
function from(floor: number, test: (width: number) => boolean) {
  let narrowest: number | undefined;
  for (let width = widest; width >= floor && test(width); width -= 0.5) narrowest = width;
  return narrowest;
}

/** The widths (rem) from which the menu shows, roomier, and with the box (the box first). */
export function headerFit(words: HeaderWords) {
  const boxAtAll = from(48, (width) => fits(words, width, 'compact', true)) !== undefined;
  const roomy = from(64, (width) => fits(words, width, 'roomy', boxAtAll));
  const sizeAt = (width: number): Size =>
    roomy !== undefined && width >= roomy ? 'roomy' : 'compact';
  return {
    menu: from(48, (width) => fits(words, width, sizeAt(width), false)),
    roomy,
    box: boxAtAll ? from(48, (width) => fits(words, width, sizeAt(width), true)) : undefined,
  };
}

/** What each width shows, on the slots site-header.tsx names. */
const shown = {
  menu: '[data-slot=main-nav]{display:block}[data-slot=menu-button],[data-slot=mobile-nav]{display:none}',
  roomy:
    '[data-slot=logo]{font-size:1.125rem}.nav-item{padding-inline:.75rem;font-size:.95rem}[data-slot=menu-highlight]{padding-inline:1.25rem;font-size:1rem}',
  box: '[data-slot=search-box]{display:block}[data-slot=search-button]{margin-right:0;width:2.25rem;height:2.25rem;background:var(--color-brand-700);color:var(--color-white)}[data-slot=search-button]:hover{background:var(--color-brand-800)}[data-slot=search-button] svg{width:1rem;height:1rem}',
};

/** The header's container queries for those widths. */
export function headerFitCss(words: HeaderWords) {
  const fit = headerFit(words);
  return (['menu', 'roomy', 'box'] as const)
    .filter((part) => fit[part] !== undefined)
    .map((part) => `@container header (min-width: ${fit[part]}rem){${shown[part]}}`)
    .join('');
}
