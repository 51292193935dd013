import type { ComponentProps, ReactNode } from 'react';
import { slot } from '../ui/slot.tsx';
import { cn } from '../../lib/cn.ts';
import { ContentDate } from '../ui/content-date.tsx';

// <PageHeader><PageHeaderHeading>About Us</PageHeaderHeading>…</PageHeader>
export function PageHeader({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="page-header"
      className={cn('border-b border-brand-100 bg-brand-50', className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">{children}</div>
    </div>
  );
}

export const PageHeaderHeading = slot(
  'h1',
  'page-header-heading',
  'text-3xl font-semibold tracking-tight sm:text-4xl',
);
export const PageHeaderDescription = slot(
  'p',
  'page-header-description',
  'mt-3 max-w-2xl text-lg text-stone-700',
);

export const PageBody = slot('div', 'page-body', 'mx-auto max-w-6xl px-4 py-10 sm:px-6');

/** Text at a readable measure inside PageBody, left-aligned with the page's header. */
export const ReadingColumn = slot('div', 'reading-column', 'max-w-3xl');

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

export function LabelledDate({ label, date }: { label: string; date: string }) {
  return (
    <p className="mt-4 text-sm text-stone-700">
      {label}: <ContentDate date={date} />
    </p>
  );
}
