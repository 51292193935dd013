import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import imageConfig from '../assets/images/presets.json';
import { imageEndings, imageStem, imagesFolder } from '../../scripts/lib/image-names.mjs';
import { markdownBlocks } from './markdown';
import { emailSchema, httpsUrl, pageMetaSchema, phoneSchema, text } from './schema';

// The shape of each content file, and what the pages receive once it is read. Like schema.ts,
// every message names the field in plain English: the person reading it is the church
// secretary, not a programmer. public/admin/config.yml gives the CMS the same rules.

const imageFolders = Object.keys(imageConfig.folders);

/** Markdown with paragraphs and bulleted lists → text blocks for the pages. */
export const markdownSchema = (what: string) =>
  text(what).transform((markdown, ctx) => {
    const result = markdownBlocks(markdown);
    if ('problem' in result) {
      ctx.issues.push({ code: 'custom', input: markdown, message: `${what} ${result.problem}` });
      return z.NEVER;
    }
    return result.blocks;
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

const contactDetails = z.object({
  name: text('A contact name'),
  role: text('A contact role').optional().describe('e.g. Leader, or Anchor Section (P1 to P3)'),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  website: linkSchema.optional(),
  address: z.array(text('An address line')).optional().describe('One line per entry'),
});
export type Contact = z.infer<typeof contactDetails>;

/** A person to contact, or { churchOffice: true } for the office's own phone and e-mail. */
export const contactSchema = z.union(
  [
    z.object({ churchOffice: z.literal(true), role: text('A contact role').optional() }),
    contactDetails.refine((c) => c.email || c.phone || c.website || (c.address?.length ?? 0) > 0, {
      error: 'A contact needs at least one way to reach them: email, phone, website or address',
    }),
  ],
  { error: 'A contact needs a name and a way to reach them (or "church office" ticked)' },
);
export type ContactEntry = z.infer<typeof contactSchema>;

const contactsSchema = z
  .array(contactSchema, { error: 'The contact list is missing' })
  .min(1, { error: 'A contact list needs at least one contact' });

/** A paragraph is plain text; a bulleted list is { list }; contacts are { contacts }. */
export type Block = string | { list: string[] } | { contacts: Contact[] };

const metaDescription = (what: string) =>
  text(what)
    .min(50, { error: `${what} should be at least 50 letters long` })
    .max(160, { error: `${what} should be at most 160 letters long` })
    .describe('Shown by search engines under the page title');

/** Every schema that needs to look at the content folder (pictures), made for one folder. */
export function contentSchemas(contentDir: string) {
  const imageKey = (what: string) =>
    z
      .string({ error: `${what} is missing` })
      .regex(/^[a-z]+\/[^/]+$/, {
        error: `${what} must be a folder and a file name, such as "people/ruth-kerr.jpg"`,
      })
      .refine((key) => imageEndings.some((ending) => key.toLowerCase().endsWith(ending)), {
        error: `${what} must be a picture file ending in ${imageEndings.join(', ')}`,
      })
      .refine((key) => imageFolders.includes(key.split('/')[0] ?? ''), {
        error: `${what} must be in one of these folders of content/${imagesFolder}: ${imageFolders.join(', ')}`,
      })
      .refine((key) => existsSync(join(contentDir, imagesFolder, key)), {
        error: `${what} names a picture that is not in content/${imagesFolder} (upload it, or check the spelling)`,
      })
      .transform((key) => imageStem(contentDir, key))
      .describe('A picture in content/images, by folder and file name');

  const imageSchema = (what: string) =>
    z.object({
      src: imageKey(`${what} picture`),
      alt: text(`${what} picture description`).describe(
        'What the picture shows, read aloud to people who cannot see it',
      ),
    });

  const personSchema = z.object({
    name: text("A person's name"),
    role: text("A person's role").describe('e.g. Elder, Clerk of Session, Youth Worker'),
    photo: imageKey("A person's photo").describe('e.g. people/ruth-kerr.jpg'),
    placeholder: z
      .boolean()
      .optional()
      .describe('Sample person shipped with the site: listed by the build until replaced'),
  });

  const peopleSection = (what: string) =>
    z.object({
      heading: text(`The ${what} heading`),
      intro: text(`The ${what} introduction`),
      people: z
        .array(personSchema, { error: `The ${what} people are missing` })
        .min(1, { error: `The ${what} needs at least one person` }),
    });

  return {
    /** A picture and its description, for the collections' modules (news.ts). */
    imageSchema,
    home: z.object({
      meta: pageMetaSchema,
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
        directionsLabel: text('The "Get directions" link label'),
      }),
    }),

    aboutUs: z.object({
      meta: pageMetaSchema,
      intro: markdownSchema('The introduction'),
      elders: z.object({
        heading: text('The ruling elders heading'),
        intro: text('The ruling elders introduction'),
        duties: z.array(text('A duty of the elders')).min(1),
      }),
      convener: z.object({
        heading: text('The vacancy heading'),
        body: markdownSchema('The vacancy text'),
        person: personSchema,
      }),
      kirkSession: peopleSection('Kirk Session'),
      staff: peopleSection('Staff'),
    }),
  };
}

// ---- Files that hold no pictures -----------------------------------------------------------

