import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Callout({
  heading,
  headingId,
  icon,
  className,
  children,
  ...props
}: ComponentProps<'aside'> & { heading: string; headingId: string; icon?: ReactNode }) {
  return (
    <aside
      data-slot="callout"
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-accent-600/30 bg-accent-50 p-5 sm:p-6', className)}
      {...props}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        {icon && (
          <span aria-hidden="true" className="text-accent-700 [&>svg]:size-5">
            {icon}
          </span>
        )}
        {heading}
      </h2>
      <div className="mt-3 space-y-3 text-stone-800">{children}</div>
    </aside>
  );
}
