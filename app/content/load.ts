import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { churchSuiteUrls } from '../lib/churchsuite.ts';
import { directionsUrl } from '../lib/directions.ts';
import { newestFirst } from '../lib/paging.ts';
import { paths } from '../lib/paths.ts';
import { formatServiceTime, serviceEndTime } from '../lib/service-time.ts';
import {
  type Activity,
  type Block,
  type ContactEntry,
  activityFileSchema,
  contentSchemas,
  eventsPageSchema,
  getInvolvedSchema,
  givingSchema,
  type Navigation,
  navigationSchema,
  searchPageSchema,
  privacyPolicySchema,
  siteTextSchema,
} from './page-schemas.ts';
import {
  type ChurchPage,
  churchPageSlugs,
  type PagePlacement,
  reservedAddresses,
  siteLinksOf,
} from './church-pages.ts';
import { duplicateAddresses, readCollection, slugsIn, yamlFilesIn } from './collection.ts';
import { type CollectionName, collections } from './kinds.ts';
import { newsPageSchema, noticeFileSchema, type Notice } from './news.ts';
import { checkPageLinksInText, checkRichText, lineOf, type ReadFile } from './rich-text-check.ts';
import { churchSchema, describeIssues, type Church } from './schema.ts';
import {
  durationSeconds,
  type Sermon,
  type SermonSeries,
  sermonFileSchema,
  sermonSeriesFileSchema,
  sermonsPageSchema,
  youTubeVideoId,
} from './sermons.ts';
import { preachersOf } from './preachers.ts';
import { booksOfPassage } from '../lib/bible-books.ts';
import { siteNoticeOf, siteNoticeSchema } from './site-notice.ts';

// Reads every file of the content folder (content/, or CONTENT_DIR), checks it against its
// schema, and turns it into what the pages receive. Runs in Node only: when the site starts or
// builds (content-plugin.ts), in routes.ts, and in tests. A mistake stops it with one sentence
// per problem naming the file and the field, all problems at once.

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(message: string) {
    super(message);
    // The sentences are all the person fixing the content needs. Whatever prints this error
    // (the terminal, Vite's error page, React Router) prints its stack, so the stack is them
    // alone, without the lines of our code that found the mistake.
    this.stack = message;
  }
}

/** The content folder: CONTENT_DIR when set (tests, a second church), else content/. */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? 'content');
}

/** Words in copy that the site fills in, so a fact is written once: "Welcome to {town}". */
export function fillInValues(church: Church): Record<string, string> {
  const firstService = church.services[0];
  return {
    church: church.name,
    town: church.address.town,
    // "1 Church Road" → "Church Road": a sentence names the road, not the house number.
    street: church.address.street.replace(/^\d+[a-z]?\s+/i, ''),
    serviceTime: firstService ? formatServiceTime(firstService.time) : '',
    // The end follows the start: "{serviceTime} to {serviceEnd}" stays right when the time moves.
    ...(firstService?.length
      ? { serviceEnd: formatServiceTime(serviceEndTime(firstService.time, firstService.length)) }
      : {}),
    charityNumber: church.charityNumber,
    phone: church.phone.display,
    email: church.email,
  };
}

/**
 * A box emptied in the CMS is saved as "": it means "not given", as if the field were absent.
 * (A required field then reads "... is missing", which says the same to the person fixing it.)
 */
export function withoutEmptyText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, withoutEmptyText(v)] as const)
        // A group of boxes all emptied (a contact's phone or website) is not given either.
        .filter(([, v]) => !(typeof v === 'string' && v.trim() === '') && !isEmptyGroup(v)),
    );
  }
  return value;
}

