import { summarySlots } from '../../lib/search-index.ts';
import { PagePhoto } from '../../components/sections/page-photo.tsx';
import type { Notice } from '../../content/types.ts';
import { ItemTitle } from '../collections/item-parts.tsx';
import { ContentDate } from '../../components/ui/content-date.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';

export type NoticeSummaryData = Pick<Notice, 'slug' | 'title' | 'date' | 'summary' | 'photo'>;

export function NoticeSummary({
  notice,
  headingLevel = 'h2',
  variant = 'row',
}: {
  notice: NoticeSummaryData;
  headingLevel?: 'h2' | 'h3';
  /** In a row of a list, the photo beside the words; on a card, under them once three fit. */
  variant?: 'row' | 'card';
}) {
  const card = variant === 'card';
  return (
    <article
      data-slot={summarySlots.notice}
      className={cn(
        'flex flex-col gap-4 sm:flex-row sm:items-start',
        card && 'lg:flex-col lg:items-stretch',
      )}
    >
      <div className="min-w-0 flex-1">
        <ItemTitle as={headingLevel} to={paths.notice(notice.slug)}>
          {notice.title}
        </ItemTitle>
        <p className="mt-1 text-sm font-semibold text-stone-600">
          <ContentDate date={notice.date} />
        </p>
        <p className="mt-2 text-stone-800">{notice.summary}</p>
      </div>
      {notice.photo && (
        <PagePhoto
          photo={notice.photo}
          sizes={
            card
              ? '(min-width: 1024px) 22rem, (min-width: 640px) 12rem, calc(100vw - 2rem)'
              : '(min-width: 640px) 12rem, calc(100vw - 2rem)'
          }
          className={cn('aspect-[3/2] h-auto w-full rounded-lg sm:w-48', card && 'lg:w-full')}
        />
      )}
    </article>
  );
}

export function NewsList({ notices, empty }: { notices: NoticeSummaryData[]; empty: string }) {
  if (notices.length === 0) return <p className="text-lg text-stone-700">{empty}</p>;
  return (
    <ul data-slot="news-list" className="divide-y divide-stone-200">
      {notices.map((notice) => (
        <li key={notice.slug} className="py-6 first:pt-0">
          <NoticeSummary notice={notice} />
        </li>
      ))}
    </ul>
  );
}
