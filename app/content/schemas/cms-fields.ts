import type { z } from 'zod';

// What the CMS shows for a value, written on its schema with `.meta({ cms: {...} })`: the rest
// comes from the schema, so a value added with its label appears in /admin without a second edit.

/** A Decap field's own settings: everything but what the schema says (name, fields, types). */
export interface CmsField {
  label?: string;
  /** Omitted, the widget follows the schema: string, number, boolean, object, list, select. */
  widget?: string;
  hint?: string;
  /** Decap's own; set where it differs from the schema's (a value inside an optional group). */
  required?: boolean;
  /** The name a list's single field is saved under (Decap needs one, the file never shows it). */
  name?: string;
  /**
   * Words a visitor reads (true: `text()` says so, and all made from it) or a fact ('duplicate'):
   * on a site of two languages, the office writes words in each and a fact once (i18nOf).
   */
  i18n?: true | 'duplicate';
  [option: string]: unknown;
}

declare module 'zod' {
  interface GlobalMeta {
    cms?: CmsField;
  }
}

export interface DecapField extends CmsField {
  name: string;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
}

/** How the CMS's fields are written: for a site of two languages, each with its `i18n`. */
export interface FieldOptions {
  i18n?: boolean;
}

/** Boxes of words whatever their schema: Markdown and rich text are always read by a visitor. */
const wordWidgets = new Set(['markdown', 'richtext']);
/** Boxes where words are typed; any other (a choice of another entry, a hidden value) is a fact. */
const typedWidgets = new Set(['string', 'text']);

/**
 * A box's `i18n` on a site of two languages (Decap's i18n, docs/decisions/0052): words (made
 * with `text()`, so `words()` and `paragraph()`, typed in a box, or a Markdown box) are written in each
 * language; everything else is a fact (a date, a time, a number, an address, a choice, a
 * picture...), written once and copied into the other language's file, so each file is whole.
 * A group or list is always `true`: Decap's object and list take only true or false (false would
 * leave it out of the second file), and each box in it says for itself.
 */
