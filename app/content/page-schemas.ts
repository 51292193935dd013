import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import imageConfig from '../assets/images/presets.json' with { type: 'json' };
import { imageEndings, imageStem, imagesFolder } from './image-names.ts';
import { markdownBlocks } from './markdown.ts';
import { heicEndings, pictureFileProblem } from './picture-check.ts';
import type { RichBlock } from './rich-text.ts';
import {
  emailSchema,
  httpsUrl,
  isOnNetwork,
  onNetworkMessage,
  pageMetaSchema,
  phoneSchema,
  socialNetworks,
  text,
} from './schema.ts';
import { cms } from './cms-fields.ts';

// The shape of each content file, and what the pages receive once it is read. Like schema.ts,
// every message names the field in plain English: the person reading it is the church
// secretary, not a programmer. public/admin/config.yml gives the CMS the same rules.

const imageFolders = Object.keys(imageConfig.folders);

/**
 * Markdown → rich text blocks for the pages (markdown.ts). A problem carries the piece of text
 * it is about, so the loader can name the line of the file it is on.
 */
export const markdownSchema = (what: string) =>
  text(what).transform((markdown, ctx): RichBlock[] => {
    const result = markdownBlocks(markdown);
    if ('problem' in result) {
      ctx.issues.push({
        code: 'custom',
        input: markdown,
        message: `${what} ${result.problem}`,
        params: { snippet: result.snippet },
      });
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
  placeholder: z
    .boolean()
    .optional()
    .describe('Sample person shipped with the site: listed by the build until replaced'),
});
export type Contact = Omit<z.infer<typeof contactDetails>, 'placeholder'>;

/**
 * A person (or organisation) to contact, or the church office with its own phone and e-mail.
 * Two kinds rather than a tick box, so the CMS can ask for a person's name and nothing of the
 * office (public/admin/config.yml, "Contacts").
 */
export const contactSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('church-office'), role: text('A contact role').optional() }),
    contactDetails
      .extend({ type: z.literal('person') })
      .refine((c) => c.email || c.phone || c.website || (c.address?.length ?? 0) > 0, {
        error: 'A contact needs at least one way to reach them: email, phone, website or address',
      }),
  ],
  { error: 'Each contact is a person ("type: person") or the church office ("type: church-office")' },
);
export type ContactEntry = z.infer<typeof contactSchema>;

const contactsSchema = z
  .array(contactSchema, { error: 'The contact list is missing' })
  .min(1, { error: 'A contact list needs at least one contact' });

/** Rich text (rich-text.ts), or contact cards placed among it. */
export type Block = RichBlock | { contacts: Contact[] };

const metaDescription = (what: string) =>
  text(what)
    .min(50, { error: `${what} should be at least 50 letters long` })
    .max(160, { error: `${what} should be at most 160 letters long` })
    .describe('Shown by search engines under the page title');

/** Longer text with contact cards among it, in order (the privacy policy, church pages). */
const textAndContactParts = (what: string) =>
  z
    .array(
      z.discriminatedUnion(
        'type',
        [
          z.object({ type: z.literal('text'), text: markdownSchema(`A ${what} text`) }),
          z.object({ type: z.literal('contacts'), contacts: contactsSchema }),
        ],
        { error: `Each part of a ${what} is either text ("type: text") or contacts ("type: contacts")` },
      ),
      { error: `The ${what} is missing` },
    )
    .min(1, { error: `A ${what} needs some text` });

/** Where a church page is linked from, besides any text that links to it. */
export const pagePlaces = ['menu', 'group', 'footer', 'linked'] as const;

/** A link's position among the others where it appears (the menu, the footer, a group). */
const position = z
  .number({ error: 'The position must be a whole number, such as 30' })
  .int({ error: 'The position must be a whole number, such as 30' })
  .describe('Smallest first, among the links where it appears');

