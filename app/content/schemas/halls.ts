import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { linkSchema, pageLink } from './page-parts.ts';
import { pictureSchemas, scenePhoto } from './picture-schemas.ts';
import { group, pageMetaSchema, paragraph, text, words } from './fields.ts';
import { slugPattern } from '../../lib/slug.ts';
import { siteFolders } from './short-links.ts';

// The halls and rooms page (content/pages/halls.yml); the bookings come from ChurchSuite.

export function hallsPageSchema(contentDir: string) {
  const { imageSchema } = pictureSchemas(contentDir);
  const room = z.object({
    name: words('The room’s name', 'Name', 'As people know it, e.g. Main Hall.'),
    resource: words(
      'The room’s name in ChurchSuite',
      'Name in ChurchSuite',
      'Optional. The room’s name (or number) as a resource in ChurchSuite Bookings, when it is not the name above. Its bookings are shown under this room.',
    ).optional(),
    photo: imageSchema('A room', scenePhoto('Photo', { required: false }))
      .optional()
      .meta(
        cms('Photo', 'Optional. Open it with the arrow to add a photo of the room.', {
          collapsed: true,
        }),
      ),
    capacity: text('How many the room holds')
      .optional()
      .meta(cms('How many it holds', 'Optional, e.g. 200 seated, or 120 at tables.')),
    facilities: z
      .array(words('A facility', 'Facility'))
      .default([])
      .meta(
        cms('Facilities', 'One a line, e.g. Kitchen hatch, Projector and screen, Hearing loop.'),
      ),
    hire: paragraph(
      'The room’s hire terms',
      'Hire terms',
      'Optional. What it costs and any conditions, e.g. £20 an hour; no alcohol.',
    ).optional(),
  });
  return z.object({
    slug: z
      .string({ error: 'The halls page’s web address is missing' })
      .regex(slugPattern, {
        error:
          'The halls page’s web address may use only small letters, digits and single dashes, such as halls',
      })
      .refine((slug) => !siteFolders.has(slug), {
        error:
          'The halls page’s web address belongs to the site itself; choose another, such as halls',
      })
      .meta(
        cms(
          'Web address',
          'The page is at / followed by this, e.g. halls; each room’s page is under it (/halls/main-hall). Small letters, digits and dashes only. Changing it breaks links people have saved.',
        ),
      ),
    meta: pageMetaSchema,
    link: pageLink(
      'Where the link to this page appears: the top menu, a menu group or the footer.',
    ),
    intro: paragraph(
      'The introduction under the heading',
      'Introduction',
      'One or two sentences under the heading.',
    ),
    ask: group(cms('How to book', undefined, { collapsed: false }), {
      heading: words('The heading over how to book', 'Heading', 'e.g. Booking a room'),
      text: paragraph(
        'How to ask for a booking',
        'How to ask',
        'A sentence or two; the office’s phone and e-mail are shown under it.',
      ),
      form: linkSchema
        .optional()
        .meta(
          cms(
            'Booking form',
            'Optional. A ChurchSuite form for booking requests: its words and its address.',
            { collapsed: true, required: false },
          ),
        ),
    }),
    rooms: z
      // Empty for a church that hires out no rooms: the page is built only with ChurchSuite's bookings.
      .array(room)
      .meta(
        cms('Rooms', 'Each hall and room, in the order they are shown.', {
          summary: '{{fields.name}}',
          label_singular: 'room',
        }),
      ),
    words: group(cms('Words on the page', undefined, { collapsed: true }), {
      capacity: words(
        'The word before how many a room holds',
        'Before how many it holds',
        'e.g. Holds',
      ),
      facilities: words(
        'The heading over a room’s facilities',
        'Over the facilities',
        'e.g. Facilities',
      ),
      hire: words('The heading over a room’s hire terms', 'Over the hire terms', 'e.g. Hiring it'),
      bookings: words(
        'The heading over a room’s bookings',
        'Over the bookings',
        'e.g. When it is booked',
      ),
      week: words(
        'The words before a week’s first day',
        'Before a week',
        'As in "Week beginning Monday 22 March".',
      ),
      free: words('The words for a day with no bookings', 'A free day', 'e.g. Free all day'),
      allDay: words(
        'The words for a day booked throughout',
        'A day booked throughout',
        'e.g. Booked all day',
      ),
      from: words(
        'The word before a booking’s start, when it runs on to the next day',
        'Before a start',
        'As in "From 7pm", for a booking running on past midnight, e.g. From',
      ),
      until: words(
        'The word before a booking’s end, when it began the day before',
        'Before an end',
        'As in "Until 2am", for a booking from the day before, e.g. Until',
      ),
      to: words(
        'The word between a booking’s start and end',
        'Between start and end',
        'As in "7pm to 9pm", e.g. to',
      ),
      part: words(
        'The words for part of a room',
        'Part of the room',
        'When only part of a divided room is booked, e.g. part of the room',
      ),
      asOf: words(
        'The "booked as of" line',
        '"Bookings as at" line',
        'Followed by when the site last read the bookings (each time it is published), e.g. Bookings as at',
      ),
      unavailable: paragraph(
        'The message when the bookings could not be read',
        'When the bookings cannot be shown',
        'Shown on a day ChurchSuite could not be read when the site was brought up to date.',
      ),
      rooms: words('The name of the choice of room', 'Choice of room', 'e.g. Show one room'),
      allRooms: words('The link back to every room', 'Every room', 'e.g. All rooms'),
    }),
  });
}

export type HallsPage = z.infer<ReturnType<typeof hallsPageSchema>>;
export type HallRoom = HallsPage['rooms'][number];
