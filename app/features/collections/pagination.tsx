import { ArrowLeft, ArrowRight } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import type { PagingLabels } from '../../content/types.ts';
import type { Paged } from '../../lib/paging.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:bg-brand-50 hover:decoration-brand-700';

/** Newer and older pages of a list, and where the visitor is; none for a list of one page. */
export function Pagination({
  paged: { page, pages, newer, older },
  labels,
}: {
  paged: Pick<Paged<unknown>, 'page' | 'pages' | 'newer' | 'older'>;
  labels: PagingLabels;
}) {
  if (pages < 2) return null;
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.label}
      className="mt-10 flex flex-wrap items-center gap-4 border-t border-stone-200 pt-6"
    >
      {/* Equal columns either side keep "Page 2 of 3" in the middle; narrow, they wrap. */}
      <div className="flex-1">
        {newer && (
          <Link to={newer} rel="prev" className={linkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {labels.newer}
          </Link>
        )}
      </div>
      <p className="text-stone-700">
        {labels.page} {page} {labels.of} {pages}
      </p>
      <div className="flex flex-1 justify-end">
        {older && (
          <Link to={older} rel="next" className={linkClass}>
            {labels.older}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
