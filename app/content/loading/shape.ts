import { churchSuiteFeeds, churchSuiteUrls } from '../../lib/churchsuite.ts';
import { directionsUrl } from '../../lib/directions.ts';
import { booksOfPassage } from '../../lib/bible-books.ts';
import { passageLinks } from '../../lib/bible-links.ts';
import { newestFirst } from '../../lib/paging.ts';
import { hallsPaths, paths } from '../../lib/paths.ts';
import type { ChurchPage } from '../schemas/church-page.ts';
import { siteLinksOf } from './church-pages.server.ts';
import type { Activity } from '../schemas/activity.ts';
import type { Block, ContactEntry } from '../schemas/contacts.ts';
import type { Navigation } from '../schemas/navigation.ts';
import { preachersOf } from '../schemas/preachers.ts';
import { youTubeVideoId } from '../schemas/sermons.ts';
import { timecodeSeconds } from '../schemas/sermon-transcript.ts';
import { siteNoticeOf } from './site-notice.server.ts';
import type { TypedEvent } from '../schemas/typed-events.ts';
import type { Items, Settings } from './validate.ts';

// The last step of loading: the checked files turned into what the pages receive.

/** The books of the Bible a checked passage is in (cross-checks.ts reports any other). */
const booksOf = (passage: string) => {
  const read = booksOfPassage(passage);
  return 'books' in read ? read.books.map(({ slug, name }) => ({ slug, name })) : [];
};

