import type { ReactNode } from 'react';
import { ArrowLeft } from '../../components/ui/icons.tsx';
import { Link, iconLinkClass } from '../../components/ui/link.tsx';

// What every notice and sermon shows in a list and on its page, and the way back: one module.

export function ItemTitle({
  as: Heading = 'h2',
  to,
  children,
}: {
  as?: 'h2' | 'h3';
  to: string;
  children: ReactNode;
}) {
  return (
    <Heading className="font-serif text-xl font-semibold text-brand-900">
      <Link
        to={to}
        className="underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
      >
        {children}
      </Link>
    </Heading>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p data-slot="back-link">
      <Link to={to} className={iconLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </p>
  );
}
