import { z } from 'zod';
import { churchSuiteAccount, churchSuiteFeedId } from '../cms/pasted.ts';

// The shape of every church fact. Each field's description is what a church secretary reads
// when a value is wrong: keep them plain English.

export const text = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, { error: `${what} is empty` });

/** A host name with at least one dot: "www.example.org", not "facebook" or "localhost". */
const realHost = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export const httpsUrl = (what: string) =>
  z
    .url({
      protocol: /^https$/,
      hostname: realHost,
      error: `${what} must be a full web address starting with https://, such as https://www.example.org`,
    });

/** The social networks the site links to, each with the one domain its addresses are on. */
export const socialNetworks = {
  facebook: { name: 'Facebook', domain: 'facebook.com' },
  instagram: { name: 'Instagram', domain: 'instagram.com' },
  youtube: { name: 'YouTube', domain: 'youtube.com' },
} as const;
export type SocialNetwork = keyof typeof socialNetworks;

/** Whether an address is on a network's own domain (facebook.com, www.facebook.com, m.facebook.com). */
export function isOnNetwork(href: string, network: SocialNetwork): boolean {
  const { domain } = socialNetworks[network];
  const host = URL.canParse(href) ? new URL(href).hostname : '';
  return host === domain || host.endsWith(`.${domain}`);
}

export const onNetworkMessage = (what: string, network: SocialNetwork) => {
  const { name, domain } = socialNetworks[network];
  const article = /^[AEIOU]/.test(name) ? 'an' : 'a';
  return `${what} must be ${article} ${name} address, starting with https://www.${domain}/`;
};

/** A link to the church's page on a social network: https, and on that network's domain. */
export const socialUrl = (what: string, network: SocialNetwork) => {
  const { domain } = socialNetworks[network];
  return httpsUrl(what)
    .refine((href) => isOnNetwork(href, network), { error: onNetworkMessage(what, network) })
    .meta({
      cms: {
        hint: `The full address, starting with https://www.${domain}/`,
      },
    });
};

/**
 * A UK number's digits after the country's 0 (or +44), as it is written on the site:
 * "028 9649 6000", "(01632) 960 961", "+44 20 7946 0000" or "+44 (0)131 496 0000". Undefined
 * when it is not written as a UK number.
 */
export function ukNationalNumber(shown: string): string | undefined {
  const digits = shown.replace(/[\s()-]/g, '');
  const national =
    digits.startsWith('+440') ? digits.slice(4)
    : digits.startsWith('+44') ? digits.slice(3)
    : digits.startsWith('0') ? digits.slice(1)
    : undefined;
  return national && /^[1-9][0-9]{8,9}$/.test(national) ? national : undefined;
}

export const phoneSchema = z
  .object({
    display: text('The phone number as shown')
      .refine((shown) => ukNationalNumber(shown) !== undefined, {
        error:
          'The phone number as shown must be a UK number starting with 0 (or +44), such as 020 7946 0000 or 028 9649 6000',
      })
      .describe('How the number is written on the site, e.g. 020 7946 0000')
      .meta({
        cms: {
          label: 'As shown',
          hint: 'How the number is written on the site, with its area code: e.g. 020 7946 0000, 0131 496 0000 or 028 9649 6000.',
        },
      }),
    international: z
      .string({ error: 'The phone number for dialling is missing' })
      .regex(/^\+44[1-9][0-9]{8,9}$/, {
        error:
          'The phone number for dialling must start with +44, then the number without its first 0, with no spaces, such as +442079460000',
      })
      .describe('The same number for phones to dial, e.g. +442079460000')
      .meta({
        cms: {
          label: 'For dialling',
          hint: 'The same number starting with +44 in place of the first 0, with no spaces: 020 7946 0000 becomes +442079460000. Phones dial this when someone taps the number.',
        },
      }),
  })
  .refine((p) => ukNationalNumber(p.display) === p.international.slice(3), {
    error: 'The two ways of writing the phone number are not the same number',
    // Only once each way is right on its own: one mistake, one sentence.
    when: ({ issues }) => issues.length === 0,
  });

export const emailSchema = z
  .email({ error: 'An e-mail address must look like office@example.org' })
  .meta({ cms: { label: 'E-mail address' } });

/** For a group of settings: "missing" reads better than zod's "expected object". */
const missing = (what: string) => ({ error: `${what} is missing` });

