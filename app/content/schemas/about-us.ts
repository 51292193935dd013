import { z } from 'zod';
import { samplePerson } from './contacts.ts';
import { cms } from '../cms/cms-fields.ts';
import { group, headingAndIntro, pageMetaSchema, paragraph, words } from './fields.ts';
import { markdownSchema, toolbarHint } from './page-parts.ts';
import { pictureFolder, pictureSchemas } from './picture-schemas.ts';

export function aboutUsSchema(contentDir: string) {
  const { imageKey } = pictureSchemas(contentDir);
  const personSchema = z.object({
    name: words("A person's name", 'Name', 'As it should be shown, e.g. Rev. Andrew McCracken.'),
    role: words("A person's role", 'Role', 'e.g. Elder, Clerk of Session, Youth Worker.'),
    photo: imageKey("A person's photo").meta(
      cms(
        'Photo',
        'A head-and-shoulders photo. It is cropped to a square, so keep the face near the middle. JPEG or PNG, at least 480 × 480 pixels.',
        pictureFolder('people'),
      ),
    ),
    placeholder: samplePerson(
      'On for the made-up people that came with the website; the build lists them until they are replaced. Leave it off for a real person.',
    ),
  });

  const peopleSection = (what: string) =>
    z.object({
      ...headingAndIntro(what),
      people: z
        .array(personSchema, { error: `The ${what} people are missing` })
        .min(1, { error: `The ${what} needs at least one person` })
        .meta(
          cms(
            'People',
            'Shown in this order. Drag a person by the handle at the top to move them.',
            {
              label_singular: 'person',
              min: 1,
              summary: '{{fields.name}}, {{fields.role}}',
            },
          ),
        ),
    });

  return z.object({
    meta: pageMetaSchema,
    intro: markdownSchema('The introduction').meta(cms('Introduction', toolbarHint)),
    elders: group(cms('Ruling elders'), {
      ...headingAndIntro('ruling elders'),
      duties: z
        .array(paragraph('A duty of the elders', 'Duty', undefined, { name: 'duty' }))
        .min(1)
        .meta(cms('What elders do', undefined, { label_singular: 'duty', min: 1 })),
    }),
    convener: group(cms('Vacancy'), {
      heading: words('The vacancy heading', 'Heading'),
      body: markdownSchema('The vacancy text').meta(cms('Text', toolbarHint)),
      person: personSchema.meta(cms('Vacancy Convener')),
    }),
    kirkSession: peopleSection('Kirk Session').meta(cms('Kirk Session')),
    staff: peopleSection('Staff').meta(cms('Staff')),
  });
}
