import { churchSuiteFeeds } from '../../../lib/churchsuite.ts';
import { hallsPaths, paths } from '../../../lib/paths.ts';
import type { Block, ContactEntry } from '../../schemas/contacts.ts';
import { siteLinksOf } from '../church-pages.server.ts';
import type { Language } from '../../../lib/languages.ts';
import type { Items, Settings } from '../validate.ts';

// What each shaper receives: the checked files, and what several kinds' pages share, made once.

/** Without the named keys, in the order the rest were written. */
export const without = <T extends object, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<
    T,
    K
  >;

/** `language`: the language of the words read (loadContent's), the site's default unless told. */
export function shapingContext(
  settings: Settings,
  items: Items,
  language: Language = settings.church.language,
) {
  const { church, navigation, groupsPage, hallsPage } = settings;
  const office = { name: settings.siteText.churchOffice, email: church.email, phone: church.phone };
  // A contact with no name is the church office; a sample person's mark is the build's alone.
  const contactsBlock = (contacts: ContactEntry[]): Block => ({
    contacts: contacts.map((entry) =>
      entry.type === 'church-office'
        ? { ...office, ...(entry.role ? { role: entry.role } : {}) }
        : without(entry, 'type', 'placeholder'),
    ),
  });
  const blocksOf = (
    parts: { type: 'text'; text: Block[] } | { type: 'contacts'; contacts: ContactEntry[] },
  ) => (parts.type === 'text' ? parts.text : [contactsBlock(parts.contacts)]);
  const named = churchSuiteFeeds(church.churchSuite);
  const siteLinks = siteLinksOf(navigation, [
    ...items.churchPages.map(({ item }) => item),
    // /groups and /halls, placed as church pages are, when church.yml names their feed.
    ...(named.groups
      ? [{ slug: 'groups', to: paths.groups, title: groupsPage.meta.title, ...groupsPage.link }]
      : []),
    ...(named.bookings
      ? [
          {
            slug: hallsPage.slug,
            to: hallsPaths.page(hallsPage.slug),
            title: hallsPage.meta.title,
            ...hallsPage.link,
          },
        ]
      : []),
  ]);
  return { settings, items, language, contactsBlock, blocksOf, siteLinks };
}

export type ShapingContext = ReturnType<typeof shapingContext>;
/** One key of what the pages receive, from the checked files. */
export type Shaper = (context: ShapingContext) => unknown;
