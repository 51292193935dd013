import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import type {
  contentDir,
  loadContent,
  loadContentInLanguages,
} from '../../app/content/loading/load.server.ts';
import type { Block, Contact } from '../../app/content/schemas/contacts.ts';
import { churchSuiteUrls } from '../../app/lib/churchsuite.ts';
import { dateWordsOf } from '../../app/lib/format-date.ts';
import { groupPerPage, sermonGroups, sermonWays } from '../../app/content/loading/sermon-groups.ts';
import { pagePaths } from '../../app/lib/paging.ts';
import { paths } from '../../app/lib/paths.ts';
import { churchPaths } from '../../app/lib/church-paths.ts';
import { contentSetFor } from '../../scripts/e2e-content-sets.mjs';

// The content the build was made from, read once per test process with the site's own loader:
// content/, or CONTENT_DIR when it is set, so the same specs check a second church's build.
// Every expectation about what a page says comes from here, never from a copy of the sample.
//
// Through Vite's module runner, as the build's steps (app/pipeline/steps.ts) are: the loader's modules import
// JSON without an import attribute, which Vite allows and Node's own ESM loader does not.
// A site of several churches lists its services from the day its build was told (SERVICES_FROM).
const { servicesFrom } = contentSetFor();
if (servicesFrom) process.env.SERVICES_FROM ??= servicesFrom;

const { module: loader } = await runnerImport<{
  loadContent: typeof loadContent;
  loadContentInLanguages: typeof loadContentInLanguages;
  contentDir: typeof contentDir;
}>('/app/content/loading/load.server.ts', {
  configFile: false,
  logLevel: 'error',
});

export const content = loader.loadContent();
/** On a site of two languages, the second's content (the first's is `content`). */
export const { translations } = loader.loadContentInLanguages();
/** The folder that content came from, for its picture files. */
export const contentFolder = loader.contentDir();

/** The content's words for dates and times, in its language and date style. */
export const dates = dateWordsOf(content.siteText.dates, content.church);

/**
 * Whether the build read an events snapshot, and so wrote the calendar to subscribe to (the
 * second content set's build does: scripts/build-set.mjs); the footer links to it only then.
 */
export const builtCalendar = existsSync(
  join(process.env.E2E_BUILD_DIR ?? contentSetFor().buildDir, paths.calendar),
);

/** The footer's links as this build shows them. */
export const builtFooterLinks = content.footerLinks.filter(
  (link) => builtCalendar || link.to !== paths.subscribe,
);

/**
 * The content's ChurchSuite settings: the sample and the second church name one; the calendar
 * set has none, and its specs (@calendar) use nothing of these.
 */
export const churchSuiteSettings = content.church.churchSuite ?? { account: 'none' };
/** Every ChurchSuite address the site uses, from the content's account name. */
export const churchSuite = churchSuiteUrls(churchSuiteSettings.account);

/** Every activity with its web address, in menu order. */
export const activityList = Object.entries(content.activities).map(([slug, activity]) => ({
  ...activity,
  slug,
  path: paths.activity(slug),
}));
export type ListedActivity = (typeof activityList)[number];

/** The Activities menu: each group of navigation.yml with its activities, in menu order, and
 *  the church pages placed in it after them. */
export const activityMenu = content.navigation.activityGroups.map((group) => {
  const activities = activityList.filter((activity) => activity.group === group.id);
  const pages = content.groupPages[group.id] ?? [];
  return {
    ...group,
    activities,
    pages,
    labels: [...activities.map((activity) => activity.name), ...pages.map((link) => link.label)],
  };
});
/** The groups that hold at least one activity. */
export const filledGroups = activityMenu.filter((group) => group.activities.length > 0);

/** The news list's pages (/news, /news/page/2, ...) and the sermons', in order. */
export const newsListPaths = pagePaths(paths.news, content.news.length);
export const sermonListPaths = pagePaths(paths.sermons, content.sermons.length);

/** The sermons' archive by series, preacher, book and year, as the build worked it out. */
export const archive = sermonGroups(content.sermons, content.sermonSeries);
const { browse } = content.sermonsPage;

/** A page with its h1, and the template (route module) it is made with. */
export interface PageWithHeading {
  path: string;
  heading: string;
  template: string;
}