/** Every schema that needs to look at the content folder (pictures), made for one folder. */
export function contentSchemas(contentDir: string) {
  const imageKey = (what: string) =>
    z
      .string({ error: `${what} is missing` })
      .regex(/^[a-z]+\/[^/]+$/, {
        error: `${what} must be a folder and a file name, such as "people/ruth-kerr.jpg"`,
      })
      .refine(
        (key) =>
          [...imageEndings, ...heicEndings].some((ending) => key.toLowerCase().endsWith(ending)),
        { error: `${what} must be a picture file ending in ${imageEndings.join(', ')}` },
      )
      .refine((key) => imageFolders.includes(key.split('/')[0] ?? ''), {
        error: `${what} must be in one of these folders of content/${imagesFolder}: ${imageFolders.join(', ')}`,
      })
      .refine((key) => existsSync(join(contentDir, imagesFolder, key)), {
        error: `${what} names a picture that is not in content/${imagesFolder} (upload it, or check the spelling)`,
      })
      .check((ctx) => {
        const problem = pictureFileProblem(contentDir, ctx.value);
        if (problem) {
          ctx.issues.push({ code: 'custom', input: ctx.value, message: `${what} (${ctx.value}) ${problem}` });
        }
      })
      .transform((key) => imageStem(contentDir, key))
      .describe('A picture in content/images, by folder and file name');

  // A picture is described for people who cannot see it, or marked decorative when it adds
  // nothing the words around it do not say (screen readers then pass over it: alt="").
  const imageSchema = (what: string) =>
    z
      .object({
        src: imageKey(`${what} picture`),
        alt: text(`${what} picture description`)
          .optional()
          .describe('What the picture shows, read aloud to people who cannot see it'),
        decorative: z
          .boolean({ error: `${what} picture's "decorative" must be on or off` })
          .optional()
          .describe('On when the picture adds nothing to the words around it'),
      })
      .check((ctx) => {
        const { alt, decorative } = ctx.value;
        if (decorative && alt) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            path: ['decorative'],
            message: `${what} picture has a description and is marked decorative; keep the description and turn "decorative" off, or empty the description`,
          });
        } else if (!decorative && !alt) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            path: ['alt'],
            message: `${what} picture description is missing: say in a sentence what the picture shows, for people who cannot see it (or, if it adds nothing to the words around it, mark it decorative)`,
          });
        }
      })
      .transform(({ src, alt, decorative }) => ({
        src,
        alt: decorative ? '' : (alt ?? ''),
        decorative: decorative === true,
      }));

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
        text: markdownSchema('The welcome text'),
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

    /** A page of the church's own, at /{slug} (content/church-pages). */
    churchPage: z
      .object({
        slug: activitySlugSchema.describe('The page is /{slug}'),
        title: text('The page title'),
        description: metaDescription("The page's description"),
        appears: z
          .enum(pagePlaces, {
            error: `Where the page appears must be one of ${pagePlaces.map((p) => `"${p}"`).join(', ')}`,
          })
          .describe('In the top menu, in a menu group, in the footer, or only where linked'),
        group: text('The menu group').optional().describe('When it appears in a menu group'),
        label: text('The link words').optional().describe('Shorter words for the menu or footer'),
        position,
        photo: imageSchema('The page').optional(),
        lastReviewed: z.iso
          .date({ error: 'The "last reviewed" date must be written year-month-day, such as 2026-11-01' })
          .optional(),
        body: textAndContactParts('page'),
      })
      .check((ctx) => {
        if (ctx.value.appears === 'group' && !ctx.value.group) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            path: ['group'],
            message: 'The menu group is missing: the page appears in a group, so say which one',
          });
        }
      }),
  };
}

// ---- Files that hold no pictures -----------------------------------------------------------

/** A built-in page's link: its words, its position, and in the CMS the page's name. */
const placedLink = (what: string, page: string, hint?: string) =>
  z
    .object({
      label: text(`The "${what}" link words`).meta(cms('Words on the link')),
      position: position.meta(
        cms('Position', 'Smallest first, e.g. 10, 20, 30. A link at 35 goes between 30 and 40.', {
          value_type: 'int',
        }),
      ),
    })
    .meta(
      cms(page, hint, {
        collapsed: true,
        summary: '{{fields.label}} ({{fields.position}})',
      }),
    );

/** The built-in pages' links in the menu and the footer: their words and order. Church pages
 *  say where they appear themselves, and take their places among these by position. */
