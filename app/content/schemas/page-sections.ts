import { z } from 'zod';
import { distinctSlugs } from '../../lib/slug.ts';
import { cms } from './cms-fields.ts';
import { group, paragraph, words } from './fields.ts';
import { markdownSchema, toolbarHint } from './page-parts.ts';

// Sections the office arranges in /admin, so a church's leaders, whatever they're called, fit.

/** The sections' kinds, as the file names them ("type: people") and /admin offers them. */
export const sectionKinds = {
  people: 'People with their roles',
  text: 'Text',
  person: 'One person, with text beside them',
} as const;
export type SectionKind = keyof typeof sectionKinds;

const heading = words(
  'A section heading',
  'Heading',
  'e.g. Elders, Church Council, Our Minister, Staff.',
);

/** What a link to the section ends with (#vacancy): from the heading unless the office names it. */
const linkName = words(
  'A section link name',
  'Link name',
  'Only if another page links to this section: the words after # in that link, e.g. vacancy. Empty uses the heading.',
).optional();

/** A section's kind, its label and the summary on its bar in /admin's list. */
const kind = <K extends SectionKind>(type: K, hint: string) =>
  cms(sectionKinds[type], hint, { summary: '{{fields.heading}}' });

/** The sections of a page (`page` names it in messages), with its `person` schema. */
export function pageSectionsSchema<P extends z.ZodType>(page: string, person: P) {
  // A new section's list is missing until a person is added: to the office, it is empty.
  const nobody = 'A section of people needs at least one person';
  const people = z
    .array(person, { error: nobody })
    .min(1, { error: nobody })
    .meta(
      cms('People', 'Shown in this order. Drag a person by the handle at the top to move them.', {
        label_singular: 'person',
        min: 1,
        summary: '{{fields.name}}, {{fields.role}}',
      }),
    );
  const section = z.discriminatedUnion(
    'type',
    [
      group(
        kind(
          'people',
          'A group of people, each with their role and a photo if you have one: elders, stewards, staff.',
        ),
        {
          type: z.literal('people'),
          heading,
          linkName,
          intro: paragraph(
            'The words under a section heading',
            'Introduction',
            'One sentence under the heading, e.g. The elders who serve the church.',
          ).optional(),
          people,
        },
      ),
      group(kind('text', 'A heading and words, e.g. what elders or stewards do.'), {
        type: z.literal('text'),
        heading,
        linkName,
        text: markdownSchema('The text of a section').meta(cms('Text', toolbarHint)),
      }),
      group(
        kind(
          'person',
          'One person with their photo and words beside them: the minister, or the convener during a vacancy.',
        ),
        {
          type: z.literal('person'),
          heading,
          linkName,
          person: person.meta(cms('Person')),
          text: markdownSchema('The text beside the person').meta(cms('Text', toolbarHint)),
        },
      ),
    ],
    {
      error: `Each section of ${page} is people ("type: people"), text ("type: text") or one person ("type: person")`,
    },
  );
  return z
    .array(section, { error: `The sections of ${page} must be a list` })
    .transform((sections) => {
      // Each its own id on the page, from its link name or heading: kirk-session, or staff-2 for
      // a second Staff. Never "main", the skip link's target (root.tsx): "Main" gets main-2.
      const names = sections.map((s) => s.linkName ?? s.heading);
      const ids = distinctSlugs(['main', ...names], 'section').slice(1);
      return sections.map((s, index) => ({ ...s, id: ids[index]! }));
    })
    .prefault([])
    .meta(
      cms(
        'Sections',
        'Shown in this order under the introduction. Add one with the button below and choose its kind; drag a section by its handle to move it.',
        { label_singular: 'section' },
      ),
    );
}
