import { z } from 'zod';
import { paths } from '../../lib/paths.ts';
import { aboutUsSchema } from './about-us.ts';
import { churchSchema } from './church.ts';
import { pageMetaSchema } from './fields.ts';
import { getInvolvedSchema } from './get-involved.ts';
import { givingSchema } from './giving.ts';
import { groupsPageSchema } from './groups-page.ts';
import { hallsPageSchema } from './halls.ts';
import { homeSchema } from './home.ts';
import { navigationSchema } from './navigation.ts';
import { newsPageSchema } from './news.ts';
import { privacyPolicySchema } from './privacy-policy.ts';
import { searchPageSchema } from './search-page.ts';
import { sermonsPageSchema } from './sermons-page.ts';
import { shortLinksSchema } from './short-links.ts';
import { siteNoticeSchema } from './site-notice.ts';
import { siteTextSchema } from './site-text.ts';

/** A settings file of the registry (kinds.ts has the collections): one of its kind. */
export interface SettingsFile {
  file: string;
  schema: z.ZodType;
  cms: {
    section: 'settings' | 'pages';
    name: string;
    label: string;
    description?: string;
    /** The page it is the words of, which the CMS's "View Live" opens. */
    address?: string;
  };
}

/** The settings files, one of each, in the order their problems are told. */
export function settingsFiles(dir: string) {
  // Each file is named as the CMS names it: church.yml, pages/about-us.yml.
  const setting = <S>(schema: S, name: string, label: string, description?: string) => ({
    schema,
    file: `${name}.yml`,
    cms: { section: 'settings', name, label, ...(description && { description }) } as const,
  });
  const page = <S>(schema: S, address: string, ...words: [string, string, string?]) => {
    const { file, cms } = setting(schema, ...words);
    return { schema, file: `pages/${file}`, cms: { ...cms, section: 'pages', address } as const };
  };
  return {
    church: setting(
      churchSchema,
      'church',
      'Church details',
      'Name, address, phone, e-mail, service times and links.',
    ),
    siteText: setting(
      siteTextSchema,
      'site-text',
      'Words on every page',
      'The footer, the menu buttons, the events box, error pages and other labels.',
    ),
    navigation: setting(
      navigationSchema,
      'navigation',
      'Menu',
      'The words and order of the menu and the footer links, and the groups the activities are sorted into.',
    ),
    siteNotice: setting(
      siteNoticeSchema,
      'site-notice',
      'Notice across the site',
      'A one-line message at the top of every page, between two dates, such as a change of service time or a closure.',
    ),
    shortLinks: setting(
      shortLinksSchema,
      'short-links',
      'Short addresses',
      'Short addresses to type from a poster or the bulletin, such as /prayer, each going on to a form or a page, and a QR code of each.',
    ),
    home: page(homeSchema(dir), paths.home, 'home', 'Home'),
    events: page(
      z.object({ meta: pageMetaSchema }),
      paths.events,
      'events',
      'Events',
      "The events themselves come from the church's ChurchSuite calendar.",
    ),
    groupsPage: page(
      groupsPageSchema,
      paths.groups,
      'groups',
      'Find a group',
      "The words around the groups. The groups themselves come from the church's ChurchSuite small groups.",
    ),
    hallsPage: page(
      hallsPageSchema(dir),
      '/{{fields.slug}}',
      'halls',
      'Halls and rooms',
      "The rooms, how to book them and the words around them. When each is booked comes from the church's ChurchSuite Bookings.",
    ),
    newsPage: page(
      newsPageSchema,
      paths.news,
      'news',
      'News',
      'The words around the notices. The notices themselves are under News in the menu on the left.',
    ),
    sermonsPage: page(
      sermonsPageSchema(dir),
      paths.sermons,
      'sermons',
      'Sermons and podcast',
      "The words around the sermons, and the podcast's settings. The sermons themselves are under Sermons in the menu on the left.",
    ),
    aboutUs: page(
      aboutUsSchema(dir),
      paths.aboutUs,
      'about-us',
      'About Us',
      'Who leads and serves the church, in sections of your own: people with their roles, text, or one person such as the minister.',
    ),
    getInvolved: page(getInvolvedSchema, paths.getInvolved, 'get-involved', 'Get Involved'),
    giving: page(givingSchema, paths.giving, 'giving', 'Giving'),
    search: page(
      searchPageSchema,
      paths.search,
      'search',
      'Search',
      'The words of the search page.',
    ),
    privacyPolicy: page(
      privacyPolicySchema,
      paths.privacyPolicy,
      'privacy-policy',
      'Privacy Policy',
    ),
  } satisfies Record<string, SettingsFile>;
}
export type SettingsFiles = ReturnType<typeof settingsFiles>;

/** The folders of the settings files (church.yml, pages/home.yml, ...), besides the collections. */
export const settingsFolders = ['.', 'pages'] as const;
