import type { DecapField } from '../schemas/cms-fields.ts';

// A box named as the CMS's screen names it: "Service times → “Sunday 11:30: Main Service” →
// Time", not "services → 0 → time".

/** A collection of the CMS's settings, as far as naming and checking read it. */
export interface ScreenCollection {
  name: string;
  label: string;
  folder?: string;
  identifier_field?: string;
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  fields?: DecapField[];
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at ["address", "town"] in a group of values. */
export const valueAt = (data: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>((at, key) => (isData(at) ? at[key] : undefined), data);

/** Decap's summary template ("{{fields.day}} {{fields.time}}"), filled from one item. */
function summaryOf(template: string, item: unknown): string {
  return template
    .replace(/\{\{\s*(?:fields\.)?([\w.]+)\s*(?:\|[^}]*)?\}\}/g, (_, path: string) => {
      const value = valueAt(item, path.split('.'));
      return value === undefined || value === null ? '' : String(value);
    })
    .trim();
}

const quoted = (words: string) => `“${words.trim()}”`;

/** The words on an item's bar in a list, as Decap's ListControl shows them. */
function itemName(list: DecapField, item: unknown): { name: string; fields?: DecapField[] } {
  if (list.types) {
    const typeKey = typeof list.typeKey === 'string' ? list.typeKey : 'type';
    const type = list.types.find((t) => t.name === (isData(item) ? item[typeKey] : undefined));
    if (!type) return { name: String(list.label_singular ?? list.label) };
    const summary = typeof type.summary === 'string' ? summaryOf(type.summary, item) : '';
    return { name: summary || String(type.label ?? type.name), fields: type.fields };
  }
  if (list.fields) {
    const summary = typeof list.summary === 'string' ? summaryOf(list.summary, item) : '';
    const first = list.fields[0];
    const value = first && isData(item) ? item[first.name] : undefined;
    const words =
      summary || (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return { name: words ? quoted(words) : `No ${first?.name ?? 'name'}`, fields: list.fields };
  }
  return {
    name:
      typeof item === 'string' && item.trim()
        ? quoted(item)
        : String(list.field?.label ?? list.label),
  };
}

/** The screen's names of the box at `keys`, outer first; a name repeated at once said once. */
export function screenNames(
  fields: DecapField[],
  keys: readonly (string | number)[],
  data: unknown,
): string[] {
  const names: string[] = [];
  let boxes: DecapField[] | undefined = fields;
  let value = data;
  for (let at = 0; at < keys.length && boxes; at++) {
    const field: DecapField | undefined = boxes.find((f) => f.name === String(keys[at]));
    if (!field) break;
    names.push(String(field.label ?? field.name));
    value = isData(value) ? value[field.name] : undefined;
    boxes = undefined;
    // An object's boxes, or the sermon's recording box's, which holds an object's.
    if (field.widget === 'object' || field.widget === 'recording') boxes = field.fields;
    else if (field.widget === 'list' && typeof keys[at + 1] === 'number') {
      const index = keys[++at] as number;
      const items = Array.isArray(value) ? value : [];
      const item = items[index];
      const { name, fields: inside } = itemName(field, item);
      // Items that share their words are numbered: "“Text” (2 of 3)".
      const same = items.filter((other) => itemName(field, other).name === name).length;
      names.push(same > 1 ? `${name} (${index + 1} of ${items.length})` : name);
      value = item;
      boxes = inside;
    }
  }
  return names.filter((name, index) => name !== names[index - 1]);
}

/** The collection and entry a content file is in, by the CMS's names: ["Pages", "About Us"]. */
export function entryNames(
  collections: readonly ScreenCollection[],
  file: string,
  data: unknown,
): { names: string[]; fields: DecapField[] } | undefined {
  for (const collection of collections) {
    const entry = collection.files?.find((f) => f.file === `content/${file}`);
    if (entry) return { names: [collection.label, entry.label], fields: entry.fields };
    if (collection.folder && file.startsWith(`${collection.folder.replace(/^content\//, '')}/`)) {
      const id = valueAt(data, collection.identifier_field?.split('.') ?? []);
      const name = typeof id === 'string' && id.trim() ? quoted(id) : file.split('/').pop()!;
      return { names: [collection.label, name], fields: collection.fields ?? [] };
    }
  }
  return undefined;
}
