import type { Block } from '../../content/schemas/contacts.ts';
import { cn } from '../../lib/cn.ts';
import { ContactList } from './contact-list.tsx';
import { type BlockListProps, RichTextBlock } from './rich-text.tsx';

/** Content text in order, rich text and contact cards; `headingLevel` as for RichText. */
export function Blocks({ blocks, className, headingLevel = 2 }: BlockListProps<Block>) {
  return (
    <div data-slot="blocks" className={cn('space-y-4 text-stone-800', className)}>
      {blocks.map((block, index) =>
        typeof block === 'object' && 'contacts' in block ? (
          <ContactList key={index} contacts={block.contacts} />
        ) : (
          <RichTextBlock key={index} block={block} headingLevel={headingLevel} />
        ),
      )}
    </div>
  );
}
