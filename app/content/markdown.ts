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

/** Paragraphs and bulleted lists, or a sentence saying what else the text holds. */
export function markdownBlocks(markdown: string): { blocks: TextBlock[] } | { problem: string } {
  const blocks: TextBlock[] = [];
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'space') continue;
    if (token.type === 'paragraph') {
      blocks.push(clean(inlineText(token.tokens)));
    } else if (token.type === 'list' && !token.ordered) {
      const items = (token.items as Token[]).map((item) =>
        clean(inlineText('tokens' in item ? item.tokens : undefined)),
      );
      blocks.push({ list: items.filter(Boolean) });
    } else {
      const kind = token.type === 'list' ? 'a numbered list' : `a ${token.type}`;
      return {
        problem: `has ${kind} ("${clean(token.raw).slice(0, 40)}"): only paragraphs and bulleted lists are shown on the site`,
      };
    }
  }
  return { blocks: blocks.filter((block) => block !== '') };
}
