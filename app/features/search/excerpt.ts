// Pagefind's excerpts mark words with <mark>: plain parts here, so nothing goes in as HTML.

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
};

const decode = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|apos|#39|#x27);/g, (entity) => entities[entity] ?? entity);

/** "a <mark>word</mark> b" → [{ a }, { word, mark }, { b }], any other tag dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const mark = piece.startsWith('<mark>');
      return { text: decode(mark ? piece.slice(6, -7) : piece), mark };
    })
    .filter((part) => part.text !== '');
}
