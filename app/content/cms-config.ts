import { stringify } from 'yaml';
import type { z } from 'zod';
import { type CmsField, cmsFields, type DecapField } from './cms-fields.ts';
import { collections, type CollectionName } from './kinds.ts';
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

// The CMS's settings (public/admin/config.yml), made from the content's own declarations: each
// file and collection below names its schema, and its fields are that schema's (cms-fields.ts).
// `npm run cms:config` writes the file; a unit test fails while it is out of date.

export const cmsConfigFile = 'public/admin/config.yml';

/** Schemas that look at pictures are made for a content folder; any will do for their shape. */
const schemas = contentSchemas('content');

/** The YAML style of the content files (public/admin/yaml-format.js). */
const yamlFormat = 'yaml-as-written';
/** Front matter in the content files' YAML style, the text after it as Decap writes it. */
const markdownFormat = 'frontmatter-as-written';

/**
 * Pictures put in text with the editor's picture button go to content/images/text, kept whole
 * (presets.json). Set for the collection, as Decap 3.16.3 takes the text editor's picture from
 * the collection's folder, not from the text field's (it looks for the field's copy in the file
 * and finds none); each picture field names its own folder.
 */
const textPictures = { media_folder: '/content/images/text', public_folder: 'text' };
const noPreview = { editor: { preview: false } };

interface ContentFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  schema: z.ZodType;
}

/** The files of settings, each one file of the content folder. */
export const settingsFiles: ContentFile[] = [
  {
    name: 'church',
    label: 'Church details',
    file: 'church.yml',
    description: 'Name, address, phone, e-mail, service times and links.',
    schema: churchSchema,
  },
  {
    name: 'site-text',
    label: 'Words on every page',
    file: 'site-text.yml',
    description: 'The footer, the menu buttons, the events box, error pages and other labels.',
    schema: siteTextSchema,
  },
  {
    name: 'navigation',
    label: 'Menu',
    file: 'navigation.yml',
    description:
      'The words and order of the menu and the footer links, and the groups the activities are sorted into.',
    schema: navigationSchema,
  },
  {
    name: 'site-notice',
    label: 'Notice across the site',
    file: 'site-notice.yml',
    description:
      'A one-line message at the top of every page, between two dates, such as a change of service time or a closure.',
    schema: siteNoticeSchema,
  },
];

/** The site's own pages' words, each one file of content/pages. */
export const pageFiles: ContentFile[] = [
  { name: 'home', label: 'Home', file: 'pages/home.yml', schema: schemas.home },
  {
    name: 'events',
    label: 'Events',
    file: 'pages/events.yml',
    description: "The events themselves come from the church's ChurchSuite calendar.",
    schema: eventsPageSchema,
  },
  {
    name: 'news',
    label: 'News',
    file: 'pages/news.yml',
    description:
      'The words around the notices. The notices themselves are under News in the menu on the left.',
    schema: newsPageSchema,
  },
  {
    name: 'sermons',
    label: 'Sermons and podcast',
    file: 'pages/sermons.yml',
    description:
      "The words around the sermons, and the podcast's settings. The sermons themselves are under Sermons in the menu on the left.",
    schema: sermonsPageSchema('content'),
  },
  {
    name: 'about-us',
    label: 'About Us',
    file: 'pages/about-us.yml',
    description: 'The Kirk Session, the staff and the vacancy.',
    schema: schemas.aboutUs,
  },
  { name: 'get-involved', label: 'Get Involved', file: 'pages/get-involved.yml', schema: getInvolvedSchema },
  { name: 'giving', label: 'Giving', file: 'pages/giving.yml', schema: givingSchema },
  {
    name: 'search',
    label: 'Search',
    file: 'pages/search.yml',
    description: 'The words of the search page.',
    schema: searchPageSchema,
  },
  {
    name: 'privacy-policy',
    label: 'Privacy Policy',
    file: 'pages/privacy-policy.yml',
    schema: privacyPolicySchema,
  },
];

/** What the CMS lists of each collection (kinds.ts): its labels, order and views. */
export const collectionSettings: Record<
  CollectionName,
  { name: string; schema: z.ZodType; settings: Record<string, unknown> }