/**
 * A postcode anywhere in the UK, as Royal Mail writes it: the outward code (area, district,
 * perhaps a letter), one space, the inward code (a digit and two letters).
 */
export const ukPostcode = z
  .string({ error: 'The postcode is missing' })
  .trim()
  .regex(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/, {
    error:
      'The postcode must be a UK postcode in capital letters with one space, such as SW1A 1AA or BT1 5GS',
  });

/** A registered charity's number with one of the UK's three regulators. */
export const charityNumberSchema = z
  .string({ error: 'The charity number is missing' })
  .trim()
  .regex(/^(NIC[0-9]{6}|SC[0-9]{6}|[0-9]{6,7}(-[0-9]{1,2})?)$/, {
    error:
      'The charity number must be written as the regulator writes it: NIC100000 in Northern Ireland, SC012345 in Scotland, or 1234567 in England and Wales',
  });

export const churchSchema = z.object({
  name: text('The church name')
    .describe('Full name, e.g. Ballyglen Presbyterian Church')
    .meta({ cms: { label: 'Church name', hint: 'The full name, e.g. Ballyglen Presbyterian Church.' } }),
  shortName: text('The short church name')
    .describe('Used in the logo and page titles')
    .meta({
      cms: {
        label: 'Short name',
        hint: 'Used beside the logo and in page titles, e.g. Ballyglen Presbyterian.',
      },
    }),
  siteUrl: httpsUrl('The website address')
    .describe('Where the site is published')
    .meta({
      cms: { label: 'Website address', hint: 'Where the website is published, starting with https://' },
    }),
  address: z
    .object(
      {
        street: text('The street address').meta({
          cms: { label: 'Street', hint: 'With the house number, e.g. 1 Church Road.' },
        }),
        town: text('The town').meta({ cms: { label: 'Town' } }),
        county: text('The county').meta({
          cms: { label: 'County', hint: 'e.g. County Down, Kent, Fife or Powys.' },
        }),
        postcode: ukPostcode.meta({
          cms: {
            label: 'Postcode',
            hint: 'Anywhere in the UK, in capital letters with one space, e.g. SW1A 1AA, EH1 1YZ, CF10 1AA or BT1 5GS.',
          },
        }),
      },
      missing('The address (street, town, county and postcode)'),
    )
    .meta({ cms: { label: 'Address', collapsed: false } }),
  phone: phoneSchema.meta({
    cms: {
      label: 'Phone',
      collapsed: false,
      hint: 'The same number written two ways. Both must be the same number.',
    },
  }),
  email: emailSchema.meta({ cms: { hint: "The church office's e-mail address." } }),
  charityNumber: charityNumberSchema
    .optional()
    .describe("The church's number with the UK charity regulator it is registered with")
    .meta({
      cms: {
        label: 'Charity number',
        hint: 'As the charity regulator writes it. Northern Ireland: NIC and six digits, e.g. NIC100000. Scotland: SC and six digits, e.g. SC012345. England and Wales: six or seven digits, e.g. 1234567 (or 1234567-1 for a linked charity). Leave it empty if the church has no number (many churches in England and Wales are charities that need not register); the foot of each page then gives none.',
      },
    }),
  services: z
    .array(
      z.object({
        day: z
          .enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], {
            error: 'A service day must be a day of the week, such as Sunday',
          })
          .meta({ cms: { label: 'Day', default: 'Sunday' } }),
        time: z
          .string({ error: 'A service time is missing' })
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
            error: 'A service time must be written with the 24-hour clock, such as 11:30 or 18:00',
          })
          .meta({
            cms: {
              label: 'Time',
              hint: 'With the 24-hour clock: 11:30 for half past eleven in the morning, 18:30 for half past six in the evening. The site shows it as 11:30 AM or 6:30 PM.',
            },
          }),
        length: z
          .number({ error: 'A service length must be a number of minutes, such as 60' })
          .int({ error: 'A service length must be a whole number of minutes, such as 60' })
          .min(1, { error: 'A service length must be a number of minutes, such as 60' })
          .max(12 * 60, { error: 'A service length is in minutes: at most 720 (twelve hours)' })
          .optional()
          .describe('How long the service lasts, in minutes: the site works out {serviceEnd}')
          .meta({
            cms: {
              label: 'Length in minutes',
              value_type: 'int',
              min: 1,
              max: 720,
              hint: 'How long the service usually lasts, e.g. 60 for an hour. The site adds it to the time wherever the words say {serviceEnd}, so the end moves with the start.',
            },
          }),
        name: text('A service name')
          .describe('e.g. Main Service')
          .meta({ cms: { label: 'Name', hint: 'e.g. Main Service, Evening Service' } }),
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
        hint: 'The first service is the one the site means when it mentions the service time in the text, e.g. "during the 11:30 AM service".',
      },
    }),
  livestream: z
    .object({
      url: httpsUrl('The livestream address')
        .describe("Where the service is streamed, e.g. the YouTube channel's /live page")
        .meta({
          cms: {
            label: 'Livestream address',
            // Inside a group that may be left empty, so Decap must not insist on it.
            required: false,
            hint: "The full address where the service is streamed, starting with https://, e.g. your YouTube channel's address followed by /live.",
          },
        }),
      note: text('The livestream note')
        .optional()
        .describe('A few words beside the "Watch live" link, e.g. Sundays from 11:25')
        .meta({ cms: { label: 'Note beside the link', hint: 'A few words, e.g. Sundays from 11:25' } }),
    })
    .optional()
    .describe('Leave both boxes empty for no "Watch live" link')
    .meta({
      cms: {
        label: 'Livestream',
        collapsed: false,
        hint: 'A "Watch live" link beside the service times, on the home page and at the foot of every page. Empty both boxes for no link.',
      },
    }),
  childrenNote: text("The children's note")
    .describe('Said under the service times: where children go during the service')
    .meta({
      cms: {
        label: 'Note for children',
        widget: 'text',
        hint: 'Shown under the service times, e.g. where children go during the service.',
      },
    }),
  social: z
    .object({
      facebook: socialUrl('The Facebook group address', 'facebook')
        .optional()
        .meta({ cms: { label: 'Facebook group' } }),
      instagram: socialUrl('The Instagram address', 'instagram')
        .optional()
        .meta({ cms: { label: 'Instagram' } }),
      youtube: socialUrl('The YouTube channel address', 'youtube')
        .optional()
        .meta({ cms: { label: 'YouTube channel' } }),
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
  churchSuite: z.object(
    {
      account: z
        .preprocess(
          churchSuiteAccount,
          z.string({ error: 'The ChurchSuite account name is missing' }).regex(/^[a-z0-9-]+$/, {
            error:
              'The ChurchSuite account name is the first part of your ChurchSuite address, in small letters (for "ballyglen.churchsuite.com" it is "ballyglen")',
          }),
        )
        .meta({
          cms: {
            label: 'Account name',
            hint: 'The first part of your ChurchSuite address, in small letters (or paste the address): for ballyglen.churchsuite.com it is ballyglen. The events, the groups, the sign-up form and the giving links all use it.',
          },
        }),
      calendarId: z
        .preprocess(
          churchSuiteFeedId,
          z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
            error:
              'The calendar id is the long code in your ChurchSuite calendar feed address, such as 0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b',
          }),
        )
        .optional()
        .describe(
          'From the calendar embed in ChurchSuite admin: /-/calendar/{id}/json. Leave empty to use the older embed feed',
        )
        .meta({
          cms: {
            label: 'Calendar id',
            hint: "Optional. The long code in your ChurchSuite calendar feed address, or the address itself (in ChurchSuite admin, the calendar embed's address ends /-/calendar/code/json). Without it the site uses the older embed feed.",
          },
        }),
      groupsId: z
        .preprocess(
          churchSuiteFeedId,
          z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
            error:
              'The groups id is the long code in your ChurchSuite small groups feed address, such as 4e003d61-0199-4ff6-9f73-19e207c03e68',
          }),
        )
        .optional()
        .describe(
          'From the small groups embed in ChurchSuite admin: /-/smallgroups/{id}/json. Leave empty to use the older embed feed',
        )
        .meta({
          cms: {
            label: 'Small groups id',
            hint: "Optional. The long code in your ChurchSuite small groups feed address, or the address itself (in ChurchSuite admin, the small groups embed's address ends /-/smallgroups/code/json). Without it the site uses the older embed feed. The Find a group page lists the groups it gives.",
          },
        }),
      bookingsId: z
        .preprocess(
          churchSuiteFeedId,
          z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
            error:
              'The bookings id is the long code in your ChurchSuite bookings feed address, such as 7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          }),
        )
        .optional()
        .describe('From the bookings embed in ChurchSuite admin: /-/bookings/{id}/json')
        .meta({
          cms: {
            label: 'Bookings id',
            hint: "Optional. The long code in your ChurchSuite bookings feed address, or the address itself (in ChurchSuite admin, the bookings embed's address ends /-/bookings/code/json). The Halls and rooms page shows when each room is booked from it.",
          },
        }),
    },
    missing('The ChurchSuite settings (account)'),
  ).meta({ cms: { label: 'ChurchSuite', collapsed: false } }),
  analytics: z.preprocess(
    // Both boxes emptied in the CMS (or the group left out) switches counting off, like null.
    (value) =>
      value === undefined || (value && typeof value === 'object' && Object.keys(value).length === 0)
        ? null
        : value,
    z
    .object({
      domain: text('The analytics site name')
        .describe('The site as registered with the analytics service')
        .meta({
          cms: {
            label: 'Site name',
            required: false,
            hint: 'The site as registered with the counting service, e.g. ballyglen-presbyterian.org.',
          },
        }),
      endpoint: httpsUrl('The analytics address')
        .describe('Where page views are sent; Plausible is https://plausible.io/api/event')
        .meta({
          cms: {
            label: 'Counting address',
            required: false,
            hint: 'Where page views are sent. For Plausible it is https://plausible.io/api/event',
          },
        }),
    })
    .nullable()
    .describe('Cookieless page-view counting; empty or null turns it off completely'),
  ).meta({
    cms: {
      label: 'Visitor counting',
      // Both boxes may be emptied: counting is then off.
      required: false,
      collapsed: true,
      hint: 'Counts page views without cookies (Plausible). Fill in both boxes, or empty both to switch counting off altogether.',
    },
  }),
});

