import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import imageConfig from '../assets/images/presets.json';
import { emailSchema, httpsUrl, phoneSchema, text } from './schema';

// The shape of each page's words. Like schema.ts, every message names the field in plain
// English, because the person reading it is the church secretary, not a programmer.

const imageFolders = Object.keys(imageConfig.folders);
const imageEndings = ['svg', 'jpg', 'jpeg', 'png', 'webp', 'avif'];

/** True when app/assets/images holds a picture for "people/ruth-kerr" in any ending. */
export function imageSourceExists(key: string, root = process.cwd()): boolean {
  return imageEndings.some((ending) =>
    existsSync(join(root, 'app/assets/images', `${key}.${ending}`)),
  );
}

export const imageKeySchema = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .regex(/^[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: `${what} must be a folder and a file name in small letters, such as "people/ruth-kerr"`,
    })
    .refine((key) => imageFolders.includes(key.split('/')[0] ?? ''), {
      error: `${what} must be in one of these folders of app/assets/images: ${imageFolders.join(', ')}`,
    })
    .refine((key) => imageSourceExists(key), {
      error: `${what} names a picture that is not in app/assets/images (add the file, or check the spelling)`,
    })
    .describe('A picture in app/assets/images, by folder and file name without the ending');

export const imageSchema = (what: string) =>
  z.object({
    src: imageKeySchema(`${what} picture`),
    alt: text(`${what} picture description`).describe(
      'What the picture shows, read aloud to people who cannot see it',
    ),
  });

export const linkSchema = z.object({
  label: text('A link label').describe('The words on the link or button'),
  href: httpsUrl('A link address'),
});
export type Link = z.infer<typeof linkSchema>;

