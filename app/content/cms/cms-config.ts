import { stringify } from 'yaml';
import type { CmsBackend, CmsSite } from './cms-backend.ts';
import { cmsFields } from '../schemas/cms-fields.ts';
import { type ItemKind, itemKinds, textPictures } from '../schemas/kinds.ts';
import { type SettingsFile, settingsFiles } from '../schemas/settings-files.ts';

// The CMS's settings (public/admin/config.yml, `npm run cms:config`), made from the registry
// (kinds.ts, settings-files.ts) and each schema's fields (cms-fields.ts).

export const cmsConfigFile = 'public/admin/config.yml';

// Schemas that look at pictures are made for a content folder; any will do for their shape.
const files = Object.values(settingsFiles('content'));
const kinds = itemKinds('content');

// The content files' YAML style, and front matter in it (admin/yaml-format.ts).
const yamlFormat = 'yaml-as-written';
const markdownFormat = 'frontmatter-as-written';
const noPreview = { editor: { preview: false } };

const fileEntry = ({ file, schema, cms: { name, label, description, address } }: SettingsFile) => ({
  name,
  label,
  file: `content/${file}`,
  format: yamlFormat,
  ...(description && { description }),
  // "View Live" opens the page (the home page without one).
  ...(address && address !== '/' && { preview_path: address.slice(1) }),
  fields: cmsFields(schema, file),
});

/** Where the CMS saves (a commit each) when the host's variables say nothing (cms-backend.ts). */
export const cmsBackend: CmsBackend = {
  name: 'github',
  repo: 'your-account/your-repo',
  branch: 'main',
};

export function cmsConfig(site: CmsSite = { backend: cmsBackend }) {
  return {
    backend: site.backend,
    // `npm run cms` edits the files on disk; Decap uses it only when /admin is on localhost.
    local_backend: true,
    publish_mode: 'simple',
    site_url: site.siteUrl ?? '/',
    // The Media tab's uploads land with the people's photos; each picture field names its own.
    media_folder: 'content/images/people',
    public_folder: 'people',
    // Upright, without EXIF (no GPS committed). No width: Decap's would enlarge a small photo,
    // which the build then could not call too small.
    media_processing: { enabled: true, strip_metadata: true, quality: 85 },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'settings',
        label: 'Church and site',
        label_singular: 'setting',
        description: "The church's own details, the words on every page, and the menu.",
        ...noPreview,
        format: yamlFormat,
        files: files.filter((f) => f.cms.section === 'settings').map(fileEntry),
      },
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'page',
        ...textPictures,
        description: 'The words and pictures of each page. The activities have their own section.',
        ...noPreview,
        format: yamlFormat,
        files: files.filter((f) => f.cms.section === 'pages').map(fileEntry),
      },
      ...Object.values(kinds).map(({ folder, ending, schema, cms, address }: ItemKind) => {
        const { name, label, label_singular, ...settings } = cms;
        return {
          name,
          label,
          label_singular,
          ...settings,
          folder: `content/${folder}`,
          extension: ending.slice(1),
          format: ending === '.md' ? markdownFormat : yamlFormat,
          create: true,
          delete: true,
          // A kind without pages of its own names its files in its own settings (kinds.ts).
          ...(address && {
            slug: '{{fields.slug}}',
            preview_path: address('{{fields.slug}}').slice(1),
          }),
          ...noPreview,
          fields: cmsFields(schema, folder),
        };
      }),
    ],
  };
}

/** config.yml's text: a note that it is written, not edited, then the settings. */
export function cmsConfigText(site?: CmsSite): string {
  const written = site
    ? `# Written by the build, with where the CMS saves taken from ${site.host ?? 'this computer'}'s build
# (app/content/cms/cms-backend.ts); the rest as public/admin/config.yml.`
    : `# Written by \`npm run cms:config\` from the content's schemas (app/content/cms/cms-config.ts and
# the .meta({ cms }) on each schema's values): edit those, then run it. A unit test fails while
# this file is out of date. Decap CMS reads it at /admin.`;
  return `${written}\n\n${stringify(cmsConfig(site), {
    lineWidth: 100,
    // Each field written out where it is used: Decap needs no anchors, and a reader none.
    aliasDuplicateObjects: false,
  })}`;
}
