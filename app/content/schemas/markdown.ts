import { Lexer, type Token, type Tokens } from 'marked';
import { type Inline, type ListItem, type RichBlock, plainText } from './rich-text.ts';

// Markdown becomes plain data at build (rich-text.ts): no content HTML, no parser in the browser.

/** Why a text cannot be shown, a piece of it to find its line by, and what it is ("link “x”"). */
export interface TextProblem {
  problem: string;
  snippet: string;
  thing?: string;
}

/** Every problem of one text, gathered as the text is read, so all are told at once. */
type Say = (problem: string, token: Token, thing?: string) => void;

const clean = (text: string) => text.replace(/\s+/g, ' ');
const short = (raw: string) => raw.trim().split('\n')[0]!.trim().slice(0, 60);

/** What the person editing would call each thing the site does not show. */
const unsupported: Record<string, string> = {
  code: 'an indented or code block (remove the spaces at the start of the line)',
  hr: 'a dividing line',
  html: 'HTML code (use the editor’s buttons instead)',
  table: 'a table',
  def: 'a link definition',
  codespan: 'code formatting',
  del: 'crossed-out words',
  image: 'a picture inside a line of words (put the picture on a line of its own)',
};

const refuse = (token: Token, say: Say): [] => {
  const kind = unsupported[token.type] ?? `something the site does not show (${token.type})`;
  say(`has ${kind}`, token);
  return [];
};

/** "link “click here”": a thing of the text by its words, cut short. */
const named = (kind: string, words: string) => {
  const shown = words.trim().replace(/\s+/g, ' ');
  return shown ? `${kind} “${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}”` : kind;
};

/** What is wrong with a link's address: it may be https://, mailto:, tel: or a page of the site. */
export function linkProblem(href: string): string | undefined {
  if (/^(https:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ]+)$/i.test(href)) {
    return undefined;
  }
  if (/^\/(?!\/)/.test(href)) return undefined;
  // mailto:{email} is checked once filled in; unfilled, church.yml has a problem of its own.
  if (/^(mailto|tel):\{[A-Za-z]+\}$/.test(href)) return undefined;
  if (/^https:/i.test(href)) return 'is not a complete web address';
  if (/^http:/i.test(href)) return 'must start with https:// (the secure address)';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return 'is not allowed: a link may go to a web address (https://), an e-mail address (mailto:), a phone number (tel:) or a page of this site (/events)';
  }
  return 'is not a full address: start a page of this site with / (such as /events) and a web address with https://';
}

/** Joins neighbouring words and leaves a lone string as a string, to keep pages small. */
function tidy(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const last = out.at(-1);
    if (typeof inline === 'string' && typeof last === 'string') out[out.length - 1] = last + inline;
    else out.push(inline);
  }
  return out;
}

function inline(tokens: Token[] | undefined, say: Say): Inline[] {
  return tidy(
    (tokens ?? []).flatMap((token): Inline[] => {
      switch (token.type) {
        case 'text':
          return 'tokens' in token && token.tokens
            ? inline(token.tokens, say)
            : [clean(token.text)];
        case 'escape':
          return [token.text];
        case 'br':
          return [' '];
        case 'strong':
          return [{ strong: inline(token.tokens, say) }];
        case 'em':
          return [{ em: inline(token.tokens, say) }];
        case 'link': {
          const { href } = token as Tokens.Link;
          const text = inline(token.tokens, say);
          const words = plainText(text);
          const problem = linkProblem(href);
          // The words stay, as plain words, so the rest of the text is read on.
          if (problem) {
            say(`has a link to "${href}", which ${problem}`, token, named('link', words));
            return text;
          }
          if (!words.trim()) {
            say(
              `has a link without words (to "${href}"): write the words people click between the square brackets`,
              token,
              named('link to', href),
            );
            return [];
          }
          return [{ link: href, text }];
        }
        default:
          return refuse(token, say);
      }
    }),
  );
}

