import { z } from 'zod';
import { cms } from '../../content/schemas/cms-fields.ts';
import type { Language } from '../../lib/languages.ts';
import { slugOf } from '../../lib/slug.ts';
import { churchSchema } from '../../content/schemas/church.ts';
import {
  choice,
  emailSchema,
  httpsUrl,
  phoneSchema,
  photoPositionSchema,
  text,
  ukPostcode,
  words,
} from '../../content/schemas/fields.ts';

// The church's own facts, asked once in /admin's start form (issue 71): one Publish turns the
// sample church into this one (new-church.ts). Boxes the church file has are its own schemas,
// so the form refuses what /admin's Church details would refuse, in the same words.

const person = z.object({
  name: words('A name', 'Name'),
  role: words('A role', 'Role', 'e.g. Minister, Deacon, Church Secretary'),
  photo: text('A photo')
    .startsWith('people/', { error: 'A person’s photo is kept in people/' })
    .optional()
    .meta(
      cms(
        'Photo',
        'Optional. A head-and-shoulders photo, shown as a square (beside it, as the site will show it). Without one, the site shows their initials.',
        { widget: 'portrait' },
      ),
    ),
  photoPosition: photoPositionSchema,
});

// A leader in a group the church names (Elders, Deacons, Vestry): About Us gives each its section.
const leader = person.extend({
  group: words(
    'A leader’s group',
    'Group',
    'Optional. The group they belong to, as the church names it, e.g. Elders, Deacons, Vestry. About Us gives each group its own section; people with no group come first.',
  ).optional(),
});

/** A question the privacy notice follows: empty is no. */
const yesOrNo = (label: string, hint: string) =>
  choice(label, { yes: 'Yes', no: 'No' }, `${label}: choose Yes or No`, { hint }).optional();

// The safeguarding page lists each with a way to reach them, as every contact on the site.
const safeguardingContact = person
  .omit({ photo: true, photoPosition: true })
  .extend({
    role: words('A role', 'Role', 'e.g. Safeguarding Officer, or Children’s Safeguarding Lead'),
    phone: phoneSchema
      .optional()
      .meta(cms('Phone', 'A phone number, an e-mail address below, or both.')),
    email: emailSchema.optional(),
  })
  .refine((contact) => contact.phone || contact.email, {
    error: 'Give a phone number or an e-mail address for each safeguarding contact',
  });

// A church of several (content/churches/), as the form asks it: what its page needs to begin.
const churchOfSeveral = z.object({
  name: words('A church’s name', 'Name', 'As people know it, e.g. St Mary’s, Kilbride.'),
  address: z
    .object({
      street: words('A church’s street', 'Street', 'e.g. Main Street.'),
      town: words('A church’s town or village', 'Town or village'),
      postcode: ukPostcode.meta(cms('Postcode', 'e.g. BT47 3AB.')),
    })
    .meta(cms('Address')),
  stepFree: yesOrNo('Step-free entrance?', 'Can a wheelchair user get in without steps?'),
  hearingLoop: yesOrNo('Hearing loop?', 'Is there a working hearing loop?'),
  toilets: yesOrNo('Toilets?', 'Are there toilets visitors may use?'),
  parking: words(
    'A church’s parking note',
    'Parking',
    'Optional. Where to park, e.g. "A small car park beside the church".',
  ).optional(),
});

