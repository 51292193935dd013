import type { z } from 'zod';
import { paths } from '../../lib/paths.ts';
import { noticeFileSchema } from './news.ts';
import { activityFileSchema } from './activity.ts';
import { churchPageSchema } from './church-page.ts';
import { churchFileSchema } from './churches.ts';
import { sermonFileSchema, sermonSeriesFileSchema } from './sermons.ts';
import { typedEventFileSchema } from './typed-events.ts';
import { settingsFolders } from './settings-files.ts';
import { churchPaths } from '../../lib/church-paths.ts';

// The content's collections, each declared once for the loader, routes, build and CMS. Node only.

export interface CollectionKind {
  /** The folder inside the content folder, one file per item, named after the item's address. */
  folder: string;
  ending: '.md' | '.yml';
  /** An item's page from its `slug`; none for events typed in /admin, whose files Decap names. */
  address?: (slug: string) => string;
  /** Whether an item may be a sample shipped with the site, listed by the build until deleted. */
  samples: boolean;
  /** Each file's schema (with a `slug` when it has an address); some look in the content folder. */
  schema: (dir: string) => z.ZodType<object>;
  /** Whether {town} and the like are filled in in its words (see fill-in.ts). */
  fillIn: boolean;
  /** The menu group an item is linked from, which must exist in navigation.yml. */
  menuGroup?: (item: never) => string | undefined;
  /** How a problem names an address two items share, and what to do ("give each its own"). */
  sameAddress?: (slug: string) => string;
  /** What the CMS lists of it: its labels, the order and views of its list. */
  cms: {
    /** Its name in /admin's addresses (/admin/#/collections/{name}). */
    name: string;
    label: string;
    label_singular: string;
    description: string;
    [setting: string]: unknown;
  };
}

/** The text editor's pictures, kept whole: on the collection, where Decap 3.16.3 looks. */
export const textPictures = { media_folder: '/content/images/text', public_folder: 'text' };
const byYear = { label: 'Year', field: 'date', pattern: '\\d{4}' };
const samplesLeft = { label: 'Samples still to delete', field: 'placeholder', pattern: true };
const titled = { field: 'title', label: 'Title' };

