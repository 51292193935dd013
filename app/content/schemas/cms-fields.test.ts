import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cms, cmsFields, CmsFieldError } from './cms-fields.ts';

// A kind of content's CMS fields come from its schema: what the CMS shows is declared once.

describe('the CMS fields of a schema', () => {
  it('name each value, in the order of the schema, required unless it may be left out', () => {
    const schema = z.object({
      title: z.string().meta(cms('Title', 'The heading')),
      count: z
        .number()
        .optional()
        .meta(cms('How many', undefined, { value_type: 'int' })),
      shown: z.boolean().default(true).meta(cms('Shown')),
    });
    expect(cmsFields(schema)).toEqual([
      { label: 'Title', name: 'title', widget: 'string', hint: 'The heading' },
      { label: 'How many', name: 'count', widget: 'number', required: false, value_type: 'int' },
      { label: 'Shown', name: 'shown', widget: 'boolean', required: false },
    ]);
  });

  it('take groups, lists, kinds of item and choices from the schema', () => {
    const schema = z.object({
      place: z.object({ town: z.string().meta(cms('Town')) }).meta(cms('Place')),
      people: z.array(z.object({ name: z.string().meta(cms('Name')) })).meta(cms('People')),
      notes: z.array(z.string().meta(cms('Note', undefined, { name: 'note' }))).meta(cms('Notes')),
      parts: z
        .array(
          z.discriminatedUnion('type', [
            z
              .object({ type: z.literal('text'), text: z.string().meta(cms('Words')) })
              .meta(cms('Text')),
            z.object({ type: z.literal('break') }).meta(cms('Break')),
          ]),
        )
        .meta(cms('Parts')),
      day: z.enum(['Sunday', 'Monday']).meta(cms('Day')),
    });
    expect(cmsFields(schema)).toEqual([
      {
        label: 'Place',
        name: 'place',
        widget: 'object',
        fields: [{ label: 'Town', name: 'town', widget: 'string' }],
      },
      {
        label: 'People',
        name: 'people',
        widget: 'list',
        fields: [{ label: 'Name', name: 'name', widget: 'string' }],
      },
      {
        label: 'Notes',
        name: 'notes',
        widget: 'list',
        field: { label: 'Note', name: 'note', widget: 'string' },
      },
      {
        label: 'Parts',
        name: 'parts',
        widget: 'list',
        typeKey: 'type',
        types: [
          {
            label: 'Text',
            name: 'text',
            widget: 'object',
            fields: [{ label: 'Words', name: 'text', widget: 'string' }],
          },
          { label: 'Break', name: 'break', widget: 'object', fields: [] },
        ],
      },
      { label: 'Day', name: 'day', widget: 'select', options: ['Sunday', 'Monday'] },
    ]);
  });

  it("keep a shared value's settings where it is used, adding to or taking back some", () => {
    const address = z
      .string()
      .meta(cms('Web address', 'Small letters', { pattern: ['^[a-z]+$', 'Letters'] }));
    const schema = z.object({
      slug: address.meta({ cms: { hint: 'The series page', pattern: undefined } }),
      page: address.min(1).transform((value) => value.length),
    });
    expect(cmsFields(schema)).toEqual([
      { label: 'Web address', name: 'slug', widget: 'string', hint: 'The series page' },
      {
        label: 'Web address',
        name: 'page',
        widget: 'string',
        hint: 'Small letters',
        pattern: ['^[a-z]+$', 'Letters'],
      },
    ]);
  });

  it('read through a preprocess', () => {
    const schema = z.object({
      counting: z
        .preprocess(
          (value) => value ?? null,
          z.object({ site: z.string().meta(cms('Site')) }).nullable(),
        )
        .meta(cms('Counting', undefined, { required: false })),
    });
    expect(cmsFields(schema)).toEqual([
      {
        label: 'Counting',
        name: 'counting',
        widget: 'object',
        required: false,
        fields: [{ label: 'Site', name: 'site', widget: 'string' }],
      },
    ]);
  });

  it('say which value has no label, so none reaches the CMS unnamed', () => {
    const schema = z.object({ place: z.object({ town: z.string() }).meta(cms('Place')) });
    expect(() => cmsFields(schema, 'church.yml')).toThrow(CmsFieldError);
    expect(() => cmsFields(schema, 'church.yml')).toThrow(
      'church.yml → place → town has no CMS label',
    );
  });
});
