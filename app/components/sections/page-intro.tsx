import type { ReactNode } from 'react';
import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '../layout/page-header.tsx';

/** A page's intro (with any `extra` under the heading), then its body. */
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
      <PageHeader>
        <PageHeaderHeading>{heading}</PageHeaderHeading>
        <PageHeaderDescription>{description}</PageHeaderDescription>
        {extra}
      </PageHeader>
      <PageBody className={className}>{children}</PageBody>
    </>
  );
}
