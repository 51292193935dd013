import type { ComponentProps, ReactNode } from 'react';
import { SubHeading } from './section';

export function PageSection({
  id,
  heading,
  children,
  className,
  ...props
}: Omit<ComponentProps<'section'>, 'id'> & { id: string; heading: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      data-slot="page-section"
      aria-labelledby={headingId}
      className={className}
      {...props}
    >
      <SubHeading id={headingId}>{heading}</SubHeading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
