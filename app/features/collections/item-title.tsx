import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An item's title in a list, as a heading linking to the item's page. */
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
