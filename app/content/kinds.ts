import { paths } from '../lib/paths.ts';

// The content folder's collections, declared once: folders of one file per item, each item a
// page at its own address. The loader reads these folders, the route table counts them and
// takes their routes from the addresses, the dev server watches them, the build's checklist
// looks in them for samples, and links in copy may point at any of their pages. A new kind of
// content is a line here, its schema and shaping in the loader, a template and a route.
// Declarations only, no Node: pages may read an address from here.

export interface CollectionKind {
  /** The folder inside the content folder, one file per item, named after the item's address. */
  folder: string;
  ending: '.md' | '.yml';
  /** The page of one item, from its web address part (the file's `slug`). */
  address: (slug: string) => string;
  /** Whether an item may be a sample shipped with the site, listed by the build until deleted. */
  samples: boolean;
}

export const collections = {
  activities: { folder: 'activities', ending: '.yml', address: paths.activity, samples: false },
  churchPages: {
    folder: 'church-pages',
    ending: '.yml',
    address: (slug: string) => `/${slug}`,
    samples: false,
  },
  news: { folder: 'news', ending: '.md', address: paths.notice, samples: true },
  sermons: { folder: 'sermons', ending: '.md', address: paths.sermon, samples: true },
  sermonSeries: {
    folder: 'sermon-series',
    ending: '.yml',
    address: paths.sermonSeries,
    samples: true,
  },
} as const satisfies Record<string, CollectionKind>;

export type CollectionName = keyof typeof collections;

/** The folders of the settings files (church.yml, pages/home.yml, ...), besides the collections. */
export const settingsFolders = ['.', 'pages'] as const;

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
