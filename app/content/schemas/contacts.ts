import { z } from 'zod';
import type { RichBlock } from './rich-text.ts';
import { cms } from './cms-fields.ts';
import { emailSchema, group, phoneOf, phoneSchema, text, words } from './fields.ts';
import { linkSchema, markdownSchema } from './page-parts.ts';

// People to contact (activities, church pages, the privacy policy), and texts with their cards.

/** A sample person shipped with the site: the build lists them until they are replaced. */
export const samplePerson = (hint: string) =>
  z.boolean().optional().meta(cms('Sample person', hint));

const contactDetails = z.object({
  name: words('A contact name', 'Name'),
  role: words('A contact role', 'Role', 'e.g. Leader, or Anchor Section (P1 to P3).').optional(),
  email: emailSchema.optional(),
  // Optional, so its box is not required in the CMS.
  phone: phoneOf(phoneSchema.in.shape.display.meta({ cms: { required: false } }))
    .optional()
    .meta(cms('Phone', 'Optional.', { collapsed: true })),
  website: linkSchema
    .extend({
      label: linkSchema.shape.label.meta({ cms: { required: false } }),
      href: linkSchema.shape.href.meta({
        cms: { required: false, hint: 'Starting with https://' },
      }),
    })
    .optional()
    .meta(cms('Website', 'If you give a website, fill in both boxes.', { collapsed: true })),
  address: z
    .array(text('An address line').meta({ cms: { label: 'Line', name: 'line' } }))
    .optional()
    .meta(cms('Postal address', 'One line of the address per entry.', { label_singular: 'line' })),
  placeholder: samplePerson(
    'Shipped with the site as an example. Replace them, then turn this off.',
  ),
});
export type Contact = Omit<z.infer<typeof contactDetails>, 'placeholder'>;

/** A person to contact, or the church office: two kinds, so the CMS asks nothing of the office. */
export const contactSchema = z.discriminatedUnion(
  'type',
  [
    contactDetails
      .extend({ type: z.literal('person') })
      .refine((c) => c.email || c.phone || c.website || (c.address?.length ?? 0) > 0, {
        error: 'A contact needs at least one way to reach them: email, phone, website or address',
      })
      .meta(cms('Person or organisation', undefined, { summary: '{{fields.name}}' })),
    group(cms('The church office', undefined, { summary: 'The church office' }), {
      type: z.literal('church-office'),
      role: words(
        'A contact role',
        'Role',
        'e.g. Or through the church office. The name, phone and e-mail come from Church details.',
      ).optional(),
    }),
  ],
  {
    error: 'Each contact is a person ("type: person") or the church office ("type: church-office")',
  },
);
export type ContactEntry = z.infer<typeof contactSchema>;

export const contactsSchema = z
  .array(contactSchema, { error: 'The contact list is missing' })
  .min(1, { error: 'A contact list needs at least one contact' })
  .meta(
    cms(
      'Contacts',
      'Add a person (or an organisation) with a name and at least one of e-mail, phone, website or postal address, or the church office.',
      { label_singular: 'contact', min: 1, summary: '{{fields.name}}' },
    ),
  );

/** Rich text (rich-text.ts), or contact cards placed among it. */
export type Block = RichBlock | { contacts: Contact[] };

/** Longer text with contact cards among it, in order (the privacy policy, church pages). */
export const textAndContactParts = (what: string) =>
  z
    .array(
      z.discriminatedUnion(
        'type',
        [
          group(cms('Text'), {
            type: z.literal('text'),
            text: markdownSchema(`A ${what} text`).meta(
              cms(
                'Text',
                'The toolbar gives headings, links, lists and more. You can write {church} for the church name and {charityNumber} for its charity number.',
              ),
            ),
          }),
          z.object({ type: z.literal('contacts'), contacts: contactsSchema }).meta(cms('Contacts')),
        ],
        {
          error: `Each part of a ${what} is either text ("type: text") or contacts ("type: contacts")`,
        },
      ),
      { error: `The ${what} is missing` },
    )
    .min(1, { error: `A ${what} needs some text` })
    .meta({ cms: { label_singular: 'part', min: 1 } });
