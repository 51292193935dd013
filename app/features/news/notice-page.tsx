import { FileText } from '../../components/ui/icons.tsx';
import { IntroPage, ReadingColumn } from '../../components/layout/page-header.tsx';
import { Blocks } from '../../components/sections/blocks.tsx';
import { PagePhoto } from '../../components/sections/page-photo.tsx';
import type { Notice } from '../../content/types.ts';
import { BackLink } from '../collections/item-parts.tsx';
import { ContentDate } from '../../components/ui/content-date.tsx';
import { formatFileSize } from '../collections/file-size.ts';
import { useSite } from '../../components/site-context.tsx';
import { paths } from '../../lib/paths.ts';

export function NoticePage({
  notice,
  labels,
}: {
  notice: Notice;
  labels: { backLink: string; pdf: string };
}) {
  const { siteText, church } = useSite();
  const size = (bytes: number) => formatFileSize(bytes, siteText.bytes, church.language);
  return (
    <article data-slot="notice">
      <IntroPage heading={notice.title} description={<ContentDate date={notice.date} />}>
        <ReadingColumn className="space-y-8">
          {notice.photo && <PagePhoto photo={notice.photo} />}
          <Blocks blocks={notice.body} className="text-lg" />
          {notice.attachment && (
            <p>
              <a
                href={notice.attachment.href}
                className="inline-flex min-h-11 items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 font-semibold text-brand-900 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  {notice.attachment.label}{' '}
                  <span className="font-normal">
                    ({labels.pdf}, {size(notice.attachment.bytes)})
                  </span>
                </span>
              </a>
            </p>
          )}
          <BackLink to={paths.news}>{labels.backLink}</BackLink>
        </ReadingColumn>
      </IntroPage>
    </article>
  );
}
