import { Lexer, type Token } from 'marked';

// Longer copy is written in Markdown in the CMS: paragraphs and bulleted lists, nothing more.
// It becomes plain text blocks here, at build time, so no HTML from content ever reaches a page
// and bold, italics and links (which the pages do not style) are kept as their words.

export type TextBlock = string | { list: string[] };

const inlineText = (tokens: Token[] | undefined): string =>
  (tokens ?? [])
    .map((token) => {
      if (token.type === 'br') return ' ';
      if ('tokens' in token && token.tokens) return inlineText(token.tokens);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A list item's words; a list inside it adds its items after it (the site shows one level). */
function listItems(items: Token[]): string[] {
  return items.flatMap((item) => {
    const children = 'tokens' in item && item.tokens ? item.tokens : [];
    const words = clean(
      children
        .filter((child) => child.type !== 'list')
        .map((child) => ('tokens' in child && child.tokens ? inlineText(child.tokens) : 'text' in child ? String(child.text) : ''))
        .join(' '),
    );
    const nested = children.flatMap((child) =>
      child.type === 'list' ? listItems(child.items as Token[]) : [],
    );
    return [words, ...nested].filter(Boolean);
  });
}

/** What the person editing would call each thing the site does not show. */
const unsupported: Record<string, string> = {
  heading: 'a heading',
  list: 'a numbered list',
  code: 'an indented or code block (remove the spaces at the start of the line)',
  hr: 'a dividing line',
  blockquote: 'a quotation block',
  html: 'HTML code',
  table: 'a table',
  def: 'a link definition',
};

/** Paragraphs and bulleted lists, or a sentence saying what else the text holds. */
export function markdownBlocks(markdown: string): { blocks: TextBlock[] } | { problem: string } {
  const blocks: TextBlock[] = [];
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'space') continue;
    if (token.type === 'paragraph') {
      blocks.push(clean(inlineText(token.tokens)));
    } else if (token.type === 'list' && !token.ordered) {
      blocks.push({ list: listItems(token.items as Token[]) });
    } else {
      const kind = unsupported[token.type] ?? `something else (${token.type})`;
      return {
        problem: `has ${kind} ("${clean(token.raw).slice(0, 40)}"): only paragraphs and bulleted lists are shown on the site`,
      };
    }
  }
  return { blocks: blocks.filter((block) => block !== '') };
}
