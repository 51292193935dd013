// Descriptions are plain text on some accounts and HTML on others; the site shows text.

const looksLikeHtml = /<\/?[a-z][^>]*>|<!--/i;
const block = /^(?:ADDRESS|ARTICLE|BLOCKQUOTE|DIV|H[1-6]|HR|OL|P|PRE|SECTION|TABLE|TR|UL)$/;
const ignored = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'HEAD']);

function collectText(node: Node, html: boolean, out: string[]) {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      out.push(html ? text.replace(/[ \t\r\n\f]+/g, ' ') : text);
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName;
      if (ignored.has(tag)) continue;
      if (tag === 'BR') out.push('\n');
      else if (tag === 'LI') out.push('\n• ');
      else if (block.test(tag)) out.push('\n\n');
      collectText(child, html, out);
      if (block.test(tag)) out.push('\n\n');
    }
  }
}

let parser: DOMParser | undefined;

/** Feed description → plain text. Parsed in an inert document: nothing runs, nothing loads. */
export function descriptionToText(description: string): string {
  if (!description.trim()) return '';
  const html = looksLikeHtml.test(description);
  parser ??= new DOMParser();
  const doc = parser.parseFromString(description, 'text/html');
  const out: string[] = [];
  collectText(doc.body, html, out);
  return out
    .join('')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text → paragraphs, for rendering each as a <p> (single line breaks stay inside). */
export const paragraphs = (text: string) => text.split(/\n{2,}/).filter(Boolean);