export const navigationSchema = z.object({
  menu: z
    .object({
      home: placedLink('Home', 'Home'),
      activities: placedLink('Activities', 'Activities (the menu of groups)'),
      events: placedLink('Events', 'Events'),
      giving: placedLink('Giving', 'Giving'),
      aboutUs: placedLink('About Us', 'About Us'),
      getInvolved: placedLink('Get Involved', 'Get Involved (the highlighted button)'),
    })
    .meta(
      cms(
        'Top menu',
        'The words and order of the built-in pages\' links. Pages of your own that appear in the menu (Pages, "Where it appears") take their places among these by position.',
        { collapsed: false },
      ),
    ),
  footer: z
    .object({
      news: placedLink('News', 'News'),
      sermons: placedLink('Sermons', 'Sermons'),
      calendar: placedLink(
        'Subscribe to our calendar',
        'Subscribe to the calendar',
        "Shown only on days the site could read the church's ChurchSuite calendar.",
      ),
      privacyPolicy: placedLink('Privacy Policy', 'Privacy policy'),
    })
    .meta(
      cms(
        'Footer links',
        'The words and order of the links along the foot of every page. Pages of your own placed in the footer take their places among these by position.',
        { collapsed: false },
      ),
    ),
  activityGroups: z
    .array(
      z.object({
        id: z
          .string({ error: 'A menu group id is missing' })
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
            error: 'A menu group id may only use small letters, digits and dashes',
          })
          .meta(
            cms(
              'Short name',
              'Small letters and dashes, e.g. young-people. If you change it, choose the group again in each of its activities.',
              {
                pattern: [
                  '^[a-z0-9]+(-[a-z0-9]+)*$',
                  'Small letters, digits and single dashes only, e.g. young-people',
                ],
              },
            ),
          ),
        label: text('A menu group name').meta(cms('Name in the menu')),
        intro: text('A menu group introduction')
          .describe('Shown on the home page')
          .meta(cms('Introduction', 'Shown on the home page.', { widget: 'text' })),
      }),
      { error: 'The menu groups are missing' },
    )
    .min(1, { error: 'At least one menu group is needed' })
    .refine((groups) => new Set(groups.map((g) => g.id)).size === groups.length, {
      error: 'Two menu groups have the same id',
    })
    .meta(
      cms(
        'Activity groups',
        'The activities menu is split into these groups. Each activity says which group it is in.',
        { label_singular: 'group', min: 1, summary: '{{fields.label}}' },
      ),
    ),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const activityFactsSchema = z.object({
  audience: text('Who the activity is for').describe('e.g. Age 3 to Year 5'),
  when: text('When the activity meets').describe('e.g. Sundays, {serviceTime} to {serviceEnd}'),
  where: text('Where the activity meets').describe('e.g. Church Halls'),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

export const activityLinkSchema = linkSchema
  .extend({
    kind: z.enum(['register', 'website', 'facebook', 'instagram'], {
      error: 'A link kind must be "register", "website", "facebook" or "instagram"',
    }),
  })
  .superRefine((link, ctx) => {
    // A Facebook or Instagram button goes to that network, or its icon would mislead.
    if ((link.kind === 'facebook' || link.kind === 'instagram') && !isOnNetwork(link.href, link.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        input: link.href,
        message: onNetworkMessage(`A ${socialNetworks[link.kind].name} button's address`, link.kind),
      });
    }
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

export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  boxLabel: text('The search box label').describe('e.g. Search for'),
  button: text('The search button label'),
  hint: text('The hint under the search box'),
  searching: text('The "Searching…" message'),
  resultsHeading: text('The heading over the results'),
  noResults: text('The message when nothing matches'),
  failed: text('The message when search cannot run'),
  noJavaScript: text('The message when JavaScript is off'),
  sectionsHeading: text('The heading over the sections of the site'),
  filters: z.object({
    preacher: text('The "Preacher" choice’s label'),
    anyPreacher: text('The "Any preacher" choice'),
    book: text('The "Book of the Bible" choice’s label'),
    anyBook: text('The "Any book" choice'),
  }),
  kinds: z.object({
    page: text('The label for a page in the results'),
    activity: text('The label for an activity in the results'),
    news: text('The label for a news notice in the results'),
    sermon: text('The label for a sermon in the results'),
  }),
});

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
        parts: textAndContactParts('section'),
      }),
    )
    .min(1),
});