/** A link to a page of this site, such as "/giving". */
export const pageLinkSchema = z.object({
  label: text('A link label'),
  to: z.string({ error: 'A page link is missing' }).regex(/^\/[a-z0-9/-]*$/, {
    error: 'A page link must be a page of this site starting with /, such as /giving',
  }),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

export const contactSchema = z
  .object({
    name: text('A contact name'),
    role: text('A contact role').optional().describe('e.g. Leader, or Anchor Section (P1 to P3)'),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    website: linkSchema.optional(),
    address: z.array(text('An address line')).optional().describe('One line per entry'),
  })
  .refine((c) => c.email || c.phone || c.website || c.address, {
    error: 'A contact needs at least one way to reach them: email, phone, website or address',
  });
export type Contact = z.infer<typeof contactSchema>;

const listBlock = z.strictObject({
  list: z.array(text('A list item')).min(1, { error: 'A list needs at least one item' }),
});
const contactsBlock = z.strictObject({
  contacts: z.array(contactSchema).min(1, { error: 'A contact list needs at least one contact' }),
});

/** A paragraph is plain text; a bulleted list is { list: [...] }; contacts are { contacts: [...] }. */
export const blockSchema = z.union([text('A paragraph'), listBlock, contactsBlock], {
  error:
    'Each part of the text must be a paragraph in quotes, a list written { list: [...] } or contacts written { contacts: [...] }',
});
export type Block = z.infer<typeof blockSchema>;

export const blocksSchema = (what: string) =>
  z.array(blockSchema, { error: `${what} is missing` }).min(1, { error: `${what} is empty` });

const metaDescription = (what: string) =>
  text(what)
    .min(50, { error: `${what} should be at least 50 letters long` })
    .max(160, { error: `${what} should be at most 160 letters long` })
    .describe('Shown by search engines under the page title');

// ---- Activities ----------------------------------------------------------------------------

export const activityFactsSchema = z.object({
  audience: text('Who the activity is for').describe('e.g. Age 3 to Year 5'),
  when: text('When the activity meets').describe('e.g. Sundays, 11:30 AM to 12:30 PM'),
  where: text('Where the activity meets').describe('e.g. Church Halls'),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

export const activityLinkSchema = linkSchema.extend({
  kind: z.enum(['register', 'website', 'facebook', 'instagram'], {
    error: 'A link kind must be "register", "website", "facebook" or "instagram"',
  }),
});
export type ActivityLink = z.infer<typeof activityLinkSchema>;

export const activitySchema = z.object({
  name: text('An activity name'),
  group: z.enum(['activities', 'young-people'], {
    error: 'An activity group must be "activities" or "young-people"',
  }),
  facts: activityFactsSchema,
  description: metaDescription("The activity's description"),
  intro: text("The activity's introduction").describe('One or two sentences under the name'),
  who: blocksSchema('The Who? section'),
  what: blocksSchema('The What? section'),
  why: blocksSchema('The Why? section'),
  where: blocksSchema('The Where? section'),
  how: blocksSchema('The How? section').optional().describe('Only for activities that need it'),
  contact: blocksSchema('The Contact section'),
  links: z.array(activityLinkSchema).default([]).describe('Buttons: registration forms, websites'),
});
export type Activity = z.input<typeof activitySchema>;

/** Every activity, keyed by its web address: /activities/{key}. */
export const activitiesSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'An activity web address (its key) may only use small letters, digits and dashes',
  }),
  activitySchema,
);

// ---- Home ----------------------------------------------------------------------------------

export const homeSchema = z.object({
  hero: z.object({
    kicker: text('The line above the church name'),
    tagline: text('The line under the church name'),
    image: imageSchema('The hero'),
    serviceButton: text('The "Sunday Service" button label'),
    storyButton: text('The "Find out more" button label'),
  }),
  serviceTimes: z.object({
    heading: text('The service times heading'),
    intro: text('The service times introduction'),
    quote: z.object({
      text: text('The Bible verse'),
      reference: text('The Bible reference').describe('e.g. Psalm 95:1'),
    }),
  }),
  story: z.object({
    heading: text('The church story heading'),
    paragraphs: z.array(text('A church story paragraph')).min(1),
    image: imageSchema('The church story'),
    valuesHeading: text('The "What Makes Us Tick" heading'),
    valuesIntro: text('The "What Makes Us Tick" introduction'),
    pillars: z
      .array(
        z.object({
          title: text('A pillar title'),
          text: text('A pillar description'),
          icon: z.enum(['heart', 'megaphone', 'book'], {
            error: 'A pillar icon must be "heart", "megaphone" or "book"',
          }),
        }),
      )
      .min(1),
  }),
  activities: z.object({
    heading: text('The activities heading'),
    intro: text('The activities introduction'),
    groupIntros: z.object({
      activities: text('The introduction to the adult activities'),
      'young-people': text('The introduction to the young people activities'),
    }),
  }),
  getInvolved: z.object({
    heading: text('The get involved heading'),
    intro: text('The get involved introduction'),
    ways: z
      .array(
        z.object({
          title: text('A way to get involved'),
          text: text('Its description'),
          link: pageLinkSchema,
        }),
      )
      .min(1),
  }),
  findUs: z.object({
    heading: text('The find us heading'),
    intro: text('The find us introduction'),
    notes: z.array(text('A find us note')).describe('Parking, access and the like'),
    directions: linkSchema,
  }),
});
export type HomeContent = z.infer<typeof homeSchema>;

// ---- Get Involved and Giving ---------------------------------------------------------------

export const getInvolvedSchema = z.object({
  intro: blocksSchema('The introduction'),
  form: z.object({
    title: text('The sign-up form title').describe('Read aloud by screen readers for the frame'),
    src: httpsUrl('The sign-up form address'),
    openLabel: text('The "open the form in a new tab" link label'),
    note: text('The note beside the form'),
  }),
});
export type GetInvolvedContent = z.infer<typeof getInvolvedSchema>;

export const givingSchema = z.object({
  intro: blocksSchema('The introduction'),
  stepsHeading: text('The giving steps heading'),
  steps: z.array(text('A giving step')).min(1),
  access: linkSchema.describe('The "Access ChurchSuite" button'),
  giftAid: z.object({
    heading: text('The Gift Aid heading'),
    body: blocksSchema('The Gift Aid text'),
  }),
  help: z.object({ heading: text('The help box heading'), text: text('The help box text') }),
});
export type GivingContent = z.infer<typeof givingSchema>;

// ---- About Us ------------------------------------------------------------------------------

export const personSchema = z.object({
  name: text("A person's name"),
  role: text("A person's role").describe('e.g. Elder, Clerk of Session, Youth Worker'),
  photo: imageKeySchema("A person's photo").describe('e.g. people/ruth-kerr'),
});
export type Person = z.infer<typeof personSchema>;

const peopleSection = (what: string) =>
  z.object({
    heading: text(`The ${what} heading`),
    intro: text(`The ${what} introduction`),
    people: z.array(personSchema).min(1, { error: `The ${what} needs at least one person` }),
  });

export const aboutUsSchema = z.object({
  intro: blocksSchema('The introduction'),
  elders: z.object({
    heading: text('The ruling elders heading'),
    intro: text('The ruling elders introduction'),
    duties: z.array(text('A duty of the elders')).min(1),
  }),
  convener: z.object({
    heading: text('The vacancy heading'),
    body: blocksSchema('The vacancy text'),
    person: personSchema,
  }),
  kirkSession: peopleSection('Kirk Session'),
  staff: peopleSection('Staff'),
});
export type AboutUsContent = z.infer<typeof aboutUsSchema>;

// ---- Privacy Policy ------------------------------------------------------------------------

export const privacyPolicySchema = z.object({
  lastUpdated: z.iso.date({
    error: 'The "last updated" date must be written year-month-day, such as 2026-11-01',
  }),
  lastUpdatedLabel: text('The "last updated" label'),
  intro: blocksSchema('The introduction'),
  sections: z
    .array(z.object({ heading: text('A section heading'), body: blocksSchema('A section') }))
    .min(1),
});
export type PrivacyPolicyContent = z.infer<typeof privacyPolicySchema>;

// ---- Words on every page (site-text.ts) ----------------------------------------------------

export const siteTextSchema = z.object({
  skipLink: text('The "Skip to main content" link').describe(
    'The first thing keyboard and screen reader users meet on every page',
  ),
  newTab: text('The "(opens in a new tab)" note').describe(
    'Read aloud after every link that opens another website',
  ),
  openMenu: text('The "Open menu" button label'),
  closeMenu: text('The "Close menu" button label'),
  menuTitle: text('The title at the top of the phone menu'),
  menuDescription: text('What the phone menu is, read to screen reader users'),
  homeLink: text('The "Return to Home" button label'),
  footer: z.object({
    tagline: text('The line under the church name in the footer'),
    serviceTimesHeading: text('The footer service times heading'),
    contactHeading: text('The footer contact heading'),
    charityRegistration: text('The charity registration sentence').describe(
      'Followed by the charity number from church.ts',
    ),
    privacyLink: text('The privacy policy link label'),
  }),
  socialLinks: z.object({
    facebook: text('The Facebook link label'),
    instagram: text('The Instagram link label'),
    youtube: text('The YouTube link label'),
  }),
  errorPage: z.object({
    heading: text('The error page heading'),
    unknownError: text('The error page line for an unknown problem'),
    message: text('The error page message'),
  }),
  events: z.object({
    heading: text('The home page events heading'),
    seeAll: text('The "See all events" link label'),
    loading: text('The "Loading events" note'),
    emptyHeading: text('The "No Upcoming Events" heading'),
    emptyText: text('The line under "No Upcoming Events"'),
    failed: text('The message when the events cannot be loaded'),
    failedPopup: text('The pop-up when the events cannot be loaded'),
    details: text('The "Event details" link label'),
    addToCalendar: text('The "Add to calendar" link label'),
    carousel: text('The events carousel name').describe('Read aloud by screen readers'),
    previous: text('The carousel "Previous slide" button label'),
    next: text('The carousel "Next slide" button label'),
  }),
});
export type SiteText = z.infer<typeof siteTextSchema>;