> = {
  activities: {
    name: 'activities',
    schema: activityFileSchema,
    settings: {
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
    name: 'church-pages',
    schema: schemas.churchPage,
    settings: {
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
    name: 'news',
    schema: noticeFileSchema('content'),
    settings: {
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
    name: 'sermons',
    schema: sermonFileSchema,
    settings: {
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
      // sorting, grouping or filtering loads every sermon once (README, "Editing the site").
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
    name: 'sermon-series',
    schema: sermonSeriesFileSchema,
    settings: {
      label: 'Sermon series',
      label_singular: 'series',
      description: 'A page for each series of sermons, listing them in the order preached.',
      identifier_field: 'title',
      summary: '{{fields.title}}',
    },
  },
};

const fileEntry = ({ name, label, file, description, schema }: ContentFile) => ({
  name,
  label,
  file: `content/${file}`,
  format: yamlFormat,
  ...(description && { description }),
  fields: cmsFields(schema, file),
});

/**
 * Where the CMS saves on the published site. Editors sign in with GitHub and every save becomes
 * a commit to this repository, which the host then rebuilds. Put the church's own repository
 * here, then run `npm run cms:config`. Unless the site is on Netlify, GitHub sign-in also needs
 * a login helper, whose address goes in base_url (README.md, "Editing the site"), e.g.
 * base_url: 'https://sveltia-cms-auth.your-subdomain.workers.dev'.
 */
export const cmsBackend = { name: 'github', repo: 'your-account/your-repo', branch: 'main' };

/** The whole of config.yml, as Decap reads it. */
export function cmsConfig() {
  return {
    backend: cmsBackend,
    // On a computer running `npm run cms`, the CMS edits the files on disk instead: no account,
    // no internet. Decap uses it only when /admin is opened from localhost.
    local_backend: true,
    publish_mode: 'simple',
    site_url: '/',
    // Pictures uploaded from the Media tab land with the people's photos; each picture field
    // names its own folder. The value saved is the folder and the file name.
    media_folder: 'content/images/people',
    public_folder: 'people',
    // Photos are redrawn in the browser before they are saved (Decap's media_processing, in
    // 3.16.3 as its source shows): upright, and without their EXIF, so a phone photo's GPS
    // position is never committed. No width: Decap's width is an exact width, not a largest
    // one, so it would enlarge a small photo too, and the build could no longer tell the office
    // it is too small for its place. The build makes the copies it needs (image-build.ts).
    media_processing: { enabled: true, strip_metadata: true, quality: 85 },
    // Uploaded files get names in small letters and dashes, like the site's own pictures.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'settings',
        label: 'Church and site',
        label_singular: 'setting',
        description: "The church's own details, the words on every page, and the menu.",
        ...noPreview,
        format: yamlFormat,
        files: settingsFiles.map(fileEntry),
      },
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'page',
        ...textPictures,
        description: 'The words and pictures of each page. The activities have their own section.',
        ...noPreview,
        format: yamlFormat,
        files: pageFiles.map(fileEntry),
      },
      ...Object.entries(collectionSettings).map(([kind, { name, schema, settings }]) => {
        const { folder, ending } = collections[kind as CollectionName];
        const { label, label_singular, ...rest } = settings;
        return {
          name,
          label,
          label_singular,
          ...rest,
          folder: `content/${folder}`,
          extension: ending.slice(1),
          format: ending === '.md' ? markdownFormat : yamlFormat,
          create: true,
          delete: true,
          slug: '{{fields.slug}}',
          ...noPreview,
          fields: cmsFields(schema, folder),
        };
      }),
    ],
  };
}

/** config.yml's text: a note that it is written, not edited, then the settings. */
export function cmsConfigText(): string {
  return `# Written by \`npm run cms:config\` from the content's schemas (app/content/cms-config.ts and
# the .meta({ cms }) on each schema's values): edit those, then run it. A unit test fails while
# this file is out of date. Decap CMS reads it at /admin.\n\n${stringify(cmsConfig(), {
    lineWidth: 100,
    // Each field written out where it is used: Decap needs no anchors, and a reader none.
    aliasDuplicateObjects: false,
  })}`;
}

export type { CmsField, DecapField };