export const siteTextSchema = z.object({
  skipLink: text('The "Skip to main content" link')
    .describe('The first thing keyboard and screen reader users meet on every page')
    .meta(
      cms(
        '"Skip to main content" link',
        'The first thing keyboard and screen reader users meet on every page.',
      ),
    ),
  newTab: text('The "(opens in a new tab)" note')
    .describe('Read aloud after every link that opens another website')
    .meta(cms('"(opens in a new tab)" note', 'Read aloud after every link that opens another website.')),
  openMenu: text('The "Open menu" button label').meta(cms('"Open menu" button')),
  closeMenu: text('The "Close menu" button label').meta(cms('"Close menu" button')),
  menuTitle: text('The title at the top of the phone menu').meta(cms('Title of the phone menu')),
  menuDescription: text('What the phone menu is, read to screen reader users').meta(
    cms('Description of the phone menu', 'Read aloud to screen reader users when the menu opens.'),
  ),
  homeLink: text('The "Return to Home" button label').meta(cms('"Return to Home" button')),
  searchBox: z
    .object({
      label: text('The search box label in the header')
        .describe('e.g. Search the site')
        .meta(
          cms(
            'Label',
            "Read to screen reader users and shown as the box's placeholder, e.g. Search the site.",
          ),
        ),
      button: text('The search button label in the header').meta(cms('Button')),
    })
    .describe('The search box at the top of every page')
    .meta(cms('Search box', 'The search box at the top of every page.')),
  footer: z
    .object({
      tagline: text('The line under the church name in the footer').meta(
        cms('Line under the church name'),
      ),
      serviceTimesHeading: text('The footer service times heading').meta(
        cms('Service times heading'),
      ),
      contactHeading: text('The footer contact heading').meta(cms('Contact heading')),
      charityRegistration: text('The charity registration sentence')
        .describe('Followed by the charity number from church.yml')
        .meta(
          cms('Charity sentence', 'The charity number from Church details is added after it.'),
        ),
    })
    .meta(cms('Footer')),
  watchLive: text('The "Watch live" link label')
    .describe('Beside the service times when church.yml has a livestream address')
    .meta(
      cms(
        '"Watch live" link',
        'Beside the service times, when Church details has a livestream address.',
      ),
    ),
  notice: z
    .object({
      label: text('The name of the notice area')
        .describe('Read aloud by screen readers before the notice, e.g. Notice')
        .meta(
          cms('Name of the notice', 'Read aloud by screen readers before the notice, e.g. Notice.'),
        ),
      dismiss: text('The "Hide this notice" button label')
        .describe('Read aloud for the button that hides the notice')
        .meta(cms('"Hide this notice" button', 'Read aloud for the × button that hides the notice.')),
    })
    .meta(
      cms(
        'Words for the notice across the site',
        'The notice itself is in Church and site → Notice across the site.',
      ),
    ),
  socialLinks: z
    .object({
      facebook: text('The Facebook link label').meta(cms('Facebook')),
      instagram: text('The Instagram link label').meta(cms('Instagram')),
      youtube: text('The YouTube link label').meta(cms('YouTube')),
    })
    .meta(cms('Names of the social media links')),
  errorPage: z
    .object({
      heading: text('The error page heading').meta(cms('Heading')),
      unknownError: text('The error page line for an unknown problem').meta(
        cms('Line for an unknown fault'),
      ),
      message: text('The error page message').meta(cms('Message', undefined, { widget: 'text' })),
    })
    .meta(cms('Error page', 'Shown if a page cannot be displayed because of a fault.')),
  paging: z
    .object({
      label: text('The name of the page links under a list')
        .describe('Read aloud, e.g. Pages')
        .meta(cms('Name of the page links', 'Read aloud to screen reader users, e.g. Pages.')),
      newer: text('The "Newer" page link label').meta(cms('"Newer" link')),
      older: text('The "Older" page link label').meta(cms('"Older" link')),
      page: text('The word "Page" in "Page 2 of 3"').meta(cms('Word "Page"', 'As in "Page 2 of 3".')),
      of: text('The word "of" in "Page 2 of 3"').meta(cms('Word "of"', 'As in "Page 2 of 3".')),
    })
    .meta(
      cms(
        'Page links under the news and sermons',
        'Shown under a list of news or sermons that runs to more than one page.',
      ),
    ),
  events: z
    .object({
      heading: text('The home page events heading').meta(cms('Home page heading')),
      seeAll: text('The "See all events" link label').meta(cms('"See all events" link')),
      loading: text('The "Loading events" note').meta(cms('"Loading events" note')),
      emptyHeading: text('The "No Upcoming Events" heading').meta(
        cms('Heading when there are no events'),
      ),
      emptyText: text('The line under "No Upcoming Events"').meta(
        cms('Line when there are no events'),
      ),
      failed: text('The message when the events cannot be loaded').meta(
        cms('Message when the events cannot be loaded'),
      ),
      failedPopup: text('The pop-up when the events cannot be loaded').meta(
        cms('Pop-up when the events cannot be loaded'),
      ),
      details: text('The "Event details" link label').meta(cms('"Event details" link')),
      addToCalendar: text('The "Add to calendar" link label').meta(cms('"Add to calendar" link')),
      cancelled: text('The "Cancelled" mark on a cancelled event')
        .describe('Shown before its name')
        .meta(cms('"Cancelled" mark', 'Shown before the name of a cancelled event.')),
      online: text('The "Online" place of an online event')
        .describe('e.g. Online: Zoom')
        .meta(cms('"Online" place', 'Shown as the place of an online event, e.g. "Online: Zoom".')),
      joinOnline: text('The "Join online" link label').meta(cms('"Join online" link')),
      carousel: text('The events carousel name')
        .describe('Read aloud by screen readers')
        .meta(cms('Name of the events carousel', 'Read aloud by screen readers.')),
      previous: text('The carousel "Previous slide" button label').meta(cms('"Previous" button')),
      next: text('The carousel "Next slide" button label').meta(cms('"Next" button')),
      categories: text('The name of the choice of event categories')
        .describe('Read aloud by screen readers')
        .meta(
          cms(
            'Name of the choice of categories',
            'Read aloud by screen readers. The choice shows on the Events page when ChurchSuite gives the events two or more categories.',
          ),
        ),
      allCategories: text('The "All events" choice').meta(cms('"All events" choice')),
      asOf: text('The "last brought up to date" line')
        .describe('Shown without JavaScript, before the date the events were read')
        .meta(
          cms(
            '"Last brought up to date" line',
            'Shown to visitors without JavaScript above the events the site read from ChurchSuite that morning, followed by the date and time.',
          ),
        ),
      subscribe: z
        .object({
          heading: text('The "Subscribe to this calendar" heading').meta(cms('Heading')),
          intro: text('The line under the subscribe heading').meta(
            cms('Line under the heading', undefined, { widget: 'text' }),
          ),
          button: text('The subscribe button label').meta(cms('Subscribe button')),
          address: text('The words before the calendar address').meta(
            cms("Words before the calendar's address"),
          ),
          apps: z
            .array(
              z.object({
                name: text('A calendar app name').meta(cms('App')),
                steps: z
                  .array(
                    text('A step for subscribing in a calendar app').meta(
                      cms('Step', undefined, { name: 'step', widget: 'text' }),
                    ),
                  )
                  .min(1, { error: 'A calendar app needs at least one step' })
                  .meta(
                    cms('Steps', 'Numbered on the page in this order; two short ones are plenty.', {
                      label_singular: 'step',
                      min: 1,
                    }),
                  ),
              }),
              { error: 'The calendar apps are missing' },
            )
            .min(1, { error: 'At least one calendar app is needed' })
            .meta(
              cms('Calendar apps', undefined, {
                label_singular: 'app',
                min: 1,
                summary: '{{fields.name}}',
              }),
            ),
        })
        .meta(
          cms(
            'Subscribing to the calendar',
            "The section at the foot of the Events page that puts the church's calendar in a visitor's own calendar app.",
          ),
        ),
    })
    .meta(
      cms(
        'Events',
        'The words around the events from ChurchSuite, on the home page and the Events page.',
      ),
    ),
  notFound: pageMetaSchema
    .describe('The page shown for an address the site does not have')
    .meta(
      cms('Page not found', 'The page shown for a web address the site does not have.', {
        collapsed: undefined,
        summary: undefined,
      }),
    ),
  labels: z
    .object({
      lastReviewed: text('The "last reviewed" label')
        .describe('Under the title of a page that has the date')
        .meta(
          cms(
            '"Last reviewed" label',
            'Under the title of a page of your own that gives the date it was last reviewed.',
          ),
        ),
      activityFactsHeading: text("The heading over an activity's quick facts").meta(
        cms('Heading over the quick facts'),
      ),
      activityFactLabels: z
        .object({
          audience: text('The "For" label').meta(cms('"For"')),
          when: text('The "When" label').meta(cms('"When"')),
          where: text('The "Where" label').meta(cms('"Where"')),
        })
        .meta(cms('Quick fact labels')),
      activitySectionLabels: z
        .object({
          who: text('The "Who?" heading').meta(cms('"Who?"')),
          what: text('The "What?" heading').meta(cms('"What?"')),
          why: text('The "Why?" heading').meta(cms('"Why?"')),
          where: text('The "Where?" heading').meta(cms('"Where?"')),
          how: text('The "How?" heading').meta(cms('"How?"')),
          contact: text('The "Contact" heading').meta(cms('"Contact"')),
        })
        .meta(cms('Section headings')),
    })
    .meta(cms('Labels on the activity pages')),
  churchOffice: text('The name shown for the church office as a contact').meta(
    cms(
      'Name for the church office',
      "Shown as the name of a contact that uses the church office's phone and e-mail.",
    ),
  ),
});
export type SiteText = z.infer<typeof siteTextSchema>;