export function shapeContent(settings: Settings, items: Items) {
  const { church, navigation, home, groupsPage, hallsPage, newsPage, sermonsPage } = settings;
  const sermonsNewestFirst = newestFirst(
    items.sermons.map((entry) => ({ ...entry, date: entry.item.date, title: entry.item.title })),
  );
  const preachers = preachersOf(
    sermonsPage.preachers,
    sermonsNewestFirst.map(({ item }) => item.preacher),
  );
  const seriesBySlug = new Map(items.sermonSeries.map(({ item }) => [item.slug, item]));
  const office = { name: settings.siteText.churchOffice, email: church.email, phone: church.phone };
  const contactsBlock = (contacts: ContactEntry[]): Block => ({
    contacts: contacts.map(({ type: _type, ...c }) => {
      if (!('name' in c)) return { ...office, ...(c.role ? { role: c.role } : {}) };
      const { placeholder: _placeholder, ...contact } = c;
      return contact;
    }),
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
  // Without ChurchSuite there is no sign-up form to embed, and no /groups or /halls to show.
  const urls = church.churchSuite && churchSuiteUrls(church.churchSuite.account);
  const {
    notFound,
    labels,
    events: { subscribe: calendarText, ...eventsText },
    notice: noticeText,
    paging,
    ...chrome
  } = settings.siteText;

  const activities: Record<string, Activity> = Object.fromEntries(
    items.activities
      .map(({ item }) => item)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map(({ slug, order: _order, contact, contacts, ...activity }) => [
        slug,
        { ...activity, contact: [...(contact ?? []), contactsBlock(contacts)] },
      ]),
  );

  return {
    church,
    siteText: chrome,
    eventsText,
    // Apart, so only /events carries them, through its loader.
    calendarText,
    notFoundPage: notFound,
    labels,
    // Apart, so only the lists' pages carry them, through their loaders.
    paging,
    // The feed every page's head announces (the podcast's title reaches its pages by loader).
    feeds: { news: newsPage.feed.title },
    navigation,
    // Apart, so the menu's words reach every page's JavaScript without the groups' intros.
    // The Activities dropdown only when something is in it: a new church may have none yet.
    mainMenu: siteLinks.menu.filter(
      (item) =>
        item.kind !== 'activities' ||
        items.activities.length > 0 ||
        Object.values(siteLinks.groupPages).some((links) => links.length > 0),
    ),
    footerLinks: siteLinks.footer,
    groupPages: siteLinks.groupPages,
    // The built-in pages' link words, by page, for tests and the odd link elsewhere.
    menuLabels: Object.fromEntries(
      Object.entries({ ...navigation.menu, ...navigation.footer }).map(([key, { label }]) => [
        key,
        label,
      ]),
    ) as Record<keyof Navigation['menu'] | keyof Navigation['footer'], string>,
    // Without where their links appear (siteLinks has placed them).
    churchPages: Object.fromEntries(
      items.churchPages.map(
        ({ item: { appears: _, group: _g, label: _l, position: _p, ...page } }) => [
          page.slug,
          { ...page, body: page.body.flatMap(blocksOf) } satisfies ChurchPage,
        ],
      ),
    ),
    activityGroups: navigation.activityGroups,
    pages: {
      home: home.meta,
      events: settings.events.meta,
      groups: groupsPage.meta,
      halls: hallsPage.meta,
      getInvolved: settings.getInvolved.meta,
      giving: settings.giving.meta,
      aboutUs: settings.aboutUs.meta,
      privacyPolicy: settings.privacyPolicy.meta,
      search: settings.search.meta,
      news: newsPage.meta,
      sermons: sermonsPage.meta,
    },
    search: settings.search,
    // The groups page's words; an activity page takes the sign-up's from them.
    groupsPage,
    // The halls page's words and rooms, for its loader alone.
    hallsPage,
    home: {
      ...home,
      findUs: {
        ...home.findUs,
        directions: {
          label: home.findUs.directionsLabel,
          href: directionsUrl(church.address, church.name),
        },
      },
    },
    aboutUs: settings.aboutUs,
    newsPage,
    news: newestFirst(items.news.map(({ item: { placeholder: _, ...notice } }) => notice)),
    sermonsPage,
    sermons: sermonsNewestFirst.map(
      ({
        stem,
        item: { series, audio, video, chapters, transcript, placeholder: _, ...sermon },
      }) => {
        const inSeries = series ? seriesBySlug.get(series) : undefined;
        const id = video ? youTubeVideoId(video) : undefined;
        const preacher = preachers.preacherOf(sermon.preacher);
        return {
          ...sermon,
          preacher: preacher.name,
          preacherSlug: preacher.slug,
          books: booksOf(sermon.passage),
          passageLinks: passageLinks(sermon.passage, sermonsPage.bible),
          // The podcast episode's guid: the file's name, which editing the sermon never changes.
          guid: stem,
          ...(inSeries && { series: { slug: inSeries.slug, title: inSeries.title } }),
          audio: { ...audio, seconds: timecodeSeconds(audio.length)! },
          ...(video && id && { video: { id, url: video } }),
          ...(chapters && { chapters }),
          ...(transcript && { transcript }),
        };
      },
    ),
    sermonSeries: items.sermonSeries
      .map(({ item }) => item)
      .sort((a, b) => a.title.localeCompare(b.title)),
    getInvolved: {
      ...settings.getInvolved,
      form: urls &&
        settings.getInvolved.form && { ...settings.getInvolved.form, src: urls.addressBookForm },
    },
    giving: settings.giving,
    privacyPolicy: {
      ...settings.privacyPolicy,
      sections: settings.privacyPolicy.sections.map(({ heading, parts }) => ({
        heading,
        body: parts.flatMap(blocksOf),
      })),
    },
    activities,
    // A site of several churches (none: one church, church.yml's), in name order.
    churches: items.churches
      .map(({ item }) => item)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    // Typed in /admin, their files' names as ids: the events with no feed (feeds/typed-events.ts).
    typedEvents: items.typedEvents.map(({ stem, item }): TypedEvent => ({ ...item, id: stem })),
    // Apart, like the menu, for the root loader: its words reach the page with the HTML only.
    siteNotice: siteNoticeOf(settings.siteNotice),
    // For the build's redirects and QR codes (app/pipeline/short-links.ts), not the pages.
    shortLinks: settings.shortLinks.links,
    noticeText,
  };
}

export type Content = ReturnType<typeof shapeContent>;
