import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { Blocks } from '~/components/sections/blocks';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import type { ChurchPage } from '~/content/church-pages';
import { formatLongDate } from '~/lib/format-date';

/** A page of the church's own: title and description, when it was last reviewed, a photo and
 *  its words (text and contact cards). */
export function ChurchPageView({
  page,
  lastReviewedLabel,
}: {
  page: ChurchPage;
  lastReviewedLabel: string;
}) {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{page.title}</PageHeaderHeading>
        <PageHeaderDescription>{page.description}</PageHeaderDescription>
        {page.lastReviewed && (
          <p className="mt-4 text-sm text-stone-700">
            {lastReviewedLabel}:{' '}
            <time dateTime={page.lastReviewed}>{formatLongDate(page.lastReviewed)}</time>
          </p>
        )}
      </PageHeader>
      <PageBody>
        {/* A readable measure, aligned with the header (PageBody is the page-wide column). */}
        <div className="max-w-3xl space-y-8">
          {page.photo && (
            <ResponsiveImage
              src={page.photo.src}
              alt={page.photo.alt}
              preset="landscape"
              sizes="(min-width: 768px) 45rem, calc(100vw - 2rem)"
              className="aspect-[3/2] h-auto w-full rounded-xl object-cover"
            />
          )}
          <Blocks blocks={page.body} className="text-lg" />
        </div>
      </PageBody>
    </>
  );
}
