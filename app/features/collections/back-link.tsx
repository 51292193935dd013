import { ArrowLeft } from '../../components/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { iconLinkClass } from '../../components/ui/text-link.ts';

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
