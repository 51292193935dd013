import { NoticeSummary, type NoticeSummaryData } from './notice-summary.tsx';

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
