import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { churchSuiteUrls } from '../lib/churchsuite';
import { directionsUrl } from '../lib/directions';
import { newestFirst } from '../lib/paging';
import { paths } from '../lib/paths';
import { formatServiceTime } from '../lib/service-time';
import {
  type Activity,
  type Block,
  type ContactEntry,
  activityFileSchema,
  contentSchemas,
  eventsPageSchema,
  getInvolvedSchema,
  givingSchema,
  navigationSchema,
  privacyPolicySchema,
  siteTextSchema,
} from './page-schemas';
import { duplicateAddresses, readCollection } from './collection';
import { newsPageSchema, noticeFileSchema, type Notice } from './news';
import {
  durationSeconds,
  type Sermon,
  type SermonSeries,
  sermonFileSchema,
  sermonSeriesFileSchema,
  sermonsPageSchema,
  youTubeVideoId,
} from './sermons';
import { churchSchema, describeIssues, type Church } from './schema';

// Reads every file of the content folder (content/, or CONTENT_DIR), checks it against its
// schema, and turns it into what the pages receive. Runs in Node only: when the site starts or
// builds (content-plugin.ts), in routes.ts, and in tests. A mistake stops it with one sentence
// per problem naming the file and the field, all problems at once.

export class ContentError extends Error {
  override name = 'ContentError';
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

export function loadContent(dir = contentDir()) {
  const problems: string[] = [];
  // "content/church.yml" inside the project, the full path elsewhere.
  const shown = (file: string) => {
    const path = relative(process.cwd(), join(dir, file));
    return path.startsWith('..') ? join(dir, file) : path;
  };

  const readYaml = (file: string): unknown => {
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`- ${shown(file)}: the file is missing`);
      return undefined;
    }
    try {
      return withoutEmptyText(parseYaml(readFileSync(path, 'utf8')));
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
    if (!result.success) {
      problems.push(describeIssues(result.error, shown(file)));
      return undefined;
    }
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
  const newsPage = read('pages/news.yml', newsPageSchema);
  const sermonsPage = read('pages/sermons.yml', sermonsPageSchema(dir));

  // The collections: one file per notice, sermon and series, each at its own address.
  const collection = <S extends z.ZodType>(folder: string, ending: '.md' | '.yml', schema: S) =>
    readCollection(dir, folder, { ending, shown, problems, clean: withoutEmptyText }).flatMap(
      ({ file, stem, data }) => {
        const item = check(file, schema, data);
        return item ? [{ file, stem, item }] : [];
      },
    );
  const noticeEntries = collection('news', '.md', noticeFileSchema(dir));
  const sermonEntries = collection('sermons', '.md', sermonFileSchema);
  const seriesEntries = collection('sermon-series', '.yml', sermonSeriesFileSchema);
  const slugsOf = (entries: { file: string; item: { slug: string } }[]) =>
    entries.map(({ file, item }) => ({ file, slug: item.slug }));
  problems.push(
    ...duplicateAddresses(slugsOf(noticeEntries), paths.notice, shown),
    ...duplicateAddresses(slugsOf(sermonEntries), paths.sermon, shown),
    ...duplicateAddresses(slugsOf(seriesEntries), paths.sermonSeries, shown),
  );
  const seriesBySlug = new Map(seriesEntries.map(({ item }) => [item.slug, item]));
  for (const { file, item } of sermonEntries) {
    if (item.series && !seriesBySlug.has(item.series)) {
      problems.push(
        `- ${shown(file)}, series: there is no series "${item.series}" in ${shown('sermon-series')}; add it there, or choose one of ${
          [...seriesBySlug.keys()].map((slug) => `"${slug}"`).join(', ') || 'none (there are no series yet)'
        }`,
      );
    }
  }

  const activityFolder = join(dir, 'activities');
  const activityFiles = existsSync(activityFolder)
    ? readdirSync(activityFolder)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
    : [];
  if (activityFiles.length === 0)
    problems.push(`- ${shown('activities')}: there are no activities`);
  const activityEntries = activityFiles.flatMap((file) => {
    const activity = read(`activities/${file}`, activityFileSchema);
    return activity ? [{ file: `activities/${file}`, activity }] : [];
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
    contacts: contacts.map((c) => ('churchOffice' in c ? { ...office, role: c.role } : c)),
  });
  const urls = churchSuiteUrls(church.churchSuite.account);
  const { notFound, labels, events: eventsText, paging, ...chrome } = siteText;

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
    notFoundPage: notFound,
    labels,
    // Apart, so only the lists' pages carry them, through their loaders.
    paging,
    // The feed every page's head announces (the podcast's title reaches its pages by loader).
    feeds: { news: newsPage.feed.title },
    navigation,
    // Apart, so the menu's words reach every page's JavaScript without the groups' intros.
    menuLabels: navigation.links,
    activityGroups: navigation.activityGroups,
    pages: {
      home: home.meta,
      events: events.meta,
      getInvolved: getInvolved.meta,
      giving: giving.meta,
      aboutUs: aboutUs.meta,
      privacyPolicy: privacyPolicy.meta,
      news: newsPage.meta,
      sermons: sermonsPage.meta,
    },
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
    sermons: newestFirst(
      sermonEntries.map(({ stem, item: { series, audio, video, placeholder: _, ...sermon } }): Sermon => {
        const inSeries = series ? seriesBySlug.get(series) : undefined;
        const id = video ? youTubeVideoId(video) : undefined;
        return {
          ...sermon,
          guid: stem,
          ...(inSeries && { series: { slug: inSeries.slug, title: inSeries.title } }),
          audio: { ...audio, seconds: durationSeconds(audio.length)! },
          ...(video && id && { video: { id, url: video } }),
        };
      }),
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
        body: parts.flatMap((part): Block[] =>
          part.type === 'text' ? part.text : [contactsBlock(part.contacts)],
        ),
      })),
    },
    activities,
  };
}

export type Content = ReturnType<typeof loadContent>;
