// How the CMS writes a content file (and `npm run format` keeps them): keys in the order of the
// CMS's fields, long lines left long, as Decap's own format re-wraps every line at 80 characters
// and a one-word change was a diff of dozens of lines. The YAML library is passed in: /admin
// has its browser build (yaml-format.ts).

import type { parseDocument, stringify } from 'yaml';

export interface Yaml {
  stringify: typeof stringify;
  parseDocument: typeof parseDocument;
}

export const yamlOptions = { lineWidth: 0, minContentWidth: 0, blockQuote: 'literal' } as const;

/** The data with its top-level keys in the order of the CMS's fields; any others after. */
export function orderedByFields(data: unknown, fieldNames: string[] = []): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const rank = (key: string) => {
    const index = fieldNames.indexOf(key);
    return index === -1 ? fieldNames.length : index;
  };
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

export function toYamlFile(yaml: Yaml, data: unknown, fieldNames: string[] = []): string {
  return yaml.stringify(orderedByFields(data, fieldNames), yamlOptions);
}

/** A content file's data; a file that is not YAML stops with the parser's sentence. */
export function fromYamlFile(yaml: Yaml, text: string): unknown {
  const doc = yaml.parseDocument(text);
  if (doc.errors.length > 0) {
    throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
  }
  return doc.toJS();
}

/** The front matter: a "---" line, the YAML, and a closing "---" line. */
const frontMatter = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A Markdown file's data as Decap gives it: its fields, and the text after them as `body`. */
export function fromFrontMatterFile(yaml: Yaml, text: string): Record<string, unknown> {
  const match = frontMatter.exec(text);
  if (!match) return text.trim() ? { body: text } : {};
  const fields = fromYamlFile(yaml, match[1] ?? '') ?? {};
  if (typeof fields !== 'object' || Array.isArray(fields)) {
    throw new Error('YAML parsing error:\nThe front matter is not a list of fields and values');
  }
  const body = text.slice(match[0].length);
  return { ...fields, ...(body.trim() && { body }) };
}

/** A Markdown file's text, as the CMS saves it: its fields between "---" lines, then `body`. */
export function toFrontMatterFile(
  yaml: Yaml,
  data: Record<string, unknown> | null | undefined,
  fieldNames: string[] = [],
): string {
  const { body, ...fields } = data ?? {};
  const head =
    Object.keys(fields).length > 0 ? `---\n${toYamlFile(yaml, fields, fieldNames)}---\n` : '';
  const file = head + (typeof body === 'string' ? body : '');
  return file.endsWith('\n') ? file : `${file}\n`;
}