const isEmptyGroup = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** Replaces {town} and the like in every string of a file; an unknown name is a problem. */
function fillIn(
  value: unknown,
  values: Record<string, string>,
  problems: string[],
  path: string[],
): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
      if (name in values) return values[name]!;
      if (name === 'serviceEnd' && 'serviceTime' in values) {
        problems.push(
          `${path.join(' → ') || 'the file'}: "{serviceEnd}" needs the length of the first service: add it in Church details, Service times (church.yml, services → 0 → length)`,
        );
        return whole;
      }
      problems.push(
        `${path.join(' → ') || 'the file'}: "${whole}" is not a value the site can fill in; use one of ${Object.keys(
          values,
        )
          .map((n) => `{${n}}`)
          .join(', ')}`,
      );
      return whole;
    });
  }
  if (Array.isArray(value))
    return value.map((v, i) => fillIn(v, values, problems, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillIn(v, values, problems, [...path, k])]),
    );
  }
  return value;
}

/** The activities' web addresses, for the route table (routes.ts): see slugsIn. */
export function activitySlugs(dir = contentDir()): string[] {
  return slugsIn(join(dir, collections.activities.folder));
}

export function loadContent(dir = contentDir()) {
  const problems: string[] = [];
  // "content/church.yml" inside the project, the full path elsewhere.
  const shown = (file: string) => {
    const path = relative(process.cwd(), join(dir, file));
    return path.startsWith('..') ? join(dir, file) : path;
  };

  // Each file's text, to name the line a problem in its longer copy is on.
  const texts = new Map<string, string>();
  const readFiles: ReadFile[] = [];

  const readYaml = (file: string): unknown => {
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`- ${shown(file)}: the file is missing`);
      return undefined;
    }
    try {
      const text = readFileSync(path, 'utf8');
      texts.set(file, text);
      return withoutEmptyText(parseYaml(text));
    } catch (error) {
      const where = error instanceof YAMLParseError ? ` (line ${error.linePos?.[0]?.line})` : '';
      problems.push(
        `- ${shown(file)}${where}: the file is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      );
      return undefined;
    }
  };

  function check<S extends z.ZodType>(
    file: string,
    schema: S,
    raw: unknown,
  ): z.output<S> | undefined {
    if (raw === undefined) return undefined;
    const result = schema.safeParse(raw);
    const text = texts.get(file) ?? '';
    if (!result.success) {
      problems.push(
        describeIssues(result.error, shown(file), (snippet) => lineOf(text, snippet)),
      );
      return undefined;
    }
    readFiles.push({ shown: shown(file), text, data: result.data });
    return result.data;
  }

  const church = check('church.yml', churchSchema, readYaml('church.yml'));
  // Until church.yml is right, fill-ins are left as they are (their problems are reported).
  const values = church ? fillInValues(church) : {};
  const read = <S extends z.ZodType>(file: string, schema: S) => {
    const raw = readYaml(file);
    const fillProblems: string[] = [];
    const filled = church ? fillIn(raw, values, fillProblems, []) : raw;
    problems.push(...fillProblems.map((p) => `- ${shown(file)}, ${p}`));
    return check(file, schema, filled);
  };

  const schemas = contentSchemas(dir);
  const siteText = read('site-text.yml', siteTextSchema);
  const navigation = read('navigation.yml', navigationSchema);
  const home = read('pages/home.yml', schemas.home);
  const events = read('pages/events.yml', eventsPageSchema);
  const aboutUs = read('pages/about-us.yml', schemas.aboutUs);
  const getInvolved = read('pages/get-involved.yml', getInvolvedSchema);
  const giving = read('pages/giving.yml', givingSchema);
  const privacyPolicy = read('pages/privacy-policy.yml', privacyPolicySchema);
  const search = read('pages/search.yml', searchPageSchema);
  const siteNotice = read('site-notice.yml', siteNoticeSchema);
  const newsPage = read('pages/news.yml', newsPageSchema);
  const sermonsPage = read('pages/sermons.yml', sermonsPageSchema(dir));

  // The collections (kinds.ts): one file per item, each at its own address.
  const collection = <S extends z.ZodType<{ slug: string }>>(name: CollectionName, schema: S) => {
    const { folder, ending, address } = collections[name];
    const entries = readCollection(dir, folder, {
      ending,
      shown,
      problems,
      clean: withoutEmptyText,
    }).flatMap(({ file, stem, data }) => {
      texts.set(file, readFileSync(join(dir, file), 'utf8'));
      const item = check(file, schema, data);
      return item ? [{ file, stem, item }] : [];
    });
    problems.push(
      ...duplicateAddresses(
        entries.map(({ file, item }) => ({ file, slug: item.slug })),
        address,
        shown,
      ),
    );
    return entries;
  };
  const noticeEntries = collection('news', noticeFileSchema(dir));
  const sermonEntries = collection('sermons', sermonFileSchema);
  const seriesEntries = collection('sermonSeries', sermonSeriesFileSchema);
  const seriesBySlug = new Map(seriesEntries.map(({ item }) => [item.slug, item]));
  for (const { file, item } of sermonEntries) {
    if (item.series && !seriesBySlug.has(item.series)) {
      problems.push(
        `- ${shown(file)}, series: there is no series "${item.series}" in ${shown(collections.sermonSeries.folder)}; add it there, or choose one of ${
          [...seriesBySlug.keys()].map((slug) => `"${slug}"`).join(', ') || 'none (there are no series yet)'
        }`,
      );
    }
  }

  // Each sermon's preacher in one form, and the books of the Bible its passage is in.
  const sermonsNewestFirst = newestFirst(
    sermonEntries.map((entry) => ({ ...entry, date: entry.item.date, title: entry.item.title })),
  );
  const preachers = preachersOf(
    sermonsPage?.preachers ?? [],
    sermonsNewestFirst.map(({ item }) => item.preacher),
  );
  problems.push(...preachers.problems.map((problem) => `- ${shown('pages/sermons.yml')}, ${problem}`));
  const booksOf = new Map<string, { slug: string; name: string }[]>();
  for (const { file, item } of sermonEntries) {
    const read = booksOfPassage(item.passage);
    if ('problem' in read) problems.push(`- ${shown(file)}, passage: ${read.problem}`);
    else booksOf.set(file, read.books.map(({ slug, name }) => ({ slug, name })));
  }

  const activitiesFolder = collections.activities.folder;
  const activityFiles = yamlFilesIn(join(dir, activitiesFolder));
  if (activityFiles.length === 0)
    problems.push(`- ${shown(activitiesFolder)}: there are no activities`);
  const activityEntries = activityFiles.flatMap((name) => {
    const file = `${activitiesFolder}/${name}`;
    const activity = read(file, activityFileSchema);
    return activity ? [{ file, activity }] : [];
  });

  // Checks across files: one page per web address, and groups that exist in the menu.
  const bySlug = new Map<string, string>();
  const groupIds = navigation?.activityGroups.map((group) => group.id);
  for (const { file, activity } of activityEntries) {
    const other = bySlug.get(activity.slug);
    if (other) {
      problems.push(
        `- ${shown(file)}, slug: ${shown(other)} already uses the web address "${activity.slug}"; give each activity its own`,
      );
    }
    bySlug.set(activity.slug, file);
    if (groupIds && !groupIds.includes(activity.group)) {
      problems.push(
        `- ${shown(file)}, group: the menu group "${activity.group}" does not exist; use one of ${groupIds.map((id) => `"${id}"`).join(', ')} (they are listed in ${shown('navigation.yml')})`,
      );
    }
  }

  // The church's own pages, each at /{slug}: not an address the site uses itself, nor another
  // page's, and in a menu group that exists.
  const churchPages = collections.churchPages;
  const churchPageEntries = yamlFilesIn(join(dir, churchPages.folder)).flatMap((name) => {
    const file = `${churchPages.folder}/${name}`;
    const page = read(file, schemas.churchPage);
    return page ? [{ file, page }] : [];
  });
  const reserved = reservedAddresses();
  for (const { file, page } of churchPageEntries) {
    if (reserved.has(page.slug)) {
      problems.push(
        `- ${shown(file)}, slug: the web address ${churchPages.address(page.slug)} belongs to the site itself; choose another for this page`,
      );
    }
    if (page.appears === 'group' && groupIds && page.group && !groupIds.includes(page.group)) {
      problems.push(
        `- ${shown(file)}, group: the menu group "${page.group}" does not exist; use one of ${groupIds.map((id) => `"${id}"`).join(', ')} (they are listed in ${shown('navigation.yml')})`,
      );
    }
  }
  problems.push(
    ...duplicateAddresses(
      churchPageEntries.map(({ file, page }) => ({ file, slug: page.slug })),
      churchPages.address,
      shown,
    ),
  );

  // Links in longer copy may go to any page the site builds.
  const pagePaths = new Set<string>([
    ...Object.values(paths).filter((path) => typeof path === 'string'),
    ...activityEntries.map(({ activity }) => collections.activities.address(activity.slug)),
    ...noticeEntries.map(({ item }) => collections.news.address(item.slug)),
    ...sermonEntries.map(({ item }) => collections.sermons.address(item.slug)),
    ...seriesEntries.map(({ item }) => collections.sermonSeries.address(item.slug)),
    ...churchPageEntries.map(({ page }) => churchPages.address(page.slug)),
  ]);
  // Also the addresses of pages whose files have a mistake of their own, so a link to one is
  // not reported too; then every sentence is given at once, the links' with the rest.
  for (const slug of activitySlugs(dir)) pagePaths.add(collections.activities.address(slug));
  for (const slug of churchPageSlugs(dir)) pagePaths.add(churchPages.address(slug));
  problems.push(...checkRichText(readFiles, { contentDir: dir, pagePaths }));
  const checked = new Set(readFiles.map((file) => file.shown));
  problems.push(
    ...checkPageLinksInText(
      [...texts]
        .map(([file, text]) => ({ shown: shown(file), text }))
        .filter((file) => !checked.has(file.shown)),
      pagePaths,
    ),
  );

  if (
    problems.length > 0 ||
    !church ||
    !siteText ||
    !navigation ||
    !home ||
    !events ||
    !aboutUs ||
    !getInvolved ||
    !giving ||
    !privacyPolicy ||
    !search ||
    !siteNotice ||
    !newsPage ||
    !sermonsPage
  ) {
    throw new ContentError(
      `The church content has a mistake:\n${problems.join('\n')}\n` +
        'Fix it in the CMS (/admin) or in the file, then save. docs/editing-content.md shows how each value should look.',
    );
  }

  const office = { name: siteText.churchOffice, email: church.email, phone: church.phone };
  const contactsBlock = (contacts: ContactEntry[]): Block => ({
    contacts: contacts.map(({ type: _type, ...c }) => {
      if (!('name' in c)) return { ...office, ...(c.role ? { role: c.role } : {}) };
      const { placeholder: _placeholder, ...contact } = c;
      return contact;
    }),
  });
  const blocksOf = (parts: { type: 'text'; text: Block[] } | { type: 'contacts'; contacts: ContactEntry[] }) =>
    parts.type === 'text' ? parts.text : [contactsBlock(parts.contacts)];
  const placements = churchPageEntries.map(
    ({ page: { slug, title, appears, group, label, position } }): PagePlacement => ({
      slug,
      title,
      appears,
      ...(group && { group }),
      ...(label && { label }),
      position,
    }),
  );
  const siteLinks = siteLinksOf(navigation, placements);
  const urls = churchSuiteUrls(church.churchSuite.account);
  const {
    notFound,
    labels,
    events: { subscribe: calendarText, ...eventsText },
    notice: noticeText,
    paging,
    ...chrome
  } = siteText;

  const activities: Record<string, Activity> = Object.fromEntries(
    activityEntries
      .map(({ activity }) => activity)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map(({ slug, order: _order, contact, contacts, ...activity }) => [
        slug,
        { ...activity, contact: [...(contact ?? []), contactsBlock(contacts)] },
      ]),
  );

  return {
    church,
    siteText: chrome,
    eventsText,
    // Apart, so only /events carries them, through its loader.
    calendarText,
    notFoundPage: notFound,
    labels,
    // Apart, so only the lists' pages carry them, through their loaders.
    paging,
    // The feed every page's head announces (the podcast's title reaches its pages by loader).
    feeds: { news: newsPage.feed.title },
    navigation,
    // Apart, so the menu's words reach every page's JavaScript without the groups' intros.
    mainMenu: siteLinks.menu,
    footerLinks: siteLinks.footer,
    groupPages: siteLinks.groupPages,
    // The built-in pages' link words, by page, for tests and the odd link elsewhere.
    menuLabels: Object.fromEntries(
      Object.entries({ ...navigation.menu, ...navigation.footer }).map(([key, { label }]) => [
        key,
        label,
      ]),
    ) as Record<keyof Navigation['menu'] | keyof Navigation['footer'], string>,
    churchPages: Object.fromEntries(
      churchPageEntries.map(({ page: { slug, title, description, photo, lastReviewed, body } }) => [
        slug,
        {
          slug,
          title,
          description,
          ...(photo && { photo }),
          ...(lastReviewed && { lastReviewed }),
          body: body.flatMap(blocksOf),
        } satisfies ChurchPage,
      ]),
    ),
    activityGroups: navigation.activityGroups,
    pages: {
      home: home.meta,
      events: events.meta,
      getInvolved: getInvolved.meta,
      giving: giving.meta,
      aboutUs: aboutUs.meta,
      privacyPolicy: privacyPolicy.meta,
      search: search.meta,
      news: newsPage.meta,
      sermons: sermonsPage.meta,
    },
    search,
    home: {
      ...home,
      findUs: {
        ...home.findUs,
        directions: {
          label: home.findUs.directionsLabel,
          href: directionsUrl(church.address, church.name),
        },
      },
    },
    aboutUs,
    newsPage,
    news: newestFirst(noticeEntries.map(({ item: { placeholder: _, ...notice } }): Notice => notice)),
    sermonsPage,
    sermons: sermonsNewestFirst.map(
      ({ file, stem, item: { series, audio, video, placeholder: _, ...sermon } }): Sermon => {
        const inSeries = series ? seriesBySlug.get(series) : undefined;
        const id = video ? youTubeVideoId(video) : undefined;
        const preacher = preachers.preacherOf(sermon.preacher);
        return {
          ...sermon,
          preacher: preacher.name,
          preacherSlug: preacher.slug,
          books: booksOf.get(file)!,
          guid: stem,
          ...(inSeries && { series: { slug: inSeries.slug, title: inSeries.title } }),
          audio: { ...audio, seconds: durationSeconds(audio.length)! },
          ...(video && id && { video: { id, url: video } }),
        };
      },
    ),
    sermonSeries: seriesEntries
      .map(({ item }): SermonSeries => item)
      .sort((a, b) => a.title.localeCompare(b.title)),
    getInvolved: { ...getInvolved, form: { ...getInvolved.form, src: urls.addressBookForm } },
    giving: { ...giving, access: { label: giving.accessLabel, href: urls.memberLogin } },
    privacyPolicy: {
      ...privacyPolicy,
      sections: privacyPolicy.sections.map(({ heading, parts }) => ({
        heading,
        body: parts.flatMap(blocksOf),
      })),
    },
    activities,
    // Apart, like the menu, for the root loader: its words reach the page with the HTML only.
    siteNotice: siteNoticeOf(siteNotice),
    noticeText,
  };
}

export type Content = ReturnType<typeof loadContent>;