/** A church's web address (content/churches/{slug}.yml, /churches/{slug}) from its name. */
export const churchSlugOf = (name: string) => slugOf(name.replace(/['’]/g, '')) || 'church';

/** The church of `list` a service names, by its name as typed (any case, spaces round it). */
export const churchNamed = <T extends { name?: string }>(list: T[], typed?: string) =>
  typed === undefined
    ? undefined
    : list.find((church) => church.name?.trim().toLowerCase() === typed.trim().toLowerCase());

/**
 * The site's languages as the form offers them, each in its own words (as a language switch
 * names it), the first the site's default (church.yml's `language`, then `secondLanguage`).
 */
export const languageChoices = {
  en: 'English',
  cy: 'Cymraeg',
  'cy-en': 'Cymraeg a Saesneg',
  'en-cy': 'English and Welsh',
} as const;
export type LanguageChoice = keyof typeof languageChoices;

/** The languages a choice names, its first the site's default: none chosen is English. */
export const languagesOfChoice = (choice: LanguageChoice = 'en') => choice.split('-') as Language[];

/**
 * "1st and 3rd", "1, 3", "5th", "1af a 3ydd": the weeks of the month a service is held, as the
 * office says them, in English or Welsh.
 */
const nthWeek = '[1-5](st|nd|rd|th|af|il|ail|ydd|ed)?';
export const weeksWritten = new RegExp(
  `^\\s*${nthWeek}(\\s*(,|and|&|ac|a)\\s*${nthWeek})*\\s*$`,
  'i',
);
export const weeksOf = (written: string) =>
  [...new Set([...written.matchAll(/[1-5]/g)].map(([week]) => Number(week)))].sort();

// One church's services, or on a site of several, each at its church on its weeks of the month.
const startService = churchSchema.shape.services.element
  .omit({ church: true, weeks: true })
  .extend({
    church: words(
      'A service’s church',
      'Church',
      'Several churches only: the church it is at, its name as you gave it above.',
    ).optional(),
    weeks: words(
      'A service’s weeks of the month',
      'Weeks of the month',
      'Optional. Empty: every week. e.g. 1st and 3rd, for the 1st and 3rd Sundays; 5th, only in a month with a 5th.',
    )
      .regex(weeksWritten, {
        error: 'Write the weeks of the month as numbers from 1 to 5, such as 1st and 3rd',
      })
      .optional(),
  });

// The church file's ChurchSuite group without its "all empty is none": here it is needed.
const churchSuiteGroup = churchSchema.shape.churchSuite.out.unwrap();

export const startFactsSchema = churchSchema
  .pick({
    name: true,
    shortName: true,
    siteUrl: true,
    address: true,
    phone: true,
    email: true,
    charityNumber: true,
    livestream: true,
  })
  .extend({
    // The first question: the form speaks the first language chosen.
    languages: choice('Languages of the site', languageChoices, 'Choose the site’s languages', {
      default: 'en',
      required: true,
      hint: 'The language the site is written in, or both: each page then has a twin in the second, at its own address. This form speaks the first.',
    }).optional(),
    churches: z
      .discriminatedUnion(
        'of',
        [
          z.object({ of: z.literal('one') }).meta(cms('One church')),
          z
            .object({
              of: z.literal('several'),
              list: z
                .array(churchOfSeveral)
                .min(2, { error: 'Name each of your churches: at least two' })
                .meta(
                  cms('Your churches', 'Each has its own page, listed under Our churches.', {
                    label_singular: 'church',
                    min: 2,
                  }),
                ),
            })
            .meta(cms('Several churches: a benefice, circuit or linked charge')),
        ],
        { error: 'Choose one church or several' },
      )
      .optional()
      .meta(
        cms(
          'One church or several',
          'Optional: empty is one church. Several: one website, one office and one set of ministers for all of them; the name above is the whole’s, such as The Benefice of Ashby and Kilnbrook.',
          { widget: 'choice', required: false },
        ),
      ),
    services: z
      .array(startService)
      .min(1, { error: 'At least one service time is needed' })
      .meta(churchSchema.shape.services.meta() ?? {}),
    tradition: words(
      'The church’s tradition',
      'Your church in a few words',
      'As you would say it, e.g. a Baptist church in the Baptist Union of Wales, or a parish church of the Church of England.',
    ),
    events: z
      .discriminatedUnion(
        'from',
        [
          z
            .object({
              from: z.literal('churchsuite'),
              churchSuite: churchSuiteGroup
                .extend({
                  account: churchSuiteGroup.shape.account.meta({ cms: { required: true } }),
                })
                .meta(
                  cms(
                    'ChurchSuite',
                    'The account name is needed; the ids are optional. The site lists an event from ChurchSuite only when “Show in Embed” is ticked in its settings in ChurchSuite.',
                  ),
                ),
            })
            .meta(cms('From ChurchSuite')),
          z
            .object({
              from: z.literal('calendar'),
              calendarUrl: churchSchema.shape.calendarUrl.meta(
                cms(
                  'Calendar address',
                  'The public address of your Google or Outlook calendar (it ends in .ics). The setting-up guide says where Google and Outlook show it.',
                  { required: true },
                ),
              ),
            })
            .refine((events) => events.calendarUrl !== undefined, {
              error: 'The calendar address is missing',
              path: ['calendarUrl'],
            })
            .meta(cms('From a Google or Outlook calendar')),
          z.object({ from: z.literal('typed') }).meta(cms('Typed in /admin, one event at a time')),
        ],
        { error: 'Choose where your events come from' },
      )
      .meta(
        cms('Where your events come from', 'The home page and the Events page list them.', {
          widget: 'choice',
        }),
      ),
    giving: z
      .object({
        url: httpsUrl('The giving address').meta(
          cms(
            'Where people give',
            'The address of your giving page, e.g. www.example.org.uk/give.',
          ),
        ),
        label: words('The giving button', 'Button', 'e.g. Give online'),
      })
      .meta(cms('Giving')),
    leaders: z
      .array(leader)
      .min(1, { error: 'Name at least one minister or leader' })
      .meta(
        cms(
          'Ministers and leaders',
          'About Us lists them in this order, each group under its own heading.',
          {
            label_singular: 'person',
          },
        ),
      ),
    safeguarding: z
      .array(safeguardingContact)
      .min(1, { error: 'Name at least one person to speak to about safeguarding' })
      .meta(
        cms(
          'Safeguarding contacts',
          'Who to speak to about a concern: the Safeguarding page names them.',
          { label_singular: 'contact' },
        ),
      ),
    signUp: choice(
      'How people leave their details',
      {
        churchsuite: 'On ChurchSuite’s sign-up form, shown on the Get Involved page',
        office: 'By e-mailing or ringing the church office',
        none: 'Neither: people come along and say hello',
      },
      'Choose how people leave their details',
      {
        hint: 'Optional: empty gives the church office’s e-mail and phone. ChurchSuite’s form only if you have set up its address-book sign-up form.',
      },
    ).optional(),
    records: z
      .object({
        giftAid: yesOrNo(
          'Does the church claim Gift Aid?',
          'The privacy notice then says the church keeps Gift Aid declarations for HMRC.',
        ),
        registers: yesOrNo(
          'Does the church keep registers or a roll of members?',
          'Of baptisms, marriages or funerals, or a roll of members: the privacy notice then says they are kept for good.',
        ),
        addressBook: yesOrNo(
          'Is the church’s address book kept in ChurchSuite?',
          'The privacy notice then names ChurchSuite as keeping it for the church.',
        ),
      })
      .optional()
      .meta(
        cms(
          'What the church keeps',
          'Optional: the privacy notice follows your answers. Empty is no.',
        ),
      ),
    rooms: z
      .array(
        z.object({ name: words('A room’s name', 'Name', 'As people know it, e.g. Church Hall.') }),
      )
      .optional()
      .meta(
        cms(
          'Rooms you hire out',
          'Optional: only if the church hires out rooms. The Rooms to Hire page lists them, with when each is booked, from ChurchSuite Bookings (its bookings id, above).',
          { label_singular: 'room', min: 0 },
        ),
      ),
    building: z
      .object({
        // The home page's top picture, cut to its shapes from hero/ (presets.json).
        photo: text('A photo of the building')
          .startsWith('hero/', { error: 'The photo of the building is kept in hero/' })
          .meta(
            cms('Photo', 'A photo of the church from outside, shown on the home page.', {
              widget: 'image',
            }),
          ),
        alt: words('What the photo shows', 'What the photo shows'),
      })
      .optional()
      .meta(cms('A photo of the building', 'Optional.')),
  })
  .superRefine((facts, ctx) => {
    // Several churches: each service at one of them, by the name given; one church: none named.
    const list = facts.churches?.of === 'several' ? facts.churches.list : [];
    const names = list.map((c) => c.name);
    names.forEach((name, index) => {
      if (names.findIndex((other) => churchSlugOf(other) === churchSlugOf(name)) < index)
        ctx.addIssue({
          code: 'custom',
          path: ['churches', 'list', index, 'name'],
          message: `Two churches are called ${name}: give each its own name`,
        });
    });
    facts.services.forEach((service, index) => {
      if (names.length > 0 && !churchNamed(list, service.church))
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'church'],
          message: `Name the church this service is at: one of ${names.join(', ')}`,
        });
      if (names.length === 0 && (service.church || service.weeks))
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, service.church ? 'church' : 'weeks'],
          message:
            'A church and weeks of the month are only for several churches: choose Several churches above, or empty these boxes',
        });
    });
  })
  .refine((facts) => facts.signUp !== 'churchsuite' || facts.events.from === 'churchsuite', {
    error:
      'ChurchSuite’s sign-up form needs your ChurchSuite account: choose ChurchSuite under Where your events come from, or another way to leave details',
    path: ['signUp'],
  })
  .refine(
    (facts) =>
      facts.events.from !== 'churchsuite' ||
      !facts.events.churchSuite.bookingsId ||
      (facts.rooms ?? []).length > 0,
    {
      error: 'Name the rooms you hire out, for the bookings to be shown under them',
      path: ['rooms'],
    },
  );

export type StartFacts = z.infer<typeof startFactsSchema>;
