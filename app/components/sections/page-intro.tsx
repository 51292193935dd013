import type { ReactNode } from 'react';
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import type { PageMeta } from '~/content/schemas/fields';

/** The top of an ordinary page: its heading and description from pages.ts, then any extras. */
export function PageIntro({
  page,
  description = page.description,
  children,
}: {
  page: PageMeta;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <PageHeader>
      <PageHeaderHeading>{page.heading}</PageHeaderHeading>
      <PageHeaderDescription>{description}</PageHeaderDescription>
      {children}
    </PageHeader>
  );
}
