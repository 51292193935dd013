import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

// <Card><CardHeader><CardTitle>…</CardTitle></CardHeader><CardContent>…</CardContent></Card>
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />
  );
}

/** A card's heading; pick the level that fits the page's outline. */
export function CardTitle({
  as: Heading = 'h3',
  className,
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('font-serif text-xl font-semibold text-brand-900', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-5 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap gap-3 p-5 pt-0 sm:p-6 sm:pt-0', className)}
      {...props}
    />
  );
}