export const collections = {
  activities: {
    folder: 'activities',
    ending: '.yml',
    address: paths.activity,
    samples: false,
    schema: () => activityFileSchema,
    fillIn: true,
    menuGroup: (activity: z.output<typeof activityFileSchema>) => activity.group,
    sameAddress: (slug: string) => `"${slug}"; give each activity its own`,
    cms: {
      name: 'activities',
      label: 'Activities',
      label_singular: 'activity',
      ...textPictures,
      description: 'One page for each group and activity, listed in the menu and on the home page.',
      identifier_field: 'name',
      summary: '{{name}}',
      sortable_fields: [
        { field: 'order', label: 'Menu position', default_sort: 'asc' },
        { field: 'name', label: 'Name' },
      ],
    },
  },
  churchPages: {
    folder: 'church-pages',
    ending: '.yml',
    address: (slug: string) => `/${slug}`,
    samples: false,
    schema: churchPageSchema,
    fillIn: true,
    menuGroup: (page: { appears: string; group?: string }) =>
      page.appears === 'group' ? page.group : undefined,
    cms: {
      name: 'church-pages',
      label: 'Your own pages',
      label_singular: 'page',
      ...textPictures,
      description:
        'Pages you add yourselves, such as Plan your visit or Safeguarding, each at its own address, in the menu, a menu group, the footer, or only where other text links to it.',
      identifier_field: 'title',
      summary: '{{fields.title}} (/{{fields.slug}})',
      sortable_fields: [titled],
    },
  },
  churches: {
    folder: 'churches',
    ending: '.yml',
    address: churchPaths.church,
    samples: false,
    schema: (dir: string) => churchFileSchema(dir),
    fillIn: false,
    sameAddress: (slug: string) => `"${slug}"; give each church its own`,
    cms: {
      name: 'churches',
      label: 'Our churches',
      label_singular: 'church',
      description:
        'Only for a benefice, circuit or linked charge of several churches: one entry for each, with its own page. Leave it empty for a single church, whose facts are in Church details.',
      identifier_field: 'name',
      summary: '{{fields.name}} (/churches/{{fields.slug}})',
      sortable_fields: [{ field: 'name', label: 'Name', default_sort: 'asc' }],
    },
  },
  news: {
    folder: 'news',
    ending: '.md',
    address: paths.notice,
    samples: true,
    schema: (dir: string) => noticeFileSchema(dir),
    fillIn: false,
    cms: {
      name: 'news',
      label: 'News',
      label_singular: 'notice',
      ...textPictures,
      description: 'Notices and the weekly bulletin, newest first on /news and the home page.',
      identifier_field: 'title',
      summary: '{{fields.date}}: {{fields.title}}',
      sortable_fields: [{ field: 'date', label: 'Date', default_sort: 'desc' }, titled],
      view_groups: [byYear],
      view_filters: [samplesLeft],
    },
  },
  sermons: {
    folder: 'sermons',
    ending: '.md',
    address: paths.sermon,
    samples: true,
    schema: (dir: string) => sermonFileSchema(dir),
    fillIn: false,
    cms: {
      name: 'sermons',
      label: 'Sermons',
      label_singular: 'sermon',
      ...textPictures,
      description: "Each Sunday's sermon, with its recording, on /sermons and in the podcast.",
      identifier_field: 'title',
      summary: '{{fields.date}}: {{fields.title}} ({{fields.preacher}})',
      sortable_fields: [
        { field: 'date', label: 'Date preached', default_sort: 'desc' },
        titled,
        { field: 'preacher', label: 'Preacher' },
      ],
      // Ten years are a thousand sermons: grouped by year or series, or only the samples. Any
      // sorting, grouping or filtering loads every sermon once (docs/decisions/0003).
      view_groups: [
        byYear,
        { label: 'Series', field: 'series' },
        { label: 'Preacher', field: 'preacher' },
      ],
      view_filters: [samplesLeft, { label: 'With a video', field: 'video', pattern: 'youtu' }],
    },
  },
  sermonSeries: {
    folder: 'sermon-series',
    ending: '.yml',
    address: paths.sermonSeries,
    samples: true,
    schema: () => sermonSeriesFileSchema,
    fillIn: false,
    cms: {
      name: 'sermon-series',
      label: 'Sermon series',
      label_singular: 'series',
      description: 'A page for each series of sermons, listing them in the order preached.',
      identifier_field: 'title',
      summary: '{{fields.title}}',
    },
  },
  typedEvents: {
    folder: 'events',
    ending: '.yml',
    samples: false,
    schema: (dir: string) => typedEventFileSchema(dir),
    fillIn: false,
    cms: {
      name: 'events',
      label: "What's on (typed here)",
      label_singular: 'event',
      description:
        "Events typed here are shown on What's On and in the calendar people subscribe to (and the six soonest of all on the home page), beside any from the church's own calendar, soonest first, even on a day that calendar cannot be read. Each is shown until it ends (one without an end, until it starts), then leaves the list by itself; an event already over cannot be saved.",
      identifier_field: 'title',
      // The file's name: the day it starts, then its title ("2026-12-24-carol-service.yml").
      slug: "{{fields.start | date('YYYY-MM-DD')}}-{{fields.title}}",
      summary: "{{fields.start | date('D MMM YYYY, HH:mm')}}: {{fields.title}}",
      sortable_fields: [{ field: 'start', label: 'Starts', default_sort: 'desc' }, titled],
    },
  },
} as const satisfies Record<string, CollectionKind>;

export type CollectionName = keyof typeof collections;

/** Each collection with its schema made for a content folder, for the loader. */
export function itemKinds(dir: string) {
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [
      name,
      { ...kind, schema: kind.schema(dir) },
    ]),
  ) as {
    [K in CollectionName]: Omit<(typeof collections)[K], 'schema'> & {
      schema: ReturnType<(typeof collections)[K]['schema']>;
    };
  };
}
export type ItemKinds = ReturnType<typeof itemKinds>;
export type ItemKind = Omit<CollectionKind, 'schema'> & { schema: z.ZodType<object> };

/** Every folder of the content that holds content files, for the dev server to watch. */
export const contentFolders = [
  ...settingsFolders,
  ...Object.values(collections).map((kind) => kind.folder),
];

export type PagedName = {
  [K in CollectionName]: (typeof collections)[K] extends { address: unknown } ? K : never;
}[CollectionName];

/** A collection's route from its address: "news/:slug", or "activities/dorcas" for one page. */
export const routeOf = (name: PagedName, slug = ':slug') =>
  collections[name].address(slug).slice(1);
