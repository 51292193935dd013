import { z } from 'zod';
import { cms, type CmsField } from '../cms/cms-fields.ts';
import { photoPositions, type PhotoPosition } from '../../lib/photo-position.ts';

// The values many files share. Each message is what the church secretary reads: plain English.

export const text = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, { error: `${what} is empty` });

/** Words in a box of one line in the CMS, with its label and hint there. */
export const words = (what: string, label: string, hint?: string, settings?: CmsField) =>
  text(what).meta(cms(label, hint, settings));

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
export const socialUrl = (what: string, network: SocialNetwork) => {
  const { domain } = socialNetworks[network];
  return httpsUrl(what)
    .refine((href) => isOnNetwork(href, network), { error: onNetworkMessage(what, network) })
    .meta({ cms: { hint: `The full address, starting with https://www.${domain}/` } });
};

/** A UK number's digits after its 0 (or +44): "(01632) 960 961", "+44 (0)131 496 0000". */
export const ukNationalNumber = (shown: string) =>
  /^(?:\+440?|0)([1-9][0-9]{8,9})$/.exec(shown.replace(/[\s()-]/g, ''))?.[1];

export const phoneSchema = z
  .object({
    display: text('The phone number as shown')
      .refine((shown) => ukNationalNumber(shown) !== undefined, {
        error:
          'The phone number as shown must be a UK number starting with 0 (or +44), such as 020 7946 0000 or 028 9649 6000',
      })
      .meta(
        cms(
          'As shown',
          'How the number is written on the site, with its area code: e.g. 020 7946 0000, 0131 496 0000 or 028 9649 6000.',
        ),
      ),
    international: z
      .string({ error: 'The phone number for dialling is missing' })
      .regex(/^\+44[1-9][0-9]{8,9}$/, {
        error:
          'The phone number for dialling must start with +44, then the number without its first 0, with no spaces, such as +442079460000',
      })
      .meta(
        cms(
          'For dialling',
          'The same number starting with +44 in place of the first 0, with no spaces: 020 7946 0000 becomes +442079460000. Phones dial this when someone taps the number.',
        ),
      ),
  })
  .refine((p) => ukNationalNumber(p.display) === p.international.slice(3), {
    error: 'The two ways of writing the phone number are not the same number',
    // Only once each way is right on its own: one mistake, one sentence.
    when: ({ issues }) => issues.length === 0,
  });

export const emailSchema = z
  .email({ error: 'An e-mail address must look like office@example.org' })
  .meta(cms('E-mail address'));

/** A postcode anywhere in the UK, as Royal Mail writes it. */
export const ukPostcode = z
  .string({ error: 'The postcode is missing' })
  .trim()
  .regex(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/, {
    error:
      'The postcode must be a UK postcode in capital letters with one space, such as SW1A 1AA or BT1 5GS',
  });

export const charityNumberSchema = z
  .string({ error: 'The charity number is missing' })
  .trim()
  .regex(/^(NIC[0-9]{6}|SC[0-9]{6}|[0-9]{6,7}(-[0-9]{1,2})?)$/, {
    error:
      'The charity number must be written as the regulator writes it: NIC100000 in Northern Ireland, SC012345 in Scotland, or 1234567 in England and Wales',
  });

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
