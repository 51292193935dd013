import { churchPaths } from '../../lib/church-paths.ts';
import { churchSuiteFeedsOf } from '../../lib/churchsuite.ts';
import { hallsPaths, paths } from '../../lib/paths.ts';
import { distinctSlugs } from '../../lib/slug.ts';
import type { ItemKind, ItemKinds } from '../schemas/kinds.ts';
import type { SettingsFiles } from '../schemas/settings-files.ts';
import { type CollectionKind, collections } from '../schemas/kinds.ts';
import { preachersOf } from '../schemas/preachers.ts';
import type { Problem } from './problem.ts';
import { type RawContent, slugOf } from './file-value.ts';
import type { Items, Settings, Validated } from './validate.ts';
import { isSeveral } from './several.ts';

// The third step of loading: what no file can be checked for alone, each problem naming its field.
// These need nothing but the entries, so /admin makes them too; those that read the disk are in
// cross-checks.server.ts.

export type Shown = (file: string) => string;
const entriesOf = <T extends object>(record: T) =>
  Object.entries(record) as [keyof T, T[keyof T]][];

/** A problem with one box of a file: "- content/short-links.yml, links → 0 → path: ...". */
export const problemAt = (shown: Shown, file: string, keys: (string | number)[], text: string) => ({
  sentence: `- ${shown(file)}, ${keys.join(' → ')}: ${text}`,
  file,
  keys,
});

/** No two items of a collection at one address: a problem for the later file. */
export function sameAddresses(items: Items, itemKinds: ItemKinds, shown: Shown): Problem[] {
  return entriesOf(items).flatMap(([name, entries]) => {
    const { address, sameAddress }: ItemKind = itemKinds[name];
    if (!address) return [];
    const said = sameAddress ?? ((slug: string) => `${address(slug)}; give each its own`);
    const bySlug = new Map<string, string>();
    return entries.flatMap(({ file, item }) => {
      const { slug } = item as { slug: string };
      const other = bySlug.get(slug);
      if (other === undefined) {
        bySlug.set(slug, file);
        return [];
      }
      const taken = `${shown(other)} already uses the web address ${said(slug)}`;
      return [problemAt(shown, file, ['slug'], taken)];
    });
  });
}

/** An item linked from a menu group, and /groups' and /halls' links, name a group that exists. */
export function menuGroupsExist(
  items: Items,
  itemKinds: ItemKinds,
  navigation: Settings['navigation'] | undefined,
  shown: Shown,
  ...placedPages: ({ file: string; link: { appears: string; group?: string } } | undefined)[]
): Problem[] {
  if (!navigation) return [];
  const groupIds = navigation.activityGroups.map((group) => group.id);
  const named = [
    ...placedPages.flatMap((page) =>
      page?.link.appears === 'group'
        ? [{ file: page.file, keys: ['link', 'group'], group: page.link.group }]
        : [],
    ),
    ...entriesOf(items).flatMap(([name, entries]) => {
      const { menuGroup } = itemKinds[name] as { menuGroup?: (item: object) => string | undefined };
      if (!menuGroup) return [];
      return entries.map(({ file, item }) => ({ file, keys: ['group'], group: menuGroup(item) }));
    }),
  ];
  const choices = groupIds.map((id) => `"${id}"`).join(', ');
  return named
    .filter(({ group }) => group !== undefined && !groupIds.includes(group))
    .map(({ file, keys, group }) =>
      problemAt(
        shown,
        file,
        keys,
        `the menu group "${group}" does not exist; use one of ${choices} (they are listed in ${shown('navigation.yml')})`,
      ),
    );
}

/**
 * Entries naming another by its web address (`key`: a sermon's series, an event's church) name one
 * in `kind`'s folder; `none` says there is none yet.
 */
function namedExist(
  naming: { file: string; item: Record<string, unknown> }[],
  key: string,
  kind: 'sermonSeries' | 'churches',
  slugs: string[],
  [what, none]: [string, string],
  shown: Shown,
): Problem[] {
  const choices = slugs.map((slug) => `"${slug}"`).join(', ') || `none (${none})`;
  return naming
    .filter(({ item }) => typeof item[key] === 'string' && !slugs.includes(item[key]))
    .map(({ file, item }) =>
      problemAt(
        shown,
        file,
        [key],
        `there is no ${what} "${String(item[key])}" in ${shown(collections[kind].folder)}; add it there, or choose one of ${choices}`,
      ),
    );
}

/** A sermon's series is a file of content/sermon-series. */
export const seriesExist = (items: Pick<Items, 'sermons' | 'sermonSeries'>, shown: Shown) =>
  namedExist(
    items.sermons,
    'series',
    'sermonSeries',
    items.sermonSeries.map(({ item }) => item.slug),
    ['series', 'there are no series yet'],
    shown,
  );

/** An event or sermon that names its church names one of Our churches. */
export const churchesNamedExist = (
  items: Pick<Items, 'churches' | 'typedEvents' | 'sermons'>,
  shown: Shown,
) =>
  namedExist(
    [...items.typedEvents, ...items.sermons],
    'church',
    'churches',
    items.churches.map(({ item }) => item.slug),
    ['church', 'there are no churches listed yet'],
    shown,
  );

