// How the CMS writes a content file (and `npm run format` keeps them): keys in the CMS fields'
// order, long lines left long (Decap's own re-wraps at 80, so a one-word change was a diff of
// dozens of lines). The YAML library is passed in: /admin has its browser build.

import type * as yamlLibrary from 'yaml';
import type { DecapField } from './schemas/cms-fields.ts';

export type Yaml = Pick<typeof yamlLibrary, 'stringify' | 'parseDocument'>;

export const yamlOptions = { lineWidth: 0, minContentWidth: 0, blockQuote: 'literal' } as const;

/** The order of an entry's keys at every depth, from its CMS fields. */
export interface FieldOrder {
  names: string[];
  inner: Record<string, FieldOrder>;
  /** A list of several types: each item's order, by its `typeKey`. */
  byType?: { key: string; orders: Record<string, FieldOrder> };
}

export function fieldOrder(fields: DecapField[] = []): FieldOrder {
  const inner: Record<string, FieldOrder> = {};
  for (const field of fields) {
    if (field.fields) inner[field.name] = fieldOrder(field.fields);
    else if (field.types) {
      const key = String(field.typeKey ?? 'type');
      const orders = Object.fromEntries(
        field.types.map((type) => {
          const order = fieldOrder(type.fields);
          return [type.name, { ...order, names: [key, ...order.names] }];
        }),
      );
      inner[field.name] = { names: [], inner: {}, byType: { key, orders } };
    }
  }
  return { names: fields.map((field) => field.name), inner };
}

/**
 * The data's keys in the CMS fields' order at every depth, any others after: Decap's maps lose
 * the file's order past eight keys, so a one-line change would otherwise reorder an object.
 */
function orderedByFields(data: unknown, order: FieldOrder | string[] = []): unknown {
  const own = Array.isArray(order) ? { names: order, inner: {} } : order;
  if (Array.isArray(data)) {
    return data.map((item) => {
      const type =
        own.byType && item && typeof item === 'object'
          ? (item as Record<string, unknown>)[own.byType.key]
          : undefined;
      const itemOrder = typeof type === 'string' ? own.byType?.orders[type] : undefined;
      return orderedByFields(item, itemOrder ?? own);
    });
  }
  if (!data || typeof data !== 'object') return data;
  const rank = (key: string) => {
    const index = own.names.indexOf(key);
    return index === -1 ? own.names.length : index;
  };
  return Object.fromEntries(
    Object.entries(data)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, value]) => [
        key,
        own.inner[key] ? orderedByFields(value, own.inner[key]) : value,
      ]),
  );
}

/** Each entry's order, by its top-level field names (what Decap gives a format), from config.yml. */
export function fieldOrders(config: {
  collections?: { fields?: DecapField[]; files?: { fields?: DecapField[] }[] }[];
}) {
  const orders = new Map<string, FieldOrder>();
  const add = (fields: DecapField[] = []) => {
    const key = fields.map((field) => field.name).join('\n');
    if (!orders.has(key)) orders.set(key, fieldOrder(fields));
  };
  for (const collection of config.collections ?? []) {
    if (collection.fields) add(collection.fields);
    for (const file of collection.files ?? []) add(file.fields);
  }
  return (fieldNames: string[]) => orders.get(fieldNames.join('\n')) ?? fieldNames;
}

export function toYamlFile(yaml: Yaml, data: unknown, order: FieldOrder | string[] = []): string {
  return yaml.stringify(orderedByFields(data, order), yamlOptions);
}

/** A content file's data; a file that is not YAML stops with the parser's sentence. */
export function fromYamlFile(yaml: Yaml, text: string): unknown {
  const doc = yaml.parseDocument(text);
  if (doc.errors.length > 0) {
    throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
  }
  return doc.toJS();
}

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
  order: FieldOrder | string[] = [],
): string {
  const { body, ...fields } = data ?? {};
  const head = Object.keys(fields).length > 0 ? `---\n${toYamlFile(yaml, fields, order)}---\n` : '';
  const file = head + (typeof body === 'string' ? body : '');
  return file.endsWith('\n') ? file : `${file}\n`;
}
