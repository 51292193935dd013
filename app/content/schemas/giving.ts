import { z } from 'zod';
import { cms } from './cms-fields.ts';
import {
  blankToNothing,
  group,
  httpsUrl,
  pageMetaSchema,
  paragraph,
  text,
  words,
} from './fields.ts';
import { markdownSchema, toolbarHint } from './page-parts.ts';

export const givingSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction').meta(cms('Introduction', toolbarHint)),
  stepsHeading: words('The giving steps heading', 'Steps heading'),
  steps: z
    .array(text('A giving step').meta(cms('Step', undefined, { name: 'step', widget: 'text' })))
    .min(1)
    .meta(cms('Steps', 'Numbered on the page in this order.', { label_singular: 'step', min: 1 })),
  // Wherever the church gives: ChurchSuite's My Giving, Stewardship, a bank's page...
  button: group(cms('Giving button', 'The button under the steps, to where the giving is done.'), {
    label: words(
      'The giving button label',
      'Label',
      'Such as "Access ChurchSuite" or "Give online".',
    ),
    url: httpsUrl('The giving button address').meta(
      cms(
        'Address',
        'The page the button opens, starting with https://: for ChurchSuite your account address followed by /my (https://yourchurch.churchsuite.com/my).',
      ),
    ),
  }),
  // None for a church that does not claim Gift Aid (both boxes emptied): the page says nothing of it.
  giftAid: z.preprocess(
    blankToNothing,
    group(cms('Gift Aid', 'Optional: empty both boxes if the church does not claim it.'), {
      heading: words('The Gift Aid heading', 'Heading'),
      body: markdownSchema('The Gift Aid text').meta(cms('Text', toolbarHint)),
    }).optional(),
  ),
  help: group(cms('Help box'), {
    heading: words('The help box heading', 'Heading'),
    text: paragraph('The help box text', 'Text'),
  }),
});
