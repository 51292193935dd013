import { bookBySlug, type Testament } from '../../lib/bible-books.ts';
import { pagePaths } from '../../lib/paging.ts';
import { paths } from '../../lib/paths.ts';
import type { Content } from './load.server.ts';

type Sermon = Content['sermons'][number];
type SermonSeries = Content['sermonSeries'][number];

// The ways into the sermons' archive besides newest first: an index page, and a list per group.

export type SermonWay = keyof typeof paths.sermonWays;
export const sermonWays = ['series', 'preachers', 'books', 'years'] as const satisfies SermonWay[];

export interface SermonGroup {
  slug: string;
  name: string;
  path: string;
  /** The group's sermons, in the order its list shows them. */
  sermons: Sermon[];
  /** Books only: which part of the Bible, for the index's two headings. */
  testament?: Testament;
}

/** A preacher's, book's or year's list shows more a page than the newest-first list's ten. */
export const groupPerPage = 30;

/** Every group of every way, each list newest first but a series (in the order preached). */
export function sermonGroups(sermons: readonly Sermon[], series: readonly SermonSeries[]) {
  const gather = (
    key: (sermon: Sermon) => { slug: string; name: string }[],
    path: (slug: string) => string,
  ) => {
    const groups = new Map<string, SermonGroup>();
    for (const sermon of sermons) {
      for (const { slug, name } of key(sermon)) {
        const group = groups.get(slug) ?? { slug, name, path: path(slug), sermons: [] };
        group.sermons.push(sermon);
        groups.set(slug, group);
      }
    }
    return [...groups.values()];
  };
  const bySeries = new Map(
    gather(
      (s) => (s.series ? [{ slug: s.series.slug, name: s.series.title }] : []),
      paths.sermonSeries,
    ).map((group) => [group.slug, group]),
  );
  return {
    series: series
      .map(({ slug, title }): SermonGroup => ({
        slug,
        name: title,
        path: paths.sermonSeries(slug),
        sermons: [...(bySeries.get(slug)?.sermons ?? [])].reverse(),
      }))
      // By their newest sermon, the last of each; preachers by how often they preached.
      .sort(
        (a, b) =>
          (b.sermons.at(-1)?.date ?? '').localeCompare(a.sermons.at(-1)?.date ?? '') ||
          a.name.localeCompare(b.name),
      ),
    preachers: gather((s) => [{ slug: s.preacherSlug, name: s.preacher }], paths.preacher).sort(
      (a, b) => b.sermons.length - a.sermons.length || a.name.localeCompare(b.name),
    ),
    books: gather((s) => s.books, paths.book)
      .map((group) => ({ ...group, testament: bookBySlug(group.slug)?.testament }))
      .sort((a, b) => (bookBySlug(a.slug)?.order ?? 0) - (bookBySlug(b.slug)?.order ?? 0)),
    years: gather((s) => [{ slug: s.date.slice(0, 4), name: s.date.slice(0, 4) }], paths.year).sort(
      (a, b) => b.slug.localeCompare(a.slug),
    ),
  };
}

/** Every page of the ways into the archive but the series' (which have pages of their own). */
export function sermonGroupPaths(groups: Record<SermonWay, SermonGroup[]>): string[] {
  return [
    ...sermonWays.map((way) => paths.sermonWays[way]),
    ...(['preachers', 'books', 'years'] as const).flatMap((way) =>
      groups[way].flatMap((group) => pagePaths(group.path, group.sermons.length, groupPerPage)),
    ),
  ];
}
