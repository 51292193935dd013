import type { Notice } from '../../content/types.ts';
import { htmlLang, type Language } from '../../lib/languages.ts';
import { paths } from '../../lib/paths.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { escapeXml } from '../../lib/xml.ts';

// The news as an Atom 1.0 feed (RFC 4287), written by app/pipeline/news-and-podcasts.ts.

export const feedLength = 20;

/** A notice's date as an Atom timestamp: the start of that day in UTC. */
const timestamp = (date: string) => `${date}T00:00:00Z`;

export function atomFeed({
  notices,
  title,
  siteUrl,
  author,
  language,
  at = (path) => path,
  now = new Date(),
}: {
  /** Newest first, as the content gives them. */
  notices: readonly Pick<Notice, 'slug' | 'title' | 'date' | 'summary'>[];
  title: string;
  siteUrl: string;
  author: string;
  language: Language;
  /** The site's addresses in the feed's language (lib/language-paths.ts): a second's are its own. */
  at?: (path: string) => string;
  /** For the feed's date when there are no notices yet. */
  now?: Date;
}): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, at(path)));
  const latest = notices.slice(0, feedLength);
  const updated = latest[0] ? timestamp(latest[0].date) : now.toISOString().replace(/\.\d+Z$/, 'Z');
  const entries = latest.map((notice) =>
    [
      '  <entry>',
      `    <id>${url(paths.notice(notice.slug))}</id>`,
      `    <title>${escapeXml(notice.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(paths.notice(notice.slug))}"/>`,
      `    <published>${timestamp(notice.date)}</published>`,
      `    <updated>${timestamp(notice.date)}</updated>`,
      `    <summary>${escapeXml(notice.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang(language)}">`,
    `  <id>${url(paths.news)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${url(paths.newsFeed)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(paths.news)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
