import { stringify } from 'yaml';
import type { CmsBackend, CmsSite } from './cms-backend.ts';
import { cmsFields, type FieldOptions } from '../schemas/cms-fields.ts';
import { inLanguage, type Language, languageNames } from '../../lib/languages.ts';
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

/**
 * A settings file or page on a site of two languages: once for each, "Home page (Cymraeg)" saving
 * pages/home.cy.yml. Decap's i18n saves a file collection in one file only (its `single_file`;
 * decap-cms#5280), which is not how the loader reads it, so the two are entries side by side in
 * the list, not in one form; "View Live" opens the page in the entry's language.
 */
const fileEntries = (languages: Language[]) => (settings: SettingsFile) => {
  const entry = fileEntry(settings);
  const [first] = languages;
  return languages.map((language) => {
    const { address } = settings.cms;
    const live = address && address !== '/' ? address.slice(1) : '';
    const path = language === first ? live : [language, live].filter(Boolean).join('/');
    const { preview_path: _live, ...rest } = entry;
    return {
      ...rest,
      name: `${entry.name}-${language}`,
      label: `${entry.label} (${languageNames[language]})`,
      // As the loader names it (loading/languages.server.ts): church.yml in Welsh is church.cy.yml.
      file: inLanguage(entry.file, language),
      ...(path && { preview_path: path }),
    };
  });
};

/** Where the CMS saves (a commit each) when the host's variables say nothing (cms-backend.ts). */
export const cmsBackend: CmsBackend = {
  name: 'github',
  repo: 'your-account/your-repo',
  branch: 'main',
};

/**
 * The CMS's settings; with two languages (church.yml's `secondLanguage`), Decap's i18n: each
 * entry saved as one file per language (`multiple_files`, as the loader reads them), its words
 * written side by side and its facts once (i18nOf, cms-fields.ts).
 */
export function cmsConfig(site: CmsSite = { backend: cmsBackend }, languages: Language[] = ['en']) {
  const two = languages.length > 1;
  const options: FieldOptions = two ? { i18n: true } : {};
  const fileList = (section: string) => {
    const chosen = files.filter((f) => f.cms.section === section);
    return two ? chosen.flatMap(fileEntries(languages)) : chosen.map(fileEntry);
  };
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
    ...(two && {
      i18n: { structure: 'multiple_files', locales: languages, default_locale: languages[0] },
    }),
    collections: [
      {
        name: 'settings',
        label: 'Church and site',
        label_singular: 'setting',
        description: "The church's own details, the words on every page, and the menu.",
        ...noPreview,
        format: yamlFormat,
        files: fileList('settings'),
      },
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'page',
        ...textPictures,
        description: 'The words and pictures of each page. The activities have their own section.',
        ...noPreview,
        format: yamlFormat,
        files: fileList('pages'),
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
          ...(two && { i18n: true }),
          fields: cmsFields(schema, folder, options),
        };
      }),
    ],
  };
}

const collectionsMade = new Map<string, ReturnType<typeof cmsConfig>['collections']>();

/** The CMS's collections for a site in `languages`, made once: each entry as /admin names it. */
export function cmsCollections(languages: Language[] = ['en']) {
  const key = languages.join();
  if (!collectionsMade.has(key))
    collectionsMade.set(key, cmsConfig(undefined, languages).collections);
  return collectionsMade.get(key)!;
}

/** config.yml's text: a note that it is written, not edited, then the settings. */
export function cmsConfigText(site?: CmsSite, languages: Language[] = ['en']): string {
  const written =
    languages.length > 1
      ? `# Written by the build for a site in ${languages.map((l) => languageNames[l]).join(' and ')}, from the content's
# schemas (app/content/cms/cms-config.ts), with where the CMS saves taken from ${site?.host ?? 'this computer'}'s build.`
      : site
        ? `# Written by the build, with where the CMS saves taken from ${site.host ?? 'this computer'}'s build
# (app/content/cms/cms-backend.ts); the rest as public/admin/config.yml.`
        : `# Written by \`npm run cms:config\` from the content's schemas (app/content/cms/cms-config.ts and
# the .meta({ cms }) on each schema's values): edit those, then run it. A unit test fails while
# this file is out of date. Decap CMS reads it at /admin.`;
  return `${written}\n\n${stringify(cmsConfig(site, languages), {
    lineWidth: 100,
    // Each field written out where it is used: Decap needs no anchors, and a reader none.
    aliasDuplicateObjects: false,
  })}`;
}
