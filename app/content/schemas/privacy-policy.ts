import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { pageMetaSchema, words, datePicker } from './fields.ts';
import { textAndContactParts } from './contacts.ts';
import { markdownSchema } from './page-parts.ts';

export const privacyPolicySchema = z.object({
  meta: pageMetaSchema,
  lastUpdated: z.iso
    .date({
      error: 'The "last updated" date must be written year-month-day, such as 2026-11-01',
    })
    .meta(cms('Last updated', 'Change it whenever the policy changes.', datePicker)),
  lastUpdatedLabel: words('The "last updated" label', '"Last updated" label'),
  intro: markdownSchema('The introduction').meta(
    cms(
      'Introduction',
      'The toolbar gives headings, links, lists and more. You can write {church} for the church name.',
    ),
  ),
  sections: z
    .array(
      z.object({
        heading: words('A section heading', 'Heading'),
        parts: textAndContactParts('section').meta(
          cms('Parts', 'A section is text, or text with contacts in between.'),
        ),
      }),
    )
    .min(1)
    .meta(
      cms('Sections', undefined, {
        label_singular: 'section',
        min: 1,
        summary: '{{fields.heading}}',
      }),
    ),
});
