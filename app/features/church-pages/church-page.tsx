import {
  PageBody,
  ReadingColumn,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { Blocks } from '~/components/sections/blocks';
import { LabelledDate } from '~/components/sections/labelled-date';
import { PagePhoto } from '~/components/sections/page-photo';
import type { ChurchPage } from '~/content/schemas/church-pages';

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
        {page.lastReviewed && <LabelledDate label={lastReviewedLabel} date={page.lastReviewed} />}
      </PageHeader>
      <PageBody>
        <ReadingColumn className="space-y-8">
          {page.photo && <PagePhoto photo={page.photo} />}
          <Blocks blocks={page.body} className="text-lg" />
        </ReadingColumn>
      </PageBody>
    </>
  );
}
