import { z } from 'zod';
import { cms } from './cms-fields.ts';
import {
  choice,
  group,
  headingAndIntro,
  pageMetaSchema,
  paragraph,
  text,
  words,
} from './fields.ts';
import { markdownSchema, pageLinkSchema } from './page-parts.ts';
import { pictureFolder, pictureSchemas, scenePhoto } from './picture-schemas.ts';

export function homeSchema(contentDir: string) {
  const { imageSchema } = pictureSchemas(contentDir);
  return z.object({
    meta: pageMetaSchema,
    hero: group(cms('Top of the page'), {
      kicker: words('The line above the church name', 'Line above the church name'),
      tagline: words(
        'The line under the church name',
        'Line under the church name',
        'You can write {town} for the town from Church details.',
      ),
      image: imageSchema('The hero', {
        label: 'Picture',
        ...pictureFolder('hero'),
        hint: 'Optional. A wide photo of the church. It fills the screen, cropped to fit, so keep the church near the middle. JPEG, at least 1920 × 1080 pixels. Without one, the name stands on the church colour.',
        required: false,
      })
        .optional()
        .meta(cms('Picture', undefined, { required: false })),
      serviceButton: words('The "Sunday Service" button label', '"Sunday Service" button'),
      storyButton: words('The "Find out more" button label', '"Find out more" button'),
    }),
    serviceTimes: group(cms('Service times', 'The times themselves are in Church details.'), {
      ...headingAndIntro('service times'),
      quote: group(cms('Bible verse'), {
        text: paragraph('The Bible verse', 'Verse'),
        reference: words('The Bible reference', 'Reference', 'e.g. Psalm 95:1'),
      }),
    }),
    story: group(cms('Welcome'), {
      heading: words('The church story heading', 'Heading'),
      text: markdownSchema('The welcome text').meta(
        cms(
          'Text',
          'A paragraph or two of welcome; you can write {church} for the church name and {town} for the town. The toolbar gives headings, bold, italics, links, lists, quotations and pictures (describe each picture). A link goes to an https:// address, an e-mail, a phone number or a page of this site such as /visit.',
        ),
      ),
      image: imageSchema('The church story', scenePhoto('Picture', { required: false }))
        .optional()
        .meta(cms('Picture', 'Optional: without one, the words stand alone.', { required: false })),
      valuesHeading: words('The "What Makes Us Tick" heading', '"What Makes Us Tick" heading'),
      valuesIntro: paragraph(
        'The "What Makes Us Tick" introduction',
        '"What Makes Us Tick" introduction',
      ),
      pillars: z
        .array(
          z.object({
            title: words('A pillar title', 'Title'),
            text: paragraph('A pillar description', 'Description'),
            icon: choice(
              'Icon',
              { heart: 'Heart', megaphone: 'Megaphone', book: 'Open book' },
              'A pillar icon must be "heart", "megaphone" or "book"',
            ),
          }),
        )
        .min(1)
        .meta(
          cms('Aims', undefined, { label_singular: 'aim', min: 1, summary: '{{fields.title}}' }),
        ),
    }),
    activities: group(
      cms('Activities', 'The activities themselves are in the Activities section.'),
      headingAndIntro('activities'),
    ),
    getInvolved: group(cms('Get involved'), {
      ...headingAndIntro('get involved'),
      ways: z
        .array(
          z.object({
            title: words('A way to get involved', 'Title'),
            text: paragraph('Its description', 'Description'),
            link: pageLinkSchema.meta(cms('Link')),
          }),
        )
        .min(1)
        .meta(
          cms('Ways to get involved', undefined, {
            label_singular: 'way',
            min: 1,
            summary: '{{fields.title}}',
          }),
        ),
    }),
    findUs: group(cms('How to find us'), {
      heading: words('The find us heading', 'Heading'),
      intro: text('The find us introduction').meta(
        cms('Introduction', 'You can write {street} for the street from Church details.', {
          widget: 'text',
        }),
      ),
      notes: z
        .array(paragraph('A find us note', 'Note', undefined, { name: 'note' }))
        .meta(cms('Notes', 'Parking, access and the like.', { label_singular: 'note' })),
      directionsLabel: words('The "Get directions" link label', '"Get directions" link'),
    }),
  });
}