/** Trims the ends of a run of words; a run left as one plain string becomes that string. */
function trimmed(inlines: Inline[]): Inline[] {
  const parts = [...inlines];
  if (typeof parts[0] === 'string') parts[0] = parts[0].trimStart();
  const end = parts.length - 1;
  if (typeof parts[end] === 'string') parts[end] = parts[end].trimEnd();
  return parts.filter((part) => part !== '');
}

/** A list item's words; a list inside it adds its items after it (the site shows one level). */
function listItems(items: Tokens.ListItem[], say: Say): ListItem[] {
  return items.flatMap((item) => {
    const words: Inline[] = [];
    const nested: ListItem[] = [];
    for (const child of item.tokens) {
      if (child.type === 'list') nested.push(...listItems((child as Tokens.List).items, say));
      else if (child.type === 'text' || child.type === 'paragraph') {
        if (words.length > 0) words.push(' ');
        words.push(...inline('tokens' in child ? child.tokens : undefined, say));
      } else if (child.type !== 'space') refuse(child, say);
    }
    const own = trimmed(tidy(words));
    if (own.length === 0) return nested;
    return [own.length === 1 && typeof own[0] === 'string' ? own[0] : own, ...nested];
  });
}

function paragraph(token: Tokens.Paragraph, say: Say): RichBlock[] {
  const tokens = token.tokens.filter((t) => !(t.type === 'text' && t.text.trim() === ''));
  const [only] = tokens;
  if (tokens.length === 1 && only?.type === 'image') {
    const { href, text } = only as Tokens.Image;
    const alt = clean(text).trim();
    if (!alt) {
      say(
        `has a picture without a description ("${href}"): describe what it shows, for people who cannot see it`,
        only,
        named('picture', href.split('/').pop() ?? href),
      );
      return [];
    }
    return [{ picture: href.replace(/^\//, ''), alt }];
  }
  const words = trimmed(inline(token.tokens, say));
  if (words.length === 0) return [];
  return [words.length === 1 && typeof words[0] === 'string' ? words[0] : { p: words }];
}

function blocks(tokens: Token[], state: { level: number }, say: Say): RichBlock[] {
  return tokens.flatMap((token): RichBlock[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'paragraph':
        return paragraph(token as Tokens.Paragraph, say);
      case 'heading': {
        const { depth } = token as Tokens.Heading;
        const heading = trimmed(inline(token.tokens, say));
        const wrong =
          depth === 1
            ? 'has a top-level heading ("#"): the page already has its title; start headings at "##" (Heading 2)'
            : depth > 3
              ? `has a heading at level ${depth}: the site has two levels of headings, "##" and "###" (Heading 2 and Heading 3)`
              : depth - 1 > state.level + 1
                ? 'has a heading that skips a level: a "###" heading (Heading 3) must come after a "##" heading (Heading 2)'
                : !plainText(heading).trim()
                  ? 'has a heading without words: write the heading after the "##", or remove the line'
                  : undefined;
        if (wrong) {
          say(wrong, token, named('heading', plainText(heading)));
          return [];
        }
        state.level = depth - 1;
        return [{ heading, level: (depth - 1) as 1 | 2 }];
      }
      case 'list': {
        const list = token as Tokens.List;
        const items = listItems(list.items, say);
        return [list.ordered ? { list: items, ordered: true } : { list: items }];
      }
      case 'blockquote':
        return [{ quote: blocks((token as Tokens.Blockquote).tokens, state, say) }];
      default:
        return refuse(token, say);
    }
  });
}

/** The blocks of a Markdown text, or every problem in it that the site cannot show. */
export function markdownBlocks(
  markdown: string,
): { blocks: RichBlock[] } | { problems: TextProblem[] } {
  const problems: TextProblem[] = [];
  const say: Say = (problem, token, thing) =>
    problems.push({ problem, snippet: short(token.raw), ...(thing && { thing }) });
  const result = blocks(new Lexer().lex(markdown), { level: 0 }, say);
  return problems.length > 0 ? { problems } : { blocks: result };
}
