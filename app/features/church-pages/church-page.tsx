import { IntroPage, LabelledDate, ReadingColumn } from '../../components/layout/page-header.tsx';
import { Blocks } from '../../components/sections/blocks.tsx';
import { PagePhoto } from '../../components/sections/page-photo.tsx';
import type { ChurchPage } from '../../content/schemas/church-page.ts';

/** A page of the church's own: its heading, last review, photo and words (text and contacts). */
export function ChurchPageView({
  page,
  lastReviewedLabel,
}: {
  page: ChurchPage;
  lastReviewedLabel: string;
}) {
  return (
    <IntroPage
      heading={page.title}
      description={page.description}
      extra={
        page.lastReviewed && <LabelledDate label={lastReviewedLabel} date={page.lastReviewed} />
      }
    >
      <ReadingColumn className="space-y-8">
        {page.photo && <PagePhoto photo={page.photo} />}
        <Blocks blocks={page.body} className="text-lg" />
      </ReadingColumn>
    </IntroPage>
  );
}
