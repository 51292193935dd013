import type { Block } from '~/content/page-schemas';
import { cn } from '~/lib/cn';
import { ContactList } from './contact-list';

/** Renders content text: paragraphs, bulleted lists and contact cards, in order. */
export function Blocks({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div data-slot="blocks" className={cn('space-y-4 text-stone-800', className)}>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : 'list' in block ? (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-brand-700">
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <ContactList key={index} contacts={block.contacts} />
        ),
      )}
    </div>
  );
}