/** The preachers' list names each person once. */
export function sermonFacts(
  sermonsPage: Settings['sermonsPage'] | undefined,
  sermonsPageFile: string,
  shown: Shown,
): Problem[] {
  const { problems } = preachersOf(sermonsPage?.preachers ?? [], []);
  return problems.map(({ index, text }) => ({
    sentence: `- ${shown(sermonsPageFile)}, ${text}`,
    file: sermonsPageFile,
    keys: ['preachers', index],
  }));
}

/** Every page the site builds, with items whose files have a mistake (a link to one is fine). */
export function pagePathsOf(raw: RawContent): Set<string> {
  // The halls page, at its own address, and a page for each of its rooms (features/halls/rooms.ts).
  const halls = raw.settings.get('pages/halls.yml')?.data as { rooms?: unknown } | undefined;
  const hallsSlug = slugOf(halls);
  const roomNames = (Array.isArray(halls?.rooms) ? halls.rooms : []).flatMap((room: unknown) => {
    const name = (room as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name] : [];
  });
  // /groups and the halls only when church.yml names their feed (build/pages.ts).
  const named = churchSuiteFeedsOf(raw.settings.get('church.yml')?.data);
  return new Set([
    ...Object.values(paths).flatMap((path) =>
      typeof path === 'string' && (path !== paths.groups || named.groups) ? [path] : [],
    ),
    ...(hallsSlug && named.bookings
      ? [
          hallsPaths.page(hallsSlug),
          ...distinctSlugs(roomNames, 'room').map((room) => hallsPaths.room(hallsSlug, room)),
        ]
      : []),
    ...entriesOf(raw.items).flatMap(([name, files]) =>
      files.flatMap(({ data }) => {
        const { address } = collections[name] as CollectionKind;
        const slug = slugOf(data);
        return slug === undefined || !address ? [] : [address(slug)];
      }),
    ),
    // A site of several churches: all of them, and each one's sermons.
    ...(isSeveral(raw.items.churches) ? [churchPaths.all] : []),
    ...raw.items.churches.flatMap(({ data }) => {
      const slug = slugOf(data);
      return slug === undefined ? [] : [churchPaths.sermons(slug)];
    }),
  ]);
}

/** On a site of several churches: each service and change names one of them, and their words are there. */
export function servicesHaveChurches(
  items: Pick<Items, 'churches'>,
  settings: Partial<Pick<Settings, 'church' | 'siteText'>>,
  files: { church: string; siteText: string },
  shown: Shown,
): Problem[] {
  const slugs = items.churches.map(({ item }) => item.slug);
  if (slugs.length === 0 || !settings.church) return [];
  const choices = slugs.map((slug) => `"${slug}"`).join(', ');
  const at = (keys: (string | number)[], text: string) =>
    problemAt(shown, files.church, keys, text);
  return [
    ...settings.church.services.flatMap((service, i) =>
      service.church && slugs.includes(service.church)
        ? []
        : [
            at(
              ['services', i, 'church'],
              `the service "${service.name}" must name its church: one of ${choices}`,
            ),
          ],
    ),
    ...settings.church.serviceChanges.flatMap((change, i) =>
      change.church === undefined || slugs.includes(change.church)
        ? []
        : [
            at(
              ['serviceChanges', i, 'church'],
              `the change on ${change.date} names no church "${change.church}": one of ${choices}`,
            ),
          ],
    ),
    ...(settings.siteText && !settings.siteText.churches
      ? [
          problemAt(
            shown,
            files.siteText,
            ['churches'],
            'the words for Our churches are missing: a site of several churches needs them',
          ),
        ]
      : []),
  ];
}

/**
 * The checks between entries that need nothing but the entries: /admin makes them too, on the
 * whole set of files a start form or an undo would leave (app/admin/before-publish/set-check.ts).
 */
export function acrossEntries(
  { settings, items }: Pick<Validated, 'settings' | 'items'>,
  { settingsFiles, itemKinds }: { settingsFiles: SettingsFiles; itemKinds: ItemKinds },
  shown: Shown,
): Problem[] {
  return [
    ...sameAddresses(items, itemKinds, shown),
    ...menuGroupsExist(
      items,
      itemKinds,
      settings.navigation,
      shown,
      settings.groupsPage && {
        file: settingsFiles.groupsPage.file,
        link: settings.groupsPage.link,
      },
      settings.hallsPage && { file: settingsFiles.hallsPage.file, link: settings.hallsPage.link },
    ),
    ...seriesExist(items, shown),
    ...servicesHaveChurches(
      items,
      settings,
      { church: settingsFiles.church.file, siteText: settingsFiles.siteText.file },
      shown,
    ),
    ...churchesNamedExist(items, shown),
    ...sermonFacts(settings.sermonsPage, settingsFiles.sermonsPage.file, shown),
  ];
}
