import { collections } from '../schemas/kinds.ts';
import type { ItemKinds } from '../schemas/kinds.ts';
import type { SettingsFiles } from '../schemas/settings-files.ts';
import { reservedAddresses } from './church-pages.server.ts';
import { acrossEntries, pagePathsOf, problemAt, type Shown } from './cross-checks.ts';
import type { RawContent } from './file-value.ts';
import type { Problem } from './problem.ts';
import { checkPageLinksInText, checkRichText, pageExistsIn } from './rich-text-check.server.ts';
import type { Items, Settings, Validated } from './validate.ts';

// The checks across files that read public/ and content/'s pictures, which /admin cannot.

/** A church page, at /{slug}, is not at an address the site uses itself, nor the halls page's. */
export function addressesTaken(
  churchPages: Items['churchPages'],
  shown: Shown,
  halls?: { file: string; slug: string },
): Problem[] {
  const reserved = reservedAddresses();
  return churchPages.flatMap(({ file, item }) => {
    const address = `the web address ${collections.churchPages.address(item.slug)}`;
    const problem = reserved.has(item.slug)
      ? `${address} belongs to the site itself; choose another for this page`
      : item.slug === halls?.slug
        ? `${address} is the halls page's (${halls.file}); choose another for one of them`
        : undefined;
    return problem ? [problemAt(shown, file, ['slug'], problem)] : [];
  });
}

/** Links in copy go to a page the site builds, and pictures in it are in content/images. */
export function linksGoSomewhere(
  raw: RawContent,
  checked: Validated['checked'],
  dir: string,
  shown: Shown,
): Problem[] {
  const pagePaths = pagePathsOf(raw);
  const done = new Set(checked.map((file) => file.shown));
  // Files with a mistake of their own: their links to pages are checked in their text.
  const others = [...raw.settings.values(), ...Object.values(raw.items).flat()]
    .filter(({ text }) => text !== '')
    .map(({ file, text }) => ({ file, shown: shown(file), text }))
    .filter((file) => !done.has(file.shown));
  return [
    ...checkRichText(checked, { contentDir: dir, pagePaths }),
    ...checkPageLinksInText(others, pagePaths),
  ];
}

/** A short address hides no page the content makes, and goes to a page that exists. */
export function shortLinksLand(
  raw: RawContent,
  shortLinks: Settings['shortLinks'] | undefined,
  file: string,
  shown: Shown,
): Problem[] {
  const pagePaths = pagePathsOf(raw);
  const pageExists = pageExistsIn(pagePaths);
  return (shortLinks?.links ?? []).flatMap(({ path, to }, index) => {
    const hides = `the short address ${path} would hide the page at that address; choose another`;
    const nowhere = `the short address ${path} goes to ${to}, which is not a page of this site; check the address (such as /giving)`;
    return [
      ...(pagePaths.has(path) ? [problemAt(shown, file, ['links', index, 'path'], hides)] : []),
      ...(to.startsWith('/') && !pageExists(to)
        ? [problemAt(shown, file, ['links', index, 'to'], nowhere)]
        : []),
    ];
  });
}

/** Every check across files, in the order their problems are told. */
export function crossCheck(
  raw: RawContent,
  validated: Validated,
  kinds: { settingsFiles: SettingsFiles; itemKinds: ItemKinds },
  dir: string,
  shown: Shown,
): Problem[] {
  const { settings, items, checked } = validated;
  const { settingsFiles } = kinds;
  return [
    ...acrossEntries(validated, kinds, shown),
    // These read public/ and content/'s pictures, which /admin cannot.
    ...addressesTaken(
      items.churchPages,
      shown,
      settings.hallsPage && { file: settingsFiles.hallsPage.file, slug: settings.hallsPage.slug },
    ),
    ...linksGoSomewhere(raw, checked, dir, shown),
    ...shortLinksLand(raw, settings.shortLinks, settingsFiles.shortLinks.file, shown),
  ];
}
