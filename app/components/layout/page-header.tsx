import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

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

export function PageHeaderHeading({ className, ...props }: ComponentProps<'h1'>) {
  return (
    <h1
      data-slot="page-header-heading"
      className={cn('text-3xl font-semibold tracking-tight sm:text-4xl', className)}
      {...props}
    />
  );
}

export function PageHeaderDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="page-header-description"
      className={cn('mt-3 max-w-2xl text-lg text-stone-700', className)}
      {...props}
    />
  );
}

/** The width-limited column every page's body sits in. */
export function PageBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="page-body"
      className={cn('mx-auto max-w-6xl px-4 py-10 sm:px-6', className)}
      {...props}
    />
  );
}

/** Text at a readable measure inside PageBody, left-aligned with the page's header. */
export function ReadingColumn({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="reading-column" className={cn('max-w-3xl', className)} {...props} />;
}