/** Every page the collections make (news, sermons, series, the ways in) with its h1. */
export const collectionPages: PageWithHeading[] = [
  ...sermonWays.map((way) => ({
    path: paths.sermonWays[way],
    heading: browse[way].heading,
    template: 'sermon-ways',
  })),
  ...(['preachers', 'books', 'years'] as const).flatMap((way) =>
    archive[way].flatMap((group) =>
      pagePaths(group.path, group.sermons.length, groupPerPage).map((path) => ({
        path,
        heading: `${browse[way].list} ${group.name}`,
        template: 'sermon-group',
      })),
    ),
  ),
  ...newsListPaths.map((path) => ({ path, heading: content.pages.news.heading, template: 'news' })),
  ...content.news.map((notice) => ({
    path: paths.notice(notice.slug),
    heading: notice.title,
    template: 'notice',
  })),
  ...sermonListPaths.map((path) => ({
    path,
    heading: content.pages.sermons.heading,
    template: 'sermons',
  })),
  ...content.sermons.map((sermon) => ({
    path: paths.sermon(sermon.slug),
    heading: sermon.title,
    template: 'sermon',
  })),
  ...content.sermonSeries.map((series) => ({
    path: paths.sermonSeries(series.slug),
    heading: series.title,
    template: 'sermon-series',
  })),
];

/** The church's own pages (content/church-pages) with their addresses. */
export const churchPageList = Object.values(content.churchPages).map((page) => ({
  ...page,
  path: `/${page.slug}`,
}));

/** Every page of the site with its h1: activities in menu order, then the collections'. */
export const pagesWithHeadings: PageWithHeading[] = [
  { path: paths.home, heading: content.church.name, template: 'home' },
  { path: paths.events, heading: content.pages.events.heading, template: 'events' },
  { path: paths.getInvolved, heading: content.pages.getInvolved.heading, template: 'get-involved' },
  { path: paths.giving, heading: content.pages.giving.heading, template: 'giving' },
  { path: paths.aboutUs, heading: content.pages.aboutUs.heading, template: 'about-us' },
  {
    path: paths.privacyPolicy,
    heading: content.pages.privacyPolicy.heading,
    template: 'privacy-policy',
  },
  { path: paths.search, heading: content.pages.search.heading, template: 'search' },
  { path: paths.groups, heading: content.pages.groups.heading, template: 'groups' },
  { path: `/${content.hallsPage.slug}`, heading: content.pages.halls.heading, template: 'halls' },
  ...activityList.map(({ path, name }) => ({ path, heading: name, template: 'activity' })),
  ...churchPageList.map(({ path, title }) => ({ path, heading: title, template: 'church-page' })),
  ...collectionPages,
  // A site of several churches: all of them, and each one's page and its sermons.
  ...(content.several
    ? [
        { path: churchPaths.all, heading: content.several.words.title, template: 'churches' },
        ...content.churches.flatMap((one) => [
          { path: churchPaths.church(one.slug), heading: one.name, template: 'church' },
          {
            path: churchPaths.sermons(one.slug),
            heading: `${content.several!.words.sermonsAt} ${one.name}`,
            template: 'church-sermons',
          },
        ]),
      ]
    : []),
];

/** An address no page has: the 404 page. */
export const unknownPage: PageWithHeading = {
  path: '/no-such-page',
  heading: content.notFoundPage.heading,
  template: 'not-found',
};

/**
 * The first page of each template, and the 404 page: where a check that could differ between
 * templates but not between two pages of one (what the width changes, what the script does)
 * is made once each.
 */
export const onePerTemplate: PageWithHeading[] = [...pagesWithHeadings, unknownPage].filter(
  (page, index, all) => all.findIndex((other) => other.template === page.template) === index,
);

/**
 * The first and the last page of each template, and the 404 page: where a check that could
 * differ with a page's content but costs a browser seconds a page (axe, reflow at 200 % text)
 * is made. The same checks of every page's HTML, without a browser, are npm run check:html's
 * (html-validate: headings in order, names of links, images and controls, unique ids and
 * landmarks); the lists' and items' content is each feature's spec's. A church with 300
 * sermons is still checked on two of them, not three hundred.
 */
export const templateEnds: PageWithHeading[] = [...pagesWithHeadings, unknownPage].filter(
  (page, index, all) =>
    all.findIndex((other) => other.template === page.template) === index ||
    all.findLastIndex((other) => other.template === page.template) === index,
);

/** The accessible name of a link that opens a new tab: its words, then the new-tab note. */
export const newTabName = (label: string) => `${label} ${content.siteText.newTab}`;

/** The contacts in some blocks of content text, in order. */
export const contactsIn = (blocks: Block[]): Contact[] =>
  blocks.flatMap((block) =>
    typeof block === 'object' && 'contacts' in block ? block.contacts : [],
  );

/** A string for use inside a RegExp, matching itself only. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
