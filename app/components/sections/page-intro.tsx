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

/** An ordinary page: its intro (with any `extra` under the heading), then its body. */
export function IntroPage({
  heading,
  description,
  extra,
  className,
  children,
}: {
  heading: string;
  description?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro heading={heading} description={description}>
        {extra}
      </PageIntro>
      <PageBody className={className}>{children}</PageBody>
    </>
  );
}
