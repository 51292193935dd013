import type { ComponentProps } from 'react';
import { slot } from '../ui/slot.tsx';
import { cn } from '../../lib/cn.ts';

const tones = {
  plain: '',
  tinted: 'bg-brand-50',
  white: 'bg-white',
} as const;

// <Section intro={{ id, heading, description }}>…</Section>, or compose the parts below.
export function Section({
  tone = 'plain',
  scrollTarget = false,
  intro,
  className,
  children,
  ...props
}: ComponentProps<'section'> & {
  tone?: keyof typeof tones;
  /** A button scrolls here and moves focus here, so it must be able to take focus. */
  scrollTarget?: boolean;
  /** The heading (which names the section) and a sentence under it, above the children. */
  intro?: { id: string; heading: string; description?: string };
}) {
  return (
    <section
      data-slot="section"
      tabIndex={scrollTarget ? -1 : undefined}
      aria-labelledby={intro?.id}
      className={cn('py-14 sm:py-20', scrollTarget && 'focus:outline-none', tones[tone], className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {intro && (
          <SectionHeader className="mb-10">
            <SectionHeading id={intro.id}>{intro.heading}</SectionHeading>
            {intro.description && <SectionDescription>{intro.description}</SectionDescription>}
          </SectionHeader>
        )}
        {children}
      </div>
    </section>
  );
}

const SectionHeader = slot('div', 'section-header', 'max-w-2xl');
export const SectionHeading = slot(
  'h2',
  'section-heading',
  'text-3xl font-semibold tracking-tight sm:text-4xl',
);
export const SectionDescription = slot('p', 'section-description', 'mt-3 text-lg text-stone-700');

/** A heading inside a page body, with room above it; level 2 unless the outline needs 3. */
export const SubHeading = slot(
  'h2',
  'sub-heading',
  'text-2xl font-semibold tracking-tight sm:text-3xl',
);
