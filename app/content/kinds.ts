import type { z } from 'zod';
import { paths } from '../lib/paths.ts';
import { noticeFileSchema } from './schemas/news.ts';
import { activityFileSchema } from './schemas/activity.ts';
import { churchPageSchema } from './schemas/church-page.ts';
import { sermonFileSchema, sermonSeriesFileSchema } from './schemas/sermons.ts';
import { settingsFolders } from './settings-files.ts';

// The registry of the content's kinds, each declared once: the settings files (one of each,
// settings-files.ts)
// and the collections (a folder of one file per item, each item a page at its own address),
// with the schema each file is checked against and what the CMS calls it. The loader reads,
// checks and cross-checks from here; the route table and the prerendered pages take their
// addresses from here; the dev server watches these folders; the build's checklist looks in
// them for samples; and public/admin/config.yml is written from here (cms-config.ts), each
// value's label and hint being on its schema (.meta(cms(...)), cms-fields.ts). Node only.

/** What the CMS lists of a collection: its labels, the order and views of its list. */
export interface CollectionCms {
  /** The collection's name in the CMS's addresses (/admin/#/collections/{name}). */
  name: string;
  label: string;
  label_singular: string;
  description: string;
  [setting: string]: unknown;
}

export interface CollectionKind {
  /** The folder inside the content folder, one file per item, named after the item's address. */
  folder: string;
  ending: '.md' | '.yml';
  /** The page of one item, from its web address part (the file's `slug`). */
  address: (slug: string) => string;
  /** Whether an item may be a sample shipped with the site, listed by the build until deleted. */
  samples: boolean;
  /** Each file's schema; some look in the content folder (a picture or a PDF is there). */
  schema: (dir: string) => z.ZodType<{ slug: string }>;
  /** Whether {town} and the like are filled in in its words (see fill-in.ts). */
  fillIn: boolean;
  /** The menu group an item is linked from, which must exist in navigation.yml. */
  menuGroup?: (item: never) => string | undefined;
  /** A sentence when the folder is empty, for a kind the site cannot do without. */
  whenNone?: string;
  /** How a problem names an address two items share, and what to do ("give each its own"). */
  sameAddress?: (slug: string) => string;
  cms: CollectionCms;
  /**
   * A kind with pages of its own: its list's address, and the one route module that renders
   * the list and each item (routes.ts gives it both routes; the items' pages are prerendered,
   * in the sitemap and in the search). Their content reaches it as `listed[name]`, each item
   * with its address (shape.ts). The kinds above have pages of their own making.
   */
  pages?: { list: string; route: string };
}

/**
 * Pictures put in text with the editor's picture button go to content/images/text, kept whole
 * (presets.json). Set for the collection, as Decap 3.16.3 takes the text editor's picture from
 * the collection's folder, not from the text field's (it looks for the field's copy in the file
 * and finds none); each picture field names its own folder.
 */
export const textPictures = { media_folder: '/content/images/text', public_folder: 'text' };

export const collections = {
  activities: {
    folder: 'activities',
    ending: '.yml',
    address: paths.activity,
    samples: false,
    schema: () => activityFileSchema,
    fillIn: true,
    menuGroup: (activity: z.output<typeof activityFileSchema>) => activity.group,
    whenNone: 'there are no activities',
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
      sortable_fields: [{ field: 'title', label: 'Title' }],
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
      sortable_fields: [
        { field: 'date', label: 'Date', default_sort: 'desc' },
        { field: 'title', label: 'Title' },
      ],
      view_groups: [{ label: 'Year', field: 'date', pattern: '\\d{4}' }],
      view_filters: [{ label: 'Samples still to delete', field: 'placeholder', pattern: true }],
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
        { field: 'title', label: 'Title' },
        { field: 'preacher', label: 'Preacher' },
      ],
      // Ten years are a thousand sermons: grouped by year or series, or only the samples. Any
      // sorting, grouping or filtering loads every sermon once (docs/decisions/0003).
      view_groups: [
        { label: 'Year', field: 'date', pattern: '\\d{4}' },
        { label: 'Series', field: 'series' },
        { label: 'Preacher', field: 'preacher' },
      ],
      view_filters: [
        { label: 'Samples still to delete', field: 'placeholder', pattern: true },
        { label: 'With a video', field: 'video', pattern: 'youtu' },
      ],
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
} as const satisfies Record<string, CollectionKind>;

export type CollectionName = keyof typeof collections;

/** The kinds whose pages are the registry's own (`pages`): a list and a page per item. */
export type ListedName = {
  [K in CollectionName]: (typeof collections)[K] extends { pages: object } ? K : never;
}[CollectionName];

/** Each collection with its schema made for a content folder, for the loader. */
export function itemKinds(dir: string) {
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [name, { ...kind, schema: kind.schema(dir) }]),
  ) as {
    [K in CollectionName]: Omit<(typeof collections)[K], 'schema'> & {
      schema: ReturnType<(typeof collections)[K]['schema']>;
    };
  };
}
export type ItemKinds = ReturnType<typeof itemKinds>;
export type ItemKind = Omit<CollectionKind, 'schema'> & { schema: z.ZodType<{ slug: string }> };


/** Every folder of the content that holds content files, for the dev server to watch. */
export const contentFolders = [
  ...settingsFolders,
  ...Object.values(collections).map((kind) => kind.folder),
];

/**
 * The route of a collection's pages, from their address: "news/:slug" for every notice, or
 * "activities/dorcas" for a page with a route of its own.
 */
export const routeOf = (name: CollectionName, slug = ':slug') =>
  collections[name].address(slug).slice(1);
