import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { type CollectionKind, type CollectionName, collections } from './kinds.ts';

// What every collection of the content folder shares (news, sermons, sermon series): one file
// per item, named by the CMS after the item's web address; Markdown files hold their facts in
// front matter between two "---" lines and their words below; the address is given once and
// no two items may share it. Each kind's own module (news.ts, sermons.ts) gives the schema.

/** The CMS's check of a web address part, with an example of the kind's own. */
export const slugPattern = (example: string) => [
  '^[a-z0-9]+(-[a-z0-9]+)*$',
  `Small letters, digits and single dashes only, such as ${example}`,
];

/** A web address part such as "harvest-thanksgiving": the page is /{collection}/{slug}. */
export const slugSchema = (example: string) =>
  z
    .string({ error: 'The web address is missing' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: `The web address may only use small letters, digits and single dashes, such as "${example}"`,
    })
    .meta({
      cms: {
        label: 'Web address',
        widget: 'string',
        pattern: slugPattern('harvest-thanksgiving'),
        hint: "The page's address ends with this, e.g. harvest-thanksgiving. Small letters and dashes only, different from every other one. Changing it breaks links people have saved.",
      },
    });

/** The YAML files of a folder of the content (activities, church pages), sorted; none if absent. */
export function yamlFilesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
}

/**
 * The web addresses the YAML files of a folder give, for the route table (routes.ts), read
 * without checking the rest: a mistake is then reported by the content plugin in plain words,
 * and the dev server keeps running, so the CMS can put it right. Each address once.
 */
export function slugsIn(folder: string): string[] {
  const slugs = yamlFilesIn(folder).map((file) => {
    try {
      const { slug } = (parseYaml(readFileSync(join(folder, file), 'utf8')) ?? {}) as {
        slug?: unknown;
      };
      return slugSchema('').safeParse(slug).data;
    } catch {
      return undefined;
    }
  });
  return [...new Set(slugs.filter((slug): slug is string => slug !== undefined))];
}

/** The CMS's date picker for such a date: it saves 2026-11-15 and shows 15 November 2026. */
export const datePicker = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'D MMMM YYYY',
  time_format: false,
};

/** A calendar date written year-month-day that is a real day (no 31 April, no 29 February 2027). */
export const dateSchema = (what: string) =>
  z.iso
    .date({ error: `${what} must be a real date written year-month-day, such as 2026-11-15` })
    .meta({ cms: datePicker });

/** An item's summary (news, sermons): the CMS's check of its length, as the build's. */
export const summaryPattern = ['^[\\s\\S]{1,300}$', 'At most 300 letters'];

/** A sample item shipped with the site: the build's checklist lists it until it is deleted. */
export const placeholderSchema = z
  .boolean({ error: 'The "sample" box must be ticked or not' })
  .optional()
  .describe('Sample shipped with the site: listed by the build until deleted')
  .meta({
    cms: {
      label: 'Sample',
      hint: 'Shipped with the site as an example. Delete samples before the site goes live.',
    },
  });

export interface CollectionFile {
  /** The file, inside the content folder: "news/harvest-thanksgiving.md". */
  file: string;
  /** The file's name without its ending, which the CMS never changes once the item is saved. */
  stem: string;
  data: unknown;
}

/** Front matter and body of a Markdown file; the body becomes the `body` value. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } | undefined {
  const match = source.match(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/);
  if (!match) return undefined;
  return { frontMatter: match[1] ?? '', body: match[2] ?? '' };
}

/**
 * Reads every file of one folder of the content folder, `.md` (front matter and body) or
 * `.yml`, in file-name order. A file that cannot be read adds a sentence to `problems`;
 * `clean` is applied to what each file holds (an emptied box counts as not given).
 */
export function readCollection(
  dir: string,
  folder: string,
  {
    ending,
    shown,
    problems,
    clean,
  }: {
    ending: '.md' | '.yml';
    shown: (file: string) => string;
    problems: string[];
    clean: (value: unknown) => unknown;
  },
): CollectionFile[] {
  const path = join(dir, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => name.endsWith(ending))
    .sort()
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const source = readFileSync(join(path, name), 'utf8');
      let data: unknown;
      try {
        if (ending === '.yml') {
          data = parseYaml(source);
        } else {
          const parts = splitFrontMatter(source);
          if (!parts) {
            problems.push(
              `- ${shown(file)}: the file must start with its details between two lines of three dashes (---), then its text`,
            );
            return [];
          }
          const facts: unknown = parseYaml(parts.frontMatter) ?? {};
          data = { ...(facts as object), body: parts.body };
        }
      } catch (error) {
        const where = error instanceof YAMLParseError ? ` (line ${error.linePos?.[0]?.line})` : '';
        problems.push(
          `- ${shown(file)}${where}: the file's details are not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        );
        return [];
      }
      return [{ file, stem: name.slice(0, -ending.length), data: clean(data) }];
    });
}

/**
 * One sentence for each item whose web address another item of the collection already uses.
 * `items` are in file order, so the later file is the one named as the problem.
 */
export function duplicateAddresses(
  items: { file: string; slug: string }[],
  addressOf: (slug: string) => string,
  shown: (file: string) => string,
): string[] {
  const bySlug = new Map<string, string>();
  return items.flatMap(({ file, slug }) => {
    const other = bySlug.get(slug);
    if (!other) {
      bySlug.set(slug, file);
      return [];
    }
    return [
      `- ${shown(file)}, slug: ${shown(other)} already uses the web address ${addressOf(slug)}; give each its own`,
    ];
  });
}

/**
 * How many files each collection holds, for the route table: it reads no more than it needs
 * and never stops, so the dev server stays up to show a mistake.
 */
export function collectionSizes(dir: string): Record<CollectionName, number> {
  const count = ({ folder, ending }: CollectionKind) => {
    const path = join(dir, folder);
    return existsSync(path) ? readdirSync(path).filter((f) => f.endsWith(ending)).length : 0;
  };
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [name, count(kind)]),
  ) as Record<CollectionName, number>;
}
