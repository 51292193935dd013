import type { ReactNode } from 'react';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { Inline, RichBlock } from '../../content/schemas/rich-text.ts';
import { cn } from '../../lib/cn.ts';
import { ExternalLink, Link, textLinkClass } from '../ui/link.tsx';

// Content text from data made at build (content/schemas/markdown.ts): never read as HTML.

export function InlineText({ parts }: { parts: Inline[] | Inline }): ReactNode {
  if (Array.isArray(parts)) {
    return parts.map((part, index) => <InlineText key={index} parts={part} />);
  }
  if (typeof parts === 'string') return parts;
  if ('strong' in parts)
    return <strong className="font-semibold">{<InlineText parts={parts.strong} />}</strong>;
  if ('em' in parts) return <em>{<InlineText parts={parts.em} />}</em>;
  const words = <InlineText parts={parts.text} />;
  if (parts.link.startsWith('https:')) {
    return (
      <ExternalLink href={parts.link} className={textLinkClass}>
        {words}
      </ExternalLink>
    );
  }
  // A link on the site, in the page's language (components/ui/link.tsx); mailto: and tel: as they are.
  return (
    <Link to={parts.link} className={textLinkClass}>
      {words}
    </Link>
  );
}

const headingClass = [
  'text-xl font-semibold text-stone-900',
  'text-lg font-semibold text-stone-900',
];

export function RichTextBlock({ block, headingLevel }: { block: RichBlock; headingLevel: number }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('p' in block)
    return (
      <p>
        <InlineText parts={block.p} />
      </p>
    );
  if ('heading' in block) {
    const Heading = `h${Math.min(headingLevel + block.level - 1, 6)}` as 'h2';
    return (
      <Heading className={cn('pt-2', headingClass[block.level - 1])}>
        <InlineText parts={block.heading} />
      </Heading>
    );
  }
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List
        className={cn(
          'space-y-1.5 pl-5 marker:text-brand-700',
          block.ordered ? 'list-decimal' : 'list-disc',
        )}
      >
        {block.list.map((entry, index) => (
          <li key={index}>
            <InlineText parts={entry} />
          </li>
        ))}
      </List>
    );
  }
  if ('quote' in block) {
    return (
      <blockquote className="space-y-4 border-l-4 border-brand-200 pl-4 text-stone-700 italic">
        {block.quote.map((inner, index) => (
          <RichTextBlock key={index} block={inner} headingLevel={headingLevel} />
        ))}
      </blockquote>
    );
  }
  return (
    <ResponsiveImage
      src={block.picture}
      alt={block.alt}
      preset={block.preset ?? 'text'}
      aspect={block.aspect}
      sizes="(min-width: 768px) 42rem, 100vw"
      className="h-auto w-full rounded-lg"
    />
  );
}

/** A list of blocks, and the level a "##" heading in them gets where they are shown. */
export type BlockListProps<T> = { blocks: T[]; className?: string; headingLevel?: number };

/** Rich text in order; a "##" heading in it is `headingLevel`, 3 inside a section. */
export function RichText({ blocks, className, headingLevel = 2 }: BlockListProps<RichBlock>) {
  return (
    <div data-slot="rich-text" className={cn('space-y-4 text-stone-800', className)}>
      {blocks.map((block, index) => (
        <RichTextBlock key={index} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
