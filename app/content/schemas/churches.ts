import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { activitySlugSchema } from './activity.ts';
import { httpsUrl, paragraph, ukPostcode, words } from './fields.ts';
import { pictureSchemas, scenePhoto } from './picture-schemas.ts';

// One church of several (content/churches/{slug}.yml): a benefice, circuit or linked charge.
// A site with none is one church, as church.yml says; church.yml is then the whole's.

const yesNo = (label: string, hint: string) =>
  z
    .boolean({ error: `${label} must be ticked or not` })
    .default(false)
    .meta(cms(label, hint, { required: false }));

/** A church of several, made for one content folder (whether its photo is there). */
export function churchFileSchema(contentDir: string) {
  const { imageSchema } = pictureSchemas(contentDir);
  return z.object({
    slug: activitySlugSchema.meta({
      cms: {
        hint: 'Its page is at /churches/ followed by this, e.g. st-marys. Small letters and dashes only. Changing it breaks links people have saved, and the services that name it.',
      },
    }),
    name: words('The church name', 'Name', 'As people know it, e.g. St Mary’s, Kilbride.'),
    alsoKnownAs: z
      .array(words('Another name', 'Other name', undefined, { name: 'name' }))
      .optional()
      .meta(
        cms(
          'Other names it is known by',
          'Optional. Other names an event’s Location may give it in the calendar or ChurchSuite, e.g. Llangoedmor for Llangoedmor Parish Church. An event whose Location holds the church’s name, its postcode or one of these is listed under it; “Church”, accents, capitals and punctuation make no difference.',
          { required: false },
        ),
      ),
    address: z
      .object(
        {
          street: words('The street address', 'Street', 'e.g. Main Street.'),
          town: words('The town or village', 'Town or village'),
          postcode: ukPostcode.meta(cms('Postcode', 'e.g. BT47 3AB.')),
        },
        { error: 'The address (street, town or village, and postcode) is missing' },
      )
      .meta({ cms: { label: 'Address', collapsed: false } }),
    directions: httpsUrl('The directions link')
      .optional()
      .meta(
        cms(
          'Directions link',
          'Optional. A map address for directions, as the map shows it. Without one the page links to a map of the postcode.',
          { required: false },
        ),
      ),
    photo: imageSchema('The church', scenePhoto('Photo', { required: false }))
      .optional()
      .meta(cms('Photo', 'Optional. A photo of the church from outside.', { collapsed: true })),
    access: z
      .object({
        stepFree: yesNo(
          'Step-free entrance',
          'Tick if a wheelchair user can get in without steps.',
        ),
        hearingLoop: yesNo('Hearing loop', 'Tick if the church has a working hearing loop.'),
        toilets: yesNo('Toilets', 'Tick if there are toilets visitors may use.'),
        parking: paragraph(
          'The parking note',
          'Parking',
          'Optional. Where to park, e.g. "A small car park beside the church; more on Main Street."',
        ).optional(),
      })
      .default({ stepFree: false, hearingLoop: false, toilets: false })
      .meta({ cms: { label: 'What a visitor needs to know', collapsed: false } }),
    about: paragraph(
      'The words about the church',
      'About the church',
      'Optional. A few sentences for its page: its history, what a service there is like.',
    ).optional(),
  });
}
export type ChurchFile = z.output<ReturnType<typeof churchFileSchema>>;
