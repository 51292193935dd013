import type { ImagePreset } from '../../lib/images.ts';

// Longer copy as plain data, never HTML; plain words stay strings, so most text adds no bytes.

/** Words with their formatting: bold, italics and links nest; a string is plain words. */
export type Inline =
  string | { strong: Inline[] } | { em: Inline[] } | { link: string; text: Inline[] };

export type ListItem = string | Inline[];

/** A block of text (a string is a paragraph of plain words); heading level 1 is "##". */
export type RichBlock =
  | string
  | { p: Inline[] }
  | { heading: Inline[]; level: 1 | 2 }
  | { list: ListItem[]; ordered?: true }
  | { quote: RichBlock[] }
  | { picture: string; alt: string; preset?: ImagePreset; aspect?: [number, number] };

/** The words of some inline text, without formatting (for tests, feeds and summaries). */
export function plainText(inline: Inline | Inline[]): string {
  if (Array.isArray(inline)) return inline.map(plainText).join('');
  if (typeof inline === 'string') return inline;
  if ('strong' in inline) return plainText(inline.strong);
  if ('em' in inline) return plainText(inline.em);
  return plainText(inline.text);
}

/** The words of a block, without formatting: a list's items on lines of their own. */
export function blockText(block: RichBlock): string {
  if (typeof block === 'string') return block;
  if ('p' in block) return plainText(block.p);
  if ('heading' in block) return plainText(block.heading);
  if ('list' in block) return block.list.map(plainText).join('\n');
  if ('quote' in block) return block.quote.map(blockText).join('\n');
  return block.alt;
}