export type Church = z.infer<typeof churchSchema>;

/** Where an issue is: its keys, and what inside a text it is about ("link “click here”"). */
export function issuePlace(issue: z.core.$ZodIssue): { keys: (string | number)[]; thing?: string } {
  const thing = issue.code === 'custom' ? issue.params?.thing : undefined;
  return {
    keys: issue.path.filter((key) => typeof key !== 'symbol'),
    ...(typeof thing === 'string' && { thing }),
  };
}

/** An issue's sentence: our own message, which a bad record key carries one level down. */
export const issueMessage = (issue: z.core.$ZodIssue) =>
  (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined) ?? issue.message;

/** Turns zod's issues into sentences such as "church → phone → display: ...", one per issue. */
export function describeIssues(
  error: z.ZodError,
  source: string,
  lineOf: (snippet: string) => string | undefined = () => undefined,
): { sentence: string; keys: (string | number)[]; thing?: string; line?: number }[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(' → ') : 'the file';
    // Longer copy's problems carry the piece of text they are about: name its line too.
    const snippet = issue.code === 'custom' ? issue.params?.snippet : undefined;
    const line = typeof snippet === 'string' ? lineOf(snippet) : undefined;
    const where = line ? `${line}, ${field}` : field;
    return {
      sentence: `- ${source}, ${where}: ${issueMessage(issue)}`,
      ...issuePlace(issue),
      ...(line && { line: Number(line.slice('line '.length)) }),
    };
  });
}

export const pageMetaSchema = z
  .object({
    title: text('A page title')
      .max(60, { error: 'A page title should be at most 60 letters' })
      .meta({
        cms: {
          label: 'Page title',
          hint: 'Shown on the browser tab and as the link in search results. At most 60 letters.',
        },
      }),
    description: text('A page description')
      .min(50, { error: 'A page description should be at least 50 letters long' })
      .max(160, { error: 'A page description should be at most 160 letters long' })
      .meta({
        cms: {
          label: 'Description for search engines',
          widget: 'text',
          hint: 'The sentence search engines show under the page title, 50 to 160 letters.',
        },
      }),
    heading: text('A page heading').meta({
      cms: { label: 'Heading', hint: 'The large heading at the top of the page.' },
    }),
  })
  .meta({
    cms: {
      label: 'Page title and description',
      collapsed: true,
      summary: '{{fields.title}}',
      hint: 'How the page appears in search results and on the browser tab. Open it with the arrow.',
    },
  });
export type PageMeta = z.infer<typeof pageMetaSchema>;
