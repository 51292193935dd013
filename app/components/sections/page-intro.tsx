import type { ReactNode } from 'react';
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';

/** The top of a page: its heading, the sentence under it, then any extras. */
export function PageIntro({
  heading,
  description,
  children,
}: {
  heading: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageHeader>
      <PageHeaderHeading>{heading}</PageHeaderHeading>
      <PageHeaderDescription>{description}</PageHeaderDescription>
      {children}
    </PageHeader>
  );
}