export const navigationSchema = z.object({
  links: z.object({
    home: text('The "Home" menu label'),
    activities: text('The "Activities" menu label'),
    events: text('The "Events" menu label'),
    giving: text('The "Giving" menu label'),
    aboutUs: text('The "About Us" menu label'),
    getInvolved: text('The "Get Involved" menu label'),
    news: text('The "News" footer link label'),
    sermons: text('The "Sermons" footer link label'),
  }),
  activityGroups: z
    .array(
      z.object({
        id: z.string({ error: 'A menu group id is missing' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
          error: 'A menu group id may only use small letters, digits and dashes',
        }),
        label: text('A menu group name'),
        intro: text('A menu group introduction').describe('Shown on the home page'),
      }),
      { error: 'The menu groups are missing' },
    )
    .min(1, { error: 'At least one menu group is needed' })
    .refine((groups) => new Set(groups.map((g) => g.id)).size === groups.length, {
      error: 'Two menu groups have the same id',
    }),
});
export type Navigation = z.infer<typeof navigationSchema>;

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

export const activitySlugSchema = z
  .string({ error: 'The web address is missing' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'The web address may only use small letters, digits and dashes, such as "the-ark"',
  });

export const activityFileSchema = z.object({
  slug: activitySlugSchema.describe('The page is /activities/{slug}'),
  order: z
    .number({ error: 'The menu position must be a number, such as 3' })
    .describe('Position in the menu and on the home page'),
  name: text('An activity name'),
  group: text('The menu group').describe('The id of a group in navigation.yml'),
  facts: activityFactsSchema,
  description: metaDescription("The activity's description"),
  intro: text("The activity's introduction").describe('One or two sentences under the name'),
  who: markdownSchema('The Who? section'),
  what: markdownSchema('The What? section'),
  why: markdownSchema('The Why? section'),
  where: markdownSchema('The Where? section'),
  how: markdownSchema('The How? section').optional().describe('Only for activities that need it'),
  contact: markdownSchema('The Contact section text').optional(),
  contacts: contactsSchema,
  links: z.array(activityLinkSchema).default([]).describe('Buttons: registration forms, websites'),
});

/** What an activity page receives: its sections as blocks, the office's details filled in. */
export interface Activity {
  name: string;
  group: string;
  facts: ActivityFacts;
  description: string;
  intro: string;
  who: Block[];
  what: Block[];
  why: Block[];
  where: Block[];
  how?: Block[];
  contact: Block[];
  links: ActivityLink[];
}

export const getInvolvedSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction'),
  form: z.object({
    title: text('The sign-up form title').describe('Read aloud by screen readers for the frame'),
    openLabel: text('The "open the form in a new tab" link label'),
    note: text('The note beside the form'),
  }),
});

export const givingSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction'),
  stepsHeading: text('The giving steps heading'),
  steps: z.array(text('A giving step')).min(1),
  accessLabel: text('The "Access ChurchSuite" button label'),
  giftAid: z.object({
    heading: text('The Gift Aid heading'),
    body: markdownSchema('The Gift Aid text'),
  }),
  help: z.object({ heading: text('The help box heading'), text: text('The help box text') }),
});

export const eventsPageSchema = z.object({ meta: pageMetaSchema });

export const privacyPolicySchema = z.object({
  meta: pageMetaSchema,
  lastUpdated: z.iso.date({
    error: 'The "last updated" date must be written year-month-day, such as 2026-11-01',
  }),
  lastUpdatedLabel: text('The "last updated" label'),
  intro: markdownSchema('The introduction'),
  sections: z
    .array(
      z.object({
        heading: text('A section heading'),
        parts: z
          .array(
            z.discriminatedUnion(
              'type',
              [
                z.object({ type: z.literal('text'), text: markdownSchema('A section text') }),
                z.object({ type: z.literal('contacts'), contacts: contactsSchema }),
              ],
              { error: 'Each part of a section is either text or contacts' },
            ),
          )
          .min(1, { error: 'A section needs some text' }),
      }),
    )
    .min(1),
});

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
  churchOffice: text('The name shown for the church office as a contact'),
  footer: z.object({
    tagline: text('The line under the church name in the footer'),
    serviceTimesHeading: text('The footer service times heading'),
    contactHeading: text('The footer contact heading'),
    charityRegistration: text('The charity registration sentence').describe(
      'Followed by the charity number from church.yml',
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
  notFound: pageMetaSchema.describe('The page shown for an address the site does not have'),
  labels: z.object({
    activityFactsHeading: text("The heading over an activity's quick facts"),
    activityFactLabels: z.object({
      audience: text('The "For" label'),
      when: text('The "When" label'),
      where: text('The "Where" label'),
    }),
    activitySectionLabels: z.object({
      who: text('The "Who?" heading'),
      what: text('The "What?" heading'),
      why: text('The "Why?" heading'),
      where: text('The "Where?" heading'),
      how: text('The "How?" heading'),
      contact: text('The "Contact" heading'),
    }),
  }),
  paging: z.object({
    label: text('The name of the page links under a list').describe('Read aloud, e.g. Pages'),
    newer: text('The "Newer" page link label'),
    older: text('The "Older" page link label'),
    page: text('The word "Page" in "Page 2 of 3"'),
    of: text('The word "of" in "Page 2 of 3"'),
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
    cancelled: text('The "Cancelled" mark on a cancelled event').describe('Shown before its name'),
    online: text('The "Online" place of an online event').describe('e.g. Online: Zoom'),
    joinOnline: text('The "Join online" link label'),
    carousel: text('The events carousel name').describe('Read aloud by screen readers'),
    previous: text('The carousel "Previous slide" button label'),
    next: text('The carousel "Next slide" button label'),
  }),
});
export type SiteText = z.infer<typeof siteTextSchema>;
