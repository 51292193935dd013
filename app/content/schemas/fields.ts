import { z } from 'zod';
import { cms, type CmsField } from './cms-fields.ts';
import { photoPositions, type PhotoPosition } from '../../lib/photo-position.ts';

// The values many files share. Each message is what the church secretary reads: plain English.

/**
 * Words: a visitor reads them, so on a site of two languages the office writes them in each
 * (`i18n`, cms-fields.ts). A value made from it that is a fact (a phone number) says `fact`.
 */
export const text = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, { error: `${what} is empty` })
    .meta({ cms: { i18n: true } });

/** For a value made with `text()` that is not words: written once on a site of two languages. */
export const fact = { i18n: 'duplicate' } as const;

/** Words in a box of one line in the CMS, with its label and hint there. */
export const words = (what: string, label: string, hint?: string, settings?: CmsField) =>
  text(what).meta(cms(label, hint, settings));

/** A host name with at least one dot: "www.example.org", not "facebook" or "localhost". */
const realHost = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/**
 * A web address as people type it, "www.example.org.uk" or "example.org/give", made whole with
 * https:// (as the start form and /admin show it back); anything else is left as typed.
 */
export function webAddressOf(typed: string) {
  const address = typed.trim();
  const host = address.split(/[/?#]/)[0]!.toLowerCase();
  return !/^[a-z][a-z0-9+.-]*:/i.test(address) && realHost.test(host)
    ? `https://${address}`
    : address;
}

export const httpsUrl = (what: string) =>
  z.preprocess(
    (value: unknown) => (typeof value === 'string' ? webAddressOf(value) : value),
    z.url({
      protocol: /^https$/,
      hostname: realHost,
      error: `${what} must be a full web address starting with https://, such as https://www.example.org`,
    }),
  );

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
    .meta({ cms: { hint: `The full address, starting with https://www.${domain}/` } });
};

// What the office types in its own way is understood and kept the one way the site writes it
// (GOV.UK Design System's patterns: postcodes and phone numbers as people write them); only
// what cannot be understood is refused. The schemas make the value so before they check it.

/** Applies `normalise` to a text, and leaves anything else to the check. */
export const asWritten = (normalise: (typed: string) => string) => (value: unknown) =>
  typeof value === 'string' ? normalise(value) : value;

/** A UK number's digits after its 0 (or +44): "(01632) 960 961", "+44 (0)131 496 0000". */
export const ukNationalNumber = (shown: string) =>
  /^(?:\+440?|0)([1-9][0-9]{8,9})$/.exec(shown.replace(/[\s().–-]/g, ''))?.[1];

/** How a phone dials a UK number as people write it: "01334 650123" → "+441334650123". */
export const dialled = (shown: string) => {
  const national = ukNationalNumber(shown);
  return national && `+44${national}`;
};

const phoneShown = text('The phone number')
  .refine((shown) => ukNationalNumber(shown) !== undefined, {
    error:
      'The phone number must be a UK number with its area code, such as 020 7946 0000 or 028 9649 6000',
  })
  .meta(
    cms(
      'Number',
      'As you would write it, with its area code: e.g. 01334 650123. Phones dial it when someone taps the number.',
      fact,
    ),
  );

/**
 * A phone number as the site shows it, and as phones dial it: worked out from the first, and
 * written in the file when /admin saves (a box the CMS keeps, not shown).
 */
export const phoneOf = (shown: typeof phoneShown) =>
  z
    .object({
      display: shown,
      international: z
        .string()
        .optional()
        .meta({ cms: { label: 'For dialling', widget: 'hidden', required: false } }),
    })
    .transform(({ display }) => ({ display, international: dialled(display)! }));

export const phoneSchema = phoneOf(phoneShown);

export const emailSchema = z
  .email({ error: 'An e-mail address must look like office@example.org' })
  .meta(cms('E-mail address'));

/** "ky15 7ab", "KY157AB", "KY15-7AB." → "KY15 7AB"; what cannot be a postcode is left as typed. */
export function postcodeOf(typed: string) {
  const code = typed.replace(/[^a-z0-9]/gi, '').toUpperCase();
  return /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(code)
    ? `${code.slice(0, -3)} ${code.slice(-3)}`
    : typed.trim();
}

/** A postcode anywhere in the UK, kept as Royal Mail writes it. */
export const ukPostcode = z.preprocess(
  asWritten(postcodeOf),
  z.string({ error: 'The postcode is missing' }).regex(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/, {
    error: 'The postcode must be a UK postcode, such as SW1A 1AA or BT1 5GS',
  }),
);

/** "SC 012345", "nic100000", "1234567 - 1" → as the regulator writes it: "SC012345". */
export const charityNumberOf = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export const charityNumberSchema = z.preprocess(
  asWritten(charityNumberOf),
  z
    .string({ error: 'The charity number is missing' })
    .regex(/^(NIC[0-9]{6}|SC[0-9]{6}|[0-9]{6,7}(-[0-9]{1,2})?)$/, {
      error:
        'The charity number must be the regulator’s: NIC and six digits in Northern Ireland, SC and six digits in Scotland, or six or seven digits in England and Wales, such as 1234567',
    }),
);

/**
 * A time of day as people write it, on the 24-hour clock: "10.30am" → "10:30", "6pm" → "18:00",
 * "9:15" → "09:15", "noon" → "12:00", "midnight" → "00:00". What cannot be a time is left as typed.
 */
export function clockTimeOf(typed: string) {
  // "10.30" is "10:30"; the other dots are a.m.'s and p.m.'s.
  const words = typed
    .trim()
    .toLowerCase()
    .replace(/\.(?=\d)/g, ':')
    .replaceAll('.', '');
  if (/^(noon|midday)$/.test(words)) return '12:00';
  // As the site writes a midnight service (format-date.ts).
  if (words === 'midnight') return '00:00';
  const time = /^(\d{1,2})(?::?(\d{2}))?\s*(am|pm)?$/.exec(words);
  if (!time) return typed.trim();
  const [, hours = '', minutes, half] = time;
  let hour = Number(hours);
  if (half) {
    if (hour < 1 || hour > 12) return typed.trim();
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  } else if (minutes === undefined) return typed.trim();
  return `${String(hour).padStart(2, '0')}:${minutes ?? '00'}`;
}

/** A time of day, kept on the 24-hour clock. */
export const clockTime = (what: string) =>
  z.preprocess(
    asWritten(clockTimeOf),
    z.string({ error: `${what} is missing` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
      error: `${what} must be a time of day, such as 10:30, 10.30am or 6pm`,
    }),
  );

/** The CMS's date picker for such a date: it saves 2026-11-15 and shows 15 November 2026. */
export const datePicker = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'D MMMM YYYY',
  time_format: false,
};

