import type { ReactNode } from 'react';
import { SubHeading } from './section.tsx';

export function PageSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} data-slot="page-section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{heading}</SubHeading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
