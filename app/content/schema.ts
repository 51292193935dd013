import { z } from 'zod';

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
  z.url({
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
export const socialUrl = (what: string, network: SocialNetwork) =>
  httpsUrl(what).refine((href) => isOnNetwork(href, network), {
    error: onNetworkMessage(what, network),
  });

export const phoneSchema = z
  .object({
    display: text('The phone number as shown')
      .regex(/^[0-9 ]+$/, { error: 'The phone number as shown may only contain digits and spaces' })
      .describe('How the number is written on the site, e.g. 028 9649 6000'),
    international: z
      .string({ error: 'The phone number for dialling is missing' })
      .regex(/^\+44[0-9]{9,10}$/, {
        error: 'The phone number for dialling must start with +44 and have no spaces',
      })
      .describe('The same number for phones to dial, e.g. +442896496000'),
  })
  .refine((p) => p.display.replace(/\s/g, '').slice(1) === p.international.slice(3), {
    error: 'The two ways of writing the phone number are not the same number',
  });

export const emailSchema = z.email({
  error: 'An e-mail address must look like office@example.org',
});

/** The CMS's check of a description's length (between 50 and 160 letters), as the build's. */
export const descriptionPattern = ['^\\s*\\S[\\s\\S]{48,158}\\S\\s*$', 'Between 50 and 160 letters'];

/** For a group of settings: "missing" reads better than zod's "expected object". */
const missing = (what: string) => ({ error: `${what} is missing` });

export const churchSchema = z.object({
  name: text('The church name').describe('Full name, e.g. Ballyglen Presbyterian Church'),
  shortName: text('The short church name').describe('Used in the logo and page titles'),
  siteUrl: httpsUrl('The website address').describe('Where the site is published'),
  address: z.object(
    {
      street: text('The street address'),
      town: text('The town'),
      county: text('The county'),
      postcode: z.string({ error: 'The postcode is missing' }).regex(/^BT\d{1,2} \d[A-Z]{2}$/, {
        error: 'The postcode must be a Northern Ireland postcode such as BT00 0AA',
      }),
    },
    missing('The address (street, town, county and postcode)'),
  ),
  phone: phoneSchema,
  email: emailSchema,
  charityNumber: z
    .string({ error: 'The charity number is missing' })
    .regex(/^NIC\d{6}$/, { error: 'The charity number must look like NIC123456' })
    .describe('Charity Commission for Northern Ireland number'),
  services: z
    .array(
      z.object({
        day: z.enum(
          ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          {
            error: 'A service day must be a day of the week, such as Sunday',
          },
        ),
        time: z.string({ error: 'A service time is missing' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
          error: 'A service time must be written with the 24-hour clock, such as 11:30 or 18:00',
        }),
        name: text('A service name').describe('e.g. Main Service'),
        length: z
          .number({ error: 'A service length must be a number of minutes, such as 60' })
          .int({ error: 'A service length must be a whole number of minutes, such as 60' })
          .min(1, { error: 'A service length must be a number of minutes, such as 60' })
          .max(12 * 60, { error: 'A service length is in minutes: at most 720 (twelve hours)' })
          .optional()
          .describe('How long the service lasts, in minutes: the site works out {serviceEnd}'),
      }),
      missing('The list of service times'),
    )
    .min(1, { error: 'At least one service time is needed' }),
  livestream: z
    .object({
      url: httpsUrl('The livestream address').describe(
        'Where the service is streamed, e.g. the YouTube channel\'s /live page',
      ),
      note: text('The livestream note')
        .optional()
        .describe('A few words beside the "Watch live" link, e.g. Sundays from 11:25'),
    })
    .optional()
    .describe('Leave both boxes empty for no "Watch live" link'),
  childrenNote: text("The children's note").describe(
    'Said under the service times: where children go during the service',
  ),
  social: z.object(
    {
      facebook: socialUrl('The Facebook group address', 'facebook'),
      instagram: socialUrl('The Instagram address', 'instagram'),
      youtube: socialUrl('The YouTube channel address', 'youtube'),
    },
    missing('The social links (facebook, instagram and youtube)'),
  ),
  churchSuite: z.object(
    {
      account: z
        .string({ error: 'The ChurchSuite account name is missing' })
        .regex(/^[a-z0-9-]+$/, {
          error:
            'The ChurchSuite account name is the first part of your ChurchSuite address, in small letters (for "ballyglen.churchsuite.com" it is "ballyglen")',
        }),
      calendarId: z
        .string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
          error:
            'The calendar id is the long code in your ChurchSuite calendar feed address, such as 0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b',
        })
        .optional()
        .describe(
          'From the calendar embed in ChurchSuite admin: /-/calendar/{id}/json. Leave empty to use the older embed feed',
        ),
    },
    missing('The ChurchSuite settings (account)'),
  ),
  analytics: z.preprocess(
    // Both boxes emptied in the CMS (or the group left out) switches counting off, like null.
    (value) =>
      value === undefined || (value && typeof value === 'object' && Object.keys(value).length === 0)
        ? null
        : value,
    z
    .object({
      domain: text('The analytics site name').describe(
        'The site as registered with the analytics service',
      ),
      endpoint: httpsUrl('The analytics address').describe(
        'Where page views are sent; Plausible is https://plausible.io/api/event',
      ),
    })
    .nullable()
    .describe('Cookieless page-view counting; empty or null turns it off completely'),
  ),
});

export type Church = z.infer<typeof churchSchema>;

/** Turns zod's issues into sentences such as "church → phone → display: ...". */
export function describeIssues(
  error: z.ZodError,
  source: string,
  lineOf: (snippet: string) => string | undefined = () => undefined,
): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.length ? issue.path.map(String).join(' → ') : 'the file';
      // Longer copy's problems carry the piece of text they are about: name its line too.
      const snippet = issue.code === 'custom' ? issue.params?.snippet : undefined;
      const line = typeof snippet === 'string' ? lineOf(snippet) : undefined;
      const where = line ? `${line}, ${field}` : field;
      // A bad record key ("Invalid key in record") carries our own message one level down.
      const message = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
      return `- ${source}, ${where}: ${message ?? issue.message}`;
    })
    .join('\n');
}

export const pageMetaSchema = z
  .object({
    title: text('A page title')
      .max(60, { error: 'A page title should be at most 60 letters' })
      .meta({
        cms: {
          label: 'Page title',
          pattern: ['^[\\s\\S]{1,60}$', 'At most 60 letters'],
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
          pattern: descriptionPattern,
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