export const pageMetaSchema = z
  .object({
    title: text('A page title')
      .max(60, { error: 'A page title should be at most 60 letters' })
      .meta(
        cms(
          'Page title',
          'Shown on the browser tab and as the link in search results. At most 60 letters.',
        ),
      ),
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
    heading: words('A page heading', 'Heading', 'The large heading at the top of the page.'),
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

/** A file chosen or uploaded in the CMS, into content/{folder}: never an address. */
export const fileField = (folder: string) => ({
  widget: 'file',
  required: false,
  choose_url: false,
  media_folder: `/content/${folder}`,
  public_folder: folder,
});

export const group = <S extends z.ZodRawShape>(meta: { cms: CmsField }, shape: S) =>
  z.object(shape).meta(meta);

/**
 * A count in words, a whole phrase per plural form with {count} for the number: one and other
 * always, zero, two, few and many for a language that has them (Welsh), or else other.
 */
export const pluralWords = (what: string, label: string, one: string, other: string) => {
  const form = (name: string, as: string, example?: string) =>
    words(`${what}, ${name}`, as, example && `e.g. ${example}`);
  const extra = (name: string, as: string) =>
    form(name, as)
      .optional()
      .meta(
        cms(as, 'Only for a language that has this form, such as Welsh; empty, "more" is used.', {
          required: false,
        }),
      );
  return group(
    cms(label, '{count} is the number. Welsh has six forms; English needs only the first two.', {
      collapsed: true,
    }),
    {
      one: form('for one', 'One', one),
      other: form('for more', 'More (and the forms left empty)', other),
      zero: extra('for none', 'None (zero)'),
      two: extra('for two', 'Two'),
      few: extra('for three', 'Few (three)'),
      many: extra('for six', 'Many (six)'),
    },
  );
};

/** Words of a paragraph or more: a box of several lines in the CMS. */
export const paragraph = (what: string, label: string, hint?: string, settings?: CmsField) =>
  text(what).meta(cms(label, hint, { widget: 'text', ...settings }));

/** A section's heading and the introduction under it: "The Staff heading". */
export const headingAndIntro = (what: string) => ({
  heading: words(`The ${what} heading`, 'Heading'),
  intro: paragraph(`The ${what} introduction`, 'Introduction'),
});

/** One of a few values, each offered in the CMS in its own words: { heart: 'Heart' }. */
export const choice = <const T extends string>(
  label: string,
  options: Record<T, string>,
  error: string,
  settings?: CmsField,
) =>
  z.enum(Object.keys(options) as [T, ...T[]], { error }).meta(
    cms(label, undefined, {
      ...settings,
      options: Object.entries(options).map(([value, words]) => ({ label: words, value })),
    }),
  );

/** Which part of a person's photo the site's square keeps (the start form's too). */
export const photoPositionSchema = choice(
  'Part of the photo to keep',
  Object.fromEntries(
    Object.entries(photoPositions).map(([key, { words }]) => [key, words]),
  ) as Record<PhotoPosition, string>,
  `A person's "part of the photo to keep" must be one of ${Object.keys(photoPositions).join(', ')}`,
  {
    hint: 'Optional. Which part of the photo the square keeps: empty keeps the top, which suits a head-and-shoulders photo. The square under the photo shows the choice.',
  },
).optional();

/** What the CMS leaves of an emptied box or group: nothing. */
export const blankToNothing = (value: unknown): unknown => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const kept = Object.entries(value)
      .map(([key, v]) => [key, blankToNothing(v)] as const)
      .filter(([, v]) => v !== undefined);
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return value;
};
