import type { z } from 'zod';
import type { CollectionName } from './kinds.ts';
import { newsPageSchema, noticeFileSchema } from './news.ts';
import {
  activityFileSchema,
  contentSchemas,
  eventsPageSchema,
  getInvolvedSchema,
  givingSchema,
  navigationSchema,
  privacyPolicySchema,
  searchPageSchema,
  siteTextSchema,
} from './page-schemas.ts';
import { churchSchema } from './schema.ts';
import { sermonFileSchema, sermonSeriesFileSchema, sermonsPageSchema } from './sermons.ts';
import { siteNoticeSchema } from './site-notice.ts';

// Each kind of content's schema, for the loader: kinds.ts's companion on the Node side (the
// schemas read the content folder, to check that a picture or a PDF is there). A new kind of
// content is a line in kinds.ts and a line here; the loader reads, checks and lists it.

export interface SettingsFile {
  file: string;
  schema: z.ZodType;
}

export interface ItemKind {
  schema: z.ZodType<{ slug: string }>;
  /** Whether {town} and the like are filled in in its words (see fill-in.ts). */
  fillIn: boolean;
  /** The menu group an item is linked from, which must exist in navigation.yml. */
  menuGroup?: (item: never) => string | undefined;
  /** A sentence when the folder is empty, for a kind the site cannot do without. */
  whenNone?: string;
  /** How a problem names an address two items share, and what to do ("give each its own"). */
  sameAddress?: (slug: string) => string;
}

/** The settings files, one of each, in the order their problems are told. */
export function settingsFiles(dir: string) {
  const schemas = contentSchemas(dir);
  return {
    church: { file: 'church.yml', schema: churchSchema },
    siteText: { file: 'site-text.yml', schema: siteTextSchema },
    navigation: { file: 'navigation.yml', schema: navigationSchema },
    home: { file: 'pages/home.yml', schema: schemas.home },
    events: { file: 'pages/events.yml', schema: eventsPageSchema },
    aboutUs: { file: 'pages/about-us.yml', schema: schemas.aboutUs },
    getInvolved: { file: 'pages/get-involved.yml', schema: getInvolvedSchema },
    giving: { file: 'pages/giving.yml', schema: givingSchema },
    privacyPolicy: { file: 'pages/privacy-policy.yml', schema: privacyPolicySchema },
    search: { file: 'pages/search.yml', schema: searchPageSchema },
    siteNotice: { file: 'site-notice.yml', schema: siteNoticeSchema },
    newsPage: { file: 'pages/news.yml', schema: newsPageSchema },
    sermonsPage: { file: 'pages/sermons.yml', schema: sermonsPageSchema(dir) },
  } satisfies Record<string, SettingsFile>;
}

/** Each collection's schema (kinds.ts has its folder and address), and its checks. */
export function itemKinds(dir: string) {
  const schemas = contentSchemas(dir);
  return {
    activities: {
      schema: activityFileSchema,
      fillIn: true,
      menuGroup: (activity: z.output<typeof activityFileSchema>) => activity.group,
      whenNone: 'there are no activities',
      sameAddress: (slug: string) => `"${slug}"; give each activity its own`,
    },
    churchPages: {
      schema: schemas.churchPage,
      fillIn: true,
      menuGroup: (page: z.output<typeof schemas.churchPage>) =>
        page.appears === 'group' ? page.group : undefined,
    },
    news: { schema: noticeFileSchema(dir), fillIn: false },
    sermons: { schema: sermonFileSchema, fillIn: false },
    sermonSeries: { schema: sermonSeriesFileSchema, fillIn: false },
  } satisfies Record<CollectionName, ItemKind>;
}

export type SettingsFiles = ReturnType<typeof settingsFiles>;
export type ItemKinds = ReturnType<typeof itemKinds>;
