import { booksOfPassage } from '../../../lib/bible-books.ts';
import { passageLinks, type PassageWords } from '../../../lib/bible-links.ts';
import { newestFirst } from '../../../lib/paging.ts';
import type { Activity } from '../../schemas/activity.ts';
import type { ChurchPage } from '../../schemas/church-page.ts';
import { preachersOf } from '../../schemas/preachers.ts';
import { timecodeSeconds } from '../../schemas/sermon-transcript.ts';
import { youTubeVideoId } from '../../schemas/sermons.ts';
import type { TypedEvent } from '../../schemas/typed-events.ts';
import { type ShapingContext, without } from './context.ts';

// Each collection's items (content/news, sermons, activities…) as its pages receive them.

type Context = ShapingContext;

/**
 * The books of the Bible a checked passage is in (cross-checks.ts reports any other), each named
 * in the words' language (site-text.yml's `bible`).
 */
const booksOf = (passage: string, { names }: PassageWords) => {
  const read = booksOfPassage(passage);
  return 'books' in read
    ? read.books.map(({ slug, order, name }) => ({ slug, name: names.books[order - 1] ?? name }))
    : [];
};

function sermonsOf({ settings: { sermonsPage, siteText }, items, language }: Context) {
  const words: PassageWords = { language, names: siteText.bible };
  const sermons = newestFirst(
    items.sermons.map((entry) => ({ ...entry, date: entry.item.date, title: entry.item.title })),
  );
  const preachers = preachersOf(
    sermonsPage.preachers,
    sermons.map(({ item }) => item.preacher),
  );
  const seriesBySlug = new Map(items.sermonSeries.map(({ item }) => [item.slug, item]));
  return sermons.map(({ stem, item }) => {
    const { series, audio, video, chapters, transcript, ...sermon } = without(item, 'placeholder');
    const inSeries = series ? seriesBySlug.get(series) : undefined;
    const id = video ? youTubeVideoId(video) : undefined;
    const preacher = preachers.preacherOf(sermon.preacher);
    const links = passageLinks(sermon.passage, sermonsPage.bible, words);
    return {
      ...sermon,
      // As its page shows it: a book typed in another language in the words' (the podcast's too).
      passage: links.map(({ text }) => text).join(''),
      preacher: preacher.name,
      preacherSlug: preacher.slug,
      books: booksOf(sermon.passage, words),
      passageLinks: links,
      // The podcast episode's guid: the file's name, which editing the sermon never changes.
      guid: stem,
      ...(inSeries && { series: { slug: inSeries.slug, title: inSeries.title } }),
      audio: { ...audio, seconds: timecodeSeconds(audio.length)! },
      ...(video && id && { video: { id, url: video } }),
      ...(chapters && { chapters }),
      ...(transcript && { transcript }),
    };
  });
}

export const collectionShapers = {
  newsPage: ({ settings }: Context) => settings.newsPage,
  news: ({ items }: Context) =>
    newestFirst(items.news.map(({ item }) => without(item, 'placeholder'))),
  sermonsPage: ({ settings }: Context) => settings.sermonsPage,
  sermons: sermonsOf,
  sermonSeries: ({ items }: Context) =>
    items.sermonSeries.map(({ item }) => item).sort((a, b) => a.title.localeCompare(b.title)),
  activities: ({ items, contactsBlock }: Context): Record<string, Activity> =>
    Object.fromEntries(
      items.activities
        .map(({ item }) => item)
        .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
        .map(({ slug, contact, contacts, ...activity }) => [
          slug,
          {
            ...without(activity, 'order'),
            contact: [...(contact ?? []), contactsBlock(contacts)],
          },
        ]),
    ),
  // Without where their links appear (siteLinks has placed them).
  churchPages: ({ items, blocksOf }: Context) =>
    Object.fromEntries(
      items.churchPages.map(({ item }) => {
        const page = without(item, 'appears', 'group', 'label', 'position');
        return [page.slug, { ...page, body: page.body.flatMap(blocksOf) } satisfies ChurchPage];
      }),
    ),
  // Typed in /admin, their files' names as ids: the events with no feed (feeds/typed-events.ts).
  typedEvents: ({ items }: Context) =>
    items.typedEvents.map(({ stem, item }): TypedEvent => ({ ...item, id: stem })),
};
