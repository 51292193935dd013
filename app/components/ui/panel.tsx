import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A bordered box that its own h2 names: a choice of pages, the ways into a list, a notice. */
export function Panel({
  as: Tag = 'section',
  heading,
  headingId,
  headingClassName = 'text-xl font-semibold',
  className,
  children,
  ...props
}: ComponentProps<'section'> & {
  as?: 'nav' | 'section';
  heading: ReactNode;
  headingId: string;
  headingClassName?: string;
}) {
  return (
    <Tag
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-stone-200', className)}
      {...props}
    >
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
