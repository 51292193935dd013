import type { ComponentProps, ReactNode } from 'react';
import { SubHeading } from './section.tsx';
import { cn } from '../../lib/cn.ts';
import type { PageSectionContent } from '../../content/types.ts';
import { Blocks } from './blocks.tsx';
import { PeopleList, PersonProfile } from './people.tsx';

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

/** Steps to follow in order, with large numbers a reader can keep their place by. */
export function NumberedSteps({ steps }: { steps: string[] }) {
  return (
    <ol data-slot="numbered-steps" className="space-y-4">
      {steps.map((step, index) => (
        <li key={step} className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1.5 text-lg text-stone-800">{step}</span>
        </li>
      ))}
    </ol>
  );
}

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

/** One section of a page made of the office's sections (about-us.yml), by its kind. */
function SectionBody({ section }: { section: PageSectionContent }) {
  switch (section.type) {
    case 'people':
      return (
        <>
          {section.intro && <p className="text-stone-700">{section.intro}</p>}
          <PeopleList people={section.people} className="mt-8" />
        </>
      );
    case 'text':
      return <Blocks blocks={section.text} className="max-w-prose" />;
    case 'person':
      return (
        <PersonProfile person={section.person}>
          <Blocks blocks={section.text} headingLevel={3} />
        </PersonProfile>
      );
  }
}

/** The sections in their order, each under its heading, with its id for a link to it. */
export function PageSections({ sections }: { sections: PageSectionContent[] }) {
  return sections.map((section) => (
    <PageSection key={section.id} id={section.id} heading={section.heading}>
      <SectionBody section={section} />
    </PageSection>
  ));
}
