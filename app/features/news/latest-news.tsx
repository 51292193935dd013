import { ArrowRight } from '../../components/ui/icons.tsx';
import { Link, iconLinkClass } from '../../components/ui/link.tsx';
import { Section } from '../../components/sections/section.tsx';
import { paths } from '../../lib/paths.ts';
import { NoticeSummary, type NoticeSummaryData } from './notice-summary.tsx';

/** The home page's News: the three latest notices and a link to the rest; none, no section. */
export function LatestNews({
  notices,
  labels,
}: {
  notices: NoticeSummaryData[];
  labels: { heading: string; seeAll: string };
}) {
  if (notices.length === 0) return null;
  return (
    <Section tone="white" intro={{ id: 'latest-news', heading: labels.heading }}>
      <ul className="grid gap-8 lg:grid-cols-3">
        {notices.map((notice) => (
          <li key={notice.slug}>
            <NoticeSummary notice={notice} headingLevel="h3" variant="card" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={paths.news} className={iconLinkClass}>
          {labels.seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
