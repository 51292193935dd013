import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const tones = {
  plain: '',
  tinted: 'bg-brand-50',
  white: 'bg-white',
} as const;

// <Section aria-labelledby="x"><SectionHeader><SectionHeading id="x">…</SectionHeading>…
export function Section({
  tone = 'plain',
  className,
  children,
  ...props
}: ComponentProps<'section'> & { tone?: keyof typeof tones }) {
  return (
    <section
      data-slot="section"
      className={cn('py-14 sm:py-20', tones[tone], className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

export function SectionHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="section-header" className={cn('max-w-2xl', className)} {...props} />;
}

export function SectionHeading({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="section-heading"
      className={cn('text-3xl font-semibold tracking-tight sm:text-4xl', className)}
      {...props}
    />
  );
}

export function SectionDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="section-description"
      className={cn('mt-3 text-lg text-stone-700', className)}
      {...props}
    />
  );
}

/** A heading inside a page body, with room above it; level 2 unless the outline needs 3. */
export function SubHeading({
  as: Heading = 'h2',
  className,
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading
      data-slot="sub-heading"
      className={cn('text-2xl font-semibold tracking-tight sm:text-3xl', className)}
      {...props}
    />
  );
}
