import type { Navigation } from '../../schemas/navigation.ts';
import { htmlLang } from '../../../lib/languages.ts';
import { siteNoticeOf } from '../site-notice.server.ts';
import { type ShapingContext, without } from './context.ts';
import { churchPaths } from '../../../lib/church-paths.ts';
import { isSeveral } from '../several.ts';

// The words and settings of every page: the church, the chrome's words, the menus.

type Context = ShapingContext;

export const siteShapers = {
  church: ({ settings }: Context) => settings.church,
  // The chrome's words; the rest of site-text.yml goes apart, each to the pages that use it.
  siteText: ({ settings }: Context) =>
    without(
      settings.siteText,
      'notFound',
      'labels',
      'events',
      'notice',
      'paging',
      'churches',
      'bible',
    ),
  eventsText: ({ settings }: Context) => without(settings.siteText.events, 'subscribe'),
  // Apart, so only /events carries them, through its loader.
  calendarText: ({ settings }: Context) => settings.siteText.events.subscribe,
  notFoundPage: ({ settings }: Context) => settings.siteText.notFound,
  labels: ({ settings }: Context) => settings.siteText.labels,
  // Apart, so only the lists' pages carry them, through their loaders.
  paging: ({ settings }: Context) => settings.siteText.paging,
  noticeText: ({ settings }: Context) => settings.siteText.notice,
  // The feed every page's head announces (the podcast's title reaches its pages by loader).
  feeds: ({ settings }: Context) => ({ news: settings.newsPage.feed.title }),
  navigation: ({ settings }: Context) => settings.navigation,
  // Apart, so the menu's words reach every page's JavaScript without the groups' intros.
  // The Activities dropdown only when something is in it: a new church may have none yet.
  // A site of several churches leads with them ("Our churches"), its footer names each.
  mainMenu: ({ items, siteLinks, settings }: Context) => [
    ...(isSeveral(items.churches) && settings.siteText.churches
      ? [{ kind: 'link' as const, label: settings.siteText.churches.title, to: churchPaths.all }]
      : []),
    ...siteLinks.menu.filter(
      (item) =>
        item.kind !== 'activities' ||
        items.activities.length > 0 ||
        Object.values(siteLinks.groupPages).some((links) => links.length > 0),
    ),
  ],
  footerLinks: ({ items, siteLinks, settings }: Context) => [
    ...siteLinks.footer,
    ...items.churches
      .map(({ item }) => ({ label: item.name, to: churchPaths.church(item.slug) }))
      .sort((a, b) => a.label.localeCompare(b.label, htmlLang(settings.church.language))),
  ],
  groupPages: ({ siteLinks }: Context) => siteLinks.groupPages,
  // The built-in pages' link words, by page, for tests and the odd link elsewhere.
  menuLabels: ({ settings: { navigation } }: Context) =>
    Object.fromEntries(
      Object.entries({ ...navigation.menu, ...navigation.footer }).map(([key, { label }]) => [
        key,
        label,
      ]),
    ) as Record<keyof Navigation['menu'] | keyof Navigation['footer'], string>,
  activityGroups: ({ settings }: Context) => settings.navigation.activityGroups,
  // Apart, like the menu, for the root loader: its words reach the page with the HTML only.
  siteNotice: ({ settings }: Context) => siteNoticeOf(settings.siteNotice),
  // For the build's redirects and QR codes (app/pipeline/short-links.ts), not the pages.
  shortLinks: ({ settings }: Context) => settings.shortLinks.links,
};