export function i18nOf(field: DecapField): true | 'duplicate' {
  const inner = [
    ...(field.fields ?? []),
    ...(field.types ?? []),
    ...(field.field ? [field.field] : []),
  ];
  if (inner.length > 0) return true;
  const widget = field.widget ?? 'string';
  if (wordWidgets.has(widget)) return true;
  return field.i18n === true && typedWidgets.has(widget) ? true : 'duplicate';
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The CMS settings written on a schema and on the schemas it was made from, nearest last. */
function ownMeta(schema: z.ZodType): CmsField {
  const parent = (schema._zod as { parent?: z.ZodType }).parent;
  const own = (schema.meta() as { cms?: CmsField } | undefined)?.cms;
  return { ...(parent ? ownMeta(parent) : {}), ...own };
}

const optionals = new Set(['optional', 'default', 'prefault']);

/** The schema of what the file holds, the CMS settings met on the way there, and if optional. */
function unwrap(schema: z.ZodType): { core: z.ZodType; meta: CmsField; optional: boolean } {
  const def = defOf(schema);
  const meta = ownMeta(schema);
  const optional = optionals.has(def.type);
  // A pipe reads its input's schema, or after a preprocess (z.preprocess) its output's.
  const piped = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
  const inner =
    optional || def.type === 'nullable' ? def.innerType : def.type === 'pipe' ? piped : undefined;
  if (!inner) return { core: schema, meta, optional: false };
  const unwrapped = unwrap(inner);
  return {
    core: unwrapped.core,
    meta: { ...unwrapped.meta, ...meta },
    optional: unwrapped.optional || optional,
  };
}

/** Where a schema's CMS settings are missing: "church.yml: address → town has no label". */
export class CmsFieldError extends Error {
  override name = 'CmsFieldError';
}

export function cmsFields(
  schema: z.ZodType,
  where = 'the schema',
  options: FieldOptions = {},
): DecapField[] {
  const { core } = unwrap(schema);
  const { shape } = defOf(core);
  if (!shape) throw new CmsFieldError(`${where} is not a group of values`);
  return Object.entries(shape).map(([name, value]) =>
    cmsField(name, value, `${where} → ${name}`, options),
  );
}

export function cmsField(
  name: string,
  schema: z.ZodType,
  where: string,
  options: FieldOptions = {},
): DecapField {
  const field = fieldOf(name, schema, where, options);
  // The schema's word for it is read here alone: a site of one language's settings name none.
  const { i18n: _said, ...rest } = field;
  return options.i18n ? { ...rest, i18n: i18nOf(field) } : rest;
}

function fieldOf(
  name: string,
  schema: z.ZodType,
  where: string,
  options: FieldOptions,
): DecapField {
  const { core, meta, optional } = unwrap(schema);
  // A setting given as undefined takes back the one the schema was made with.
  const settings = Object.fromEntries(
    Object.entries(meta).filter(([, value]) => value !== undefined),
  ) as CmsField;
  if (!settings.label)
    throw new CmsFieldError(`${where} has no CMS label (.meta({ cms: { label } }))`);
  const def = defOf(core);
  const { name: savedAs, ...rest } = settings;
  const named: DecapField = {
    label: settings.label,
    name: savedAs ?? name,
    widget: settings.widget ?? widgetOf(def),
    ...(optional && { required: false }),
    ...rest,
  };
  if ('fields' in settings || 'field' in settings || 'types' in settings) return named;
  // The sermon's recording box (admin/uploads/recording-box.ts) draws Decap's object inside it.
  if (def.type === 'object' && (named.widget === 'object' || named.widget === 'recording')) {
    return { ...named, fields: cmsFields(core, where, options) };
  }
  if (def.type === 'enum' && named.widget === 'select' && !('options' in settings)) {
    return { ...named, options: Object.values(def.entries ?? {}) };
  }
  if (def.type === 'array' && named.widget === 'list') {
    return { ...named, ...listItems(def.element!, where, options) };
  }
  // One of several kinds of group, not in a list: the start form's choice (admin/start/form-boxes.ts).
  if (def.type === 'union' && def.discriminator)
    return { ...named, ...listItems(core, where, options) };
  return named;
}

const widgets: Record<string, string> = {
  object: 'object',
  array: 'list',
  boolean: 'boolean',
  number: 'number',
  enum: 'select',
};
const widgetOf = (def: Def) => widgets[def.type] ?? 'string';

/** A list's items: a group of fields, one of several kinds of group, or a single value. */
function listItems(element: z.ZodType, where: string, options: FieldOptions): Partial<DecapField> {
  const { core, meta } = unwrap(element);
  const def = defOf(core);
  if (def.type === 'object') return { fields: cmsFields(core, where, options) };
  if (def.type === 'union' && def.discriminator) {
    const typeKey = def.discriminator;
    return {
      typeKey,
      types: def.options!.map((option) => {
        const { core: group, meta: groupMeta } = unwrap(option);
        const shape = defOf(group).shape ?? {};
        const kind = defOf(unwrap(shape[typeKey]!).core).values?.[0];
        const { [typeKey]: _key, ...rest } = shape;
        const fieldsOf = Object.entries(rest).map(([name, value]) =>
          cmsField(name, value, `${where} → ${String(kind)} → ${name}`, options),
        );
        if (!groupMeta.label) {
          throw new CmsFieldError(`${where}: the kind "${String(kind)}" has no CMS label`);
        }
        const { i18n: _said, ...settings } = groupMeta;
        const type: DecapField = {
          label: groupMeta.label,
          name: String(kind),
          widget: 'object',
          ...settings,
          fields: fieldsOf,
        };
        return options.i18n ? { ...type, i18n: i18nOf(type) } : type;
      }),
    };
  }
  return { field: cmsField(meta.name ?? 'item', element, `${where} → item`, options) };
}

/** `.meta(cms('Town'))`: a value's label in the CMS, its hint, and any other settings. */
export const cms = (label: string, hint?: string, settings?: CmsField) => ({
  cms: { label, ...(hint !== undefined && { hint }), ...settings },
});
