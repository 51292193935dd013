import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { churchRef } from './church-ref.ts';
import type { DateStyle } from '../../lib/format-date.ts';
import type { Language } from '../../lib/languages.ts';
import { calendarAddress, churchSuiteAccount, churchSuiteFeedId } from './pasted.ts';
import {
  charityNumberSchema,
  choice,
  clockTime,
  emailSchema,
  httpsUrl,
  paragraph,
  phoneSchema,
  socialUrl,
  text,
  ukPostcode,
  words,
  datePicker,
  fact,
} from './fields.ts';

// Every church fact (content/church.yml).

/** For a group of settings: "missing" reads better than zod's "expected object". */
const missing = (what: string) => ({ error: `${what} is missing` });

/** A ChurchSuite feed's id: the long code in its address, or the address pasted whole. */
const feedId = (id: string, feed: string, example: string) =>
  z
    .preprocess(
      churchSuiteFeedId,
      z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
        error: `The ${id} id is the long code in your ChurchSuite ${feed} feed address, such as ${example}`,
      }),
    )
    .optional();

/** The longest name and town the site's words have room for ({church} in a page's description). */
export const longestName = 80;
export const longestTown = 40;

export const churchSchema = z.object({
  name: text('The church name')
    .max(longestName, {
      error: `The church name should be at most ${longestName} letters: the pages’ descriptions name it, and have room for no more. Its short name is for beside the logo`,
    })
    .meta(cms('Church name', 'The full name, e.g. St Mary’s Parish Church.')),
  shortName: text('The short church name').meta(
    cms('Short name', 'Used beside the logo and in page titles, e.g. St Mary’s.'),
  ),
  siteUrl: httpsUrl('The website address').meta(
    cms('Website address', 'Where the website is published, e.g. www.example.org.uk.'),
  ),
  address: z
    .object(
      {
        street: words('The street address', 'Street', 'With the house number, e.g. 1 Church Road.'),
        town: words('The town', 'Town').max(longestTown, {
          error: `The town should be at most ${longestTown} letters`,
        }),
        county: words('The county', 'County', 'e.g. Kent, Fife, Powys or County Antrim.'),
        postcode: ukPostcode.meta(
          cms('Postcode', 'Anywhere in the UK, e.g. SW1A 1AA, EH1 1YZ, CF10 1AA or BT1 5GS.'),
        ),
      },
      missing('The address (street, town, county and postcode)'),
    )
    .meta({ cms: { label: 'Address', collapsed: false } }),
  phone: phoneSchema.meta({
    cms: {
      label: 'Phone',
      collapsed: false,
      hint: 'The church’s number, as the site shows it.',
    },
  }),
  email: emailSchema.meta({ cms: { hint: "The church office's e-mail address." } }),
  charityNumber: charityNumberSchema
    .optional()
    .meta(
      cms(
        'Charity number',
        'The regulator’s number for the church. Northern Ireland: NIC and six digits, e.g. NIC100000. Scotland: SC and six digits, e.g. SC012345. England and Wales: six or seven digits, e.g. 1234567 (or 1234567-1 for a linked charity). Leave it empty if the church has no number (many churches in England and Wales are charities that need not register); the foot of each page then gives none.',
      ),
    ),
  services: z
    .array(
      z.object({
        day: z
          .enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], {
            error: 'A service day must be a day of the week, such as Sunday',
          })
          .meta({ cms: { label: 'Day', default: 'Sunday' } }),
        time: clockTime('A service time').meta(
          cms(
            'Time',
            'When it starts, e.g. 10.30am, 6pm or 18:30. The site shows it in the date style below.',
          ),
        ),
        length: z
          .number({ error: 'A service length must be a number of minutes, such as 60' })
          .int({ error: 'A service length must be a whole number of minutes, such as 60' })
          .min(1, { error: 'A service length must be a number of minutes, such as 60' })
          .max(12 * 60, { error: 'A service length is in minutes: at most 720 (twelve hours)' })
          .optional()
          .meta({
            cms: {
              label: 'Length in minutes',
              value_type: 'int',
              min: 1,
              max: 720,
              hint: 'How long the service usually lasts, e.g. 60 for an hour. The site adds it to the time wherever the words say {serviceEnd}, so the end moves with the start.',
            },
          }),
        name: words('A service name', 'Name', 'e.g. Main Service, Evening Service'),
        // A site of several churches (content/churches): where, and on which weeks of the month.
        church: churchRef(
          'A service',
          'Only on a site of several churches: the church it is at (add it under Our churches first).',
        ),
        weeks: z
          .array(
            z
              .number({ error: 'A week of the month is a number from 1 to 5' })
              .int({ error: 'A week of the month is a number from 1 to 5' })
              .min(1, { error: 'A week of the month is a number from 1 to 5' })
              .max(5, { error: 'A week of the month is a number from 1 to 5' })
              .meta({ cms: { label: 'Week', name: 'week', value_type: 'int', min: 1, max: 5 } }),
          )
          .min(1, { error: 'Leave the weeks empty for a service held every week' })
          .optional()
          .meta(
            cms(
              'Weeks of the month',
              'Optional. Empty: every week. 1 and 3: the 1st and 3rd of the month (e.g. the 1st and 3rd Sundays); 5: only in a month with a 5th.',
              { required: false },
            ),
          ),
      }),
      missing('The list of service times'),
    )
    .min(1, { error: 'At least one service time is needed' })
    .meta({
      cms: {
        label: 'Service times',
        label_singular: 'service',
        collapsed: false,
        min: 1,
        summary: '{{fields.day}} {{fields.time}}: {{fields.name}}',
        hint: 'The first service is the one the site means when it mentions the service time in the text, e.g. "during the 11:30am service".',
      },
    }),
  // English unless the church says otherwise (lib/languages.ts): the page's language, its words
  // file's and its dates'. A second language gives every page a twin in it.
  language: choice(
    'The language of the site',
    { en: 'English', cy: 'Cymraeg (Welsh)' } satisfies Record<Language, string>,
    'The language must be en (English) or cy (Cymraeg)',
    { default: 'en', hint: 'The language every page is written in first.' },
  ).default('en'),
  secondLanguage: choice(
    'A second language',
    { en: 'English', cy: 'Cymraeg (Welsh)' } satisfies Record<Language, string>,
    'The second language must be en (English) or cy (Cymraeg)',
    { hint: 'Optional. Every page then has a twin in this language, at its own address.' },
  ).optional(),
  // British unless the church says otherwise: the start form writes none (the sample says US).
  dateStyle: choice(
    'How dates and times are written',
    {
      british: 'British: Sunday 13 December at 6pm',
      us: 'American: Sunday, December 13 at 6:00 PM',
    } satisfies Record<DateStyle, string>,
    'The date style must be british or us',
    { default: 'british', hint: 'Every date and time the site shows, on every page.' },
  ).default('british'),
  // Exceptions to the services' patterns, each on one day; past ones may stay (nothing shows them).
  serviceChanges: z
    .array(
      z
        .object({
          date: z.iso
            .date({
              error: 'A service change’s date must be written year-month-day, such as 2027-01-17',
            })
            .meta(cms('Date', 'The day the services would have been held.', datePicker)),
          change: choice(
            'What changes',
            {
              cancelled: 'Cancelled',
              moved: 'Moved to another day or time',
              instead: 'One service instead of all that day’s (a joint service)',
            },
            'A service change must be cancelled, moved or instead',
            { default: 'cancelled' },
          ),
          church: churchRef(
            'A service change',
            'Cancelled or moved: the church whose service changes (empty: every church that day). Instead: the church where the one service is held.',
          ),
          service: z
            .string()
            .optional()
            .meta(
              cms(
                'Service',
                'Cancelled or moved: its name, when that church has more than one that day (empty: all of them). Instead: the name of the one service, e.g. Joint Benefice Communion.',
                { required: false },
              ),
            ),
          time: clockTime('A service change’s time')
            .optional()
            .meta(
              cms('New time', 'Moved or instead: when it starts, e.g. 10.30am.', {
                required: false,
              }),
            ),
          toDate: z.iso
            .date({
              error:
                'A moved service’s new date must be written year-month-day, such as 2027-01-18',
            })
            .optional()
            .meta(
              cms('New date', 'Moved: the day it is held instead (empty: the same day).', {
                ...datePicker,
                required: false,
              }),
            ),
          note: text('A service change’s note')
            .optional()
            .meta(
              cms('Note', 'Optional. A few words shown beside it, e.g. "At St John’s this week".', {
                required: false,
              }),
            ),
        })
        .check((ctx) => {
          const { change, time, toDate, service } = ctx.value;
          const need = (missing: boolean, message: string) =>
            missing && ctx.issues.push({ code: 'custom', input: ctx.value, message });
          need(
            change === 'moved' && !time && !toDate,
            `The service change on ${ctx.value.date} moves a service: give its new date or time`,
          );
          need(
            change === 'instead' && (!time || !service || !ctx.value.church),
            `The service change on ${ctx.value.date} holds one service instead: give its church, name and time`,
          );
        }),
    )
    .default([])
    .meta({
      cms: {
        label: 'Changes to the services',
        label_singular: 'change',
        collapsed: true,
        summary: '{{fields.date}}: {{fields.change}} {{fields.church}} {{fields.service}}',
        hint: 'A service cancelled or moved on one day, or one joint service instead of the usual ones. The site leaves a change out once its day has passed.',
      },
    }),
  livestream: z
    .object({
      url: httpsUrl('The livestream address').meta({
        cms: {
          label: 'Livestream address',
          // Inside a group that may be left empty, so Decap must not insist on it.
          required: false,
          hint: "The full address where the service is streamed, starting with https://, e.g. your YouTube channel's address followed by /live.",
        },
      }),
      note: text('The livestream note')
        .optional()
        .meta(cms('Note beside the link', 'A few words, e.g. Sundays from 11:25')),
    })
    .optional()
    .meta({
      cms: {
        label: 'Livestream',
        collapsed: false,
        hint: 'A "Watch live" link beside the service times, on the home page and at the foot of every page. Empty both boxes for no link.',
      },
    }),
  childrenNote: paragraph(
    "The children's note",
    'Note for children',
    'Shown under the service times, e.g. where children go during the service.',
  ),
  social: z
    .object({
      facebook: socialUrl('The Facebook group address', 'facebook')
        .optional()
        .meta(cms('Facebook group')),
      instagram: socialUrl('The Instagram address', 'instagram').optional().meta(cms('Instagram')),
      youtube: socialUrl('The YouTube channel address', 'youtube')
        .optional()
        .meta(cms('YouTube channel')),
    })
    // All three emptied in the CMS leaves no group at all: no links.
    .default({})
    .meta({
      cms: {
        label: 'Social media',
        collapsed: false,
        hint: 'Each is optional: the foot of every page shows an icon for each address given, and none for an empty box.',
      },
    }),
  churchSuite: z
    .preprocess(
      // Every box emptied in the CMS (or the group left out): the church has no ChurchSuite.
      (value) =>
        value &&
        typeof value === 'object' &&
        Object.values(value).every((box) => box === undefined || box === null || box === '')
          ? undefined
          : value,
      z
        .object(
          {
            account: z
              .preprocess(
                churchSuiteAccount,
                z
                  .string({ error: 'The ChurchSuite account name is missing' })
                  .regex(/^[a-z0-9-]+$/, {
                    error:
                      'The ChurchSuite account name is the first part of your ChurchSuite address, in small letters (for "stmarys.churchsuite.com" it is "stmarys")',
                  }),
              )
              .meta(
                cms(
                  'Account name',
                  'The first part of your ChurchSuite address, in small letters (or paste the address): for stmarys.churchsuite.com it is stmarys. The events, the groups and the sign-up form use it.',
                  // Inside an optional group: the build says when it is missing.
                  { required: false },
                ),
              ),
            calendarId: feedId('calendar', 'calendar', '0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b').meta(
              cms(
                'Calendar id',
                "Optional. The long code in your ChurchSuite calendar feed address, or the address itself (in ChurchSuite admin, the calendar embed's address ends /-/calendar/code/json). Without it the site uses the older embed feed.",
              ),
            ),
            groupsId: feedId('groups', 'small groups', '4e003d61-0199-4ff6-9f73-19e207c03e68').meta(
              cms(
                'Small groups id',
                "Optional. The long code in your ChurchSuite small groups feed address, or the address itself (in ChurchSuite admin, the small groups embed's address ends /-/smallgroups/code/json). Without it the site uses the older embed feed. The Find a group page lists the groups it gives.",
              ),
            ),
            bookingsId: feedId('bookings', 'bookings', '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f').meta(
              cms(
                'Bookings id',
                "Optional. The long code in your ChurchSuite bookings feed address, or the address itself (in ChurchSuite admin, the bookings embed's address ends /-/bookings/code/json). The Halls and rooms page shows when each room is booked from it.",
              ),
            ),
          },
          missing('The ChurchSuite settings (account)'),
        )
        .optional(),
    )
    .meta({
      cms: {
        label: 'ChurchSuite',
        required: false,
        collapsed: false,
        hint: 'Optional: empty every box if the church does not use ChurchSuite. With an account the site shows its events, the Find a group page and the sign-up form; with a bookings id, the Halls and rooms page.',
      },
    }),
  calendarUrl: z
    .preprocess(
      // An emptied box is no calendar; a "webcal://" subscribe link is the same file over https.
      (value) => (value === '' || value === null ? undefined : calendarAddress(value)),
      httpsUrl('The calendar address').optional(),
    )
    .meta(
      cms(
        'Calendar address',
        "Optional: the public address of your Google or Outlook calendar (ends in .ics), if the church keeps its diary there. The home page and the Events page then list its events, read each time the site is rebuilt. Used only when the ChurchSuite boxes above are empty (ChurchSuite's own calendar comes first). The setting-up guide says where Google and Outlook show the address.",
        { required: false },
      ),
    ),
  analytics: z
    .preprocess(
      // Both boxes emptied in the CMS (or the group left out) switches counting off, like null.
      (value) =>
        value === undefined ||
        (value && typeof value === 'object' && Object.keys(value).length === 0)
          ? null
          : value,
      z
        .object({
          domain: text('The analytics site name').meta({
            cms: {
              label: 'Site name',
              required: false,
              hint: 'The site as registered with the counting service, e.g. stmarys-church.org.uk.',
              ...fact,
            },
          }),
          endpoint: httpsUrl('The analytics address').meta({
            cms: {
              label: 'Counting address',
              required: false,
              hint: 'Where page views are sent. For Plausible it is https://plausible.io/api/event',
            },
          }),
        })
        .nullable(),
    )
    .meta({
      cms: {
        label: 'Visitor counting',
        required: false,
        collapsed: true,
        hint: 'Counts page views without cookies (Plausible). Fill in both boxes, or empty both to switch counting off altogether.',
      },
    }),
});

export type Church = z.infer<typeof churchSchema>;
