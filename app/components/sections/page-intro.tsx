import type { ReactNode } from 'react';
import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '../layout/page-header.tsx';

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

/** An ordinary page of pages.ts: its intro (with any `extra` under the heading), then its body. */
export function IntroPage({
  page,
  extra,
  className,
  children,
}: {
  page: { heading: string; description?: string };
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro {...page}>{extra}</PageIntro>
      <PageBody className={className}>{children}</PageBody>
    </>
  );
}
