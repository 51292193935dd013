import { z } from 'zod';
import imageConfig from '../../assets/images/presets.json' with { type: 'json' };
import { fileExists, pictureStem } from '../loading/content-files.ts';
import { imageEndings, imagesFolder } from '../pictures/image-names.ts';
import { markdownBlocks } from '../loading/markdown.ts';
import { heicEndings, pictureFileProblem } from '../pictures/picture-check.ts';
import type { RichBlock } from '../loading/rich-text.ts';
import {
  emailSchema,
  httpsUrl,
  isOnNetwork,
  onNetworkMessage,
  pageMetaSchema,
  phoneSchema,
  socialNetworks,
  text,
} from './church.ts';
import { cms, type CmsField } from '../cms/cms-fields.ts';
import { churchSuiteGroupCode } from '../cms/pasted.ts';
import { datePicker } from './collection.ts';

// The shape of each content file, and what the pages receive once it is read. Like schema.ts,
// every message names the field in plain English: the person reading it is the church
// secretary, not a programmer. Each value's .meta(cms(...)) is what the CMS shows of it: its
// label, hint and checks (cms-fields.ts makes public/admin/config.yml's fields from them).

const imageFolders = Object.keys(imageConfig.folders);

/**
 * Markdown → rich text blocks for the pages (markdown.ts). Each problem in it is an issue of its
 * own, carrying the piece of text it is about (so the loader can name its line) and what it is
 * ("link “click here”", added to the box's name).
 */
export const markdownSchema = (what: string) =>
  text(what)
    .transform((markdown, ctx): RichBlock[] => {
      const result = markdownBlocks(markdown);
      if ('problems' in result) {
        for (const { problem, snippet, thing } of result.problems) {
          ctx.issues.push({
            code: 'custom',
            input: markdown,
            message: `${what} ${problem}`,
            params: { snippet, thing },
          });
        }
        return z.NEVER;
      }
      return result.blocks;
    })
    .meta({
      cms: {
        widget: 'markdown',
        // Exactly what the site shows (markdown.ts); the build refuses the rest.
        buttons: [
          'bold',
          'italic',
          'link',
          'heading-two',
          'heading-three',
          'quote',
          'bulleted-list',
          'numbered-list',
        ],
        editor_components: ['image'],
        modes: ['rich_text', 'raw'],
        minimal: true,
        sanitize_preview: true,
      },
    });

/** The CMS's hint of a longer text: what the editor's toolbar gives, and where a link may go. */
const toolbarHint =
  'The toolbar gives headings, bold, italics, links, lists, quotations and pictures (describe each picture). A link goes to an https:// address, an e-mail, a phone number or a page of this site such as /events.';

export const linkSchema = z.object({
  label: text('A link label')
    .describe('The words on the link or button')
    .meta(cms('Words on the link')),
  href: httpsUrl('A link address').meta(cms('Address')),
});
export type Link = z.infer<typeof linkSchema>;

/** A link to a page of this site, such as "/giving". */
export const pageLinkSchema = z.object({
  label: text('A link label').meta(cms('Words on the link')),
  to: z
    .string({ error: 'A page link is missing' })
    .regex(/^\/[a-z0-9/-]*$/, {
      error: 'A page link must be a page of this site starting with /, such as /giving',
    })
    .meta(
      cms(
        'Page',
        'A page of this site, starting with /: /events, /giving, /get-involved, /about-us, or an activity such as /activities/the-ark.'
      ),
    ),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

const contactDetails = z.object({
  name: text('A contact name').meta(cms('Name')),
  role: text('A contact role')
    .optional()
    .describe('e.g. Leader, or Anchor Section (P1 to P3)')
    .meta(cms('Role', 'e.g. Leader, or Anchor Section (P1 to P3).')),
  email: emailSchema.optional(),
  // A phone and a website may be left out, so in the CMS neither of their boxes is required:
  // the same values with the CMS's own settings (the build's checks of the pair stay).
  phone: phoneSchema
    .safeExtend({
      display: phoneSchema.shape.display.meta({
        cms: { required: false, hint: 'e.g. 028 9649 6000' },
      }),
      international: phoneSchema.shape.international.meta({
        cms: {
          required: false,
          hint: 'The same number starting with +44 in place of the first 0, e.g. +442896496000',
        },
      }),
    })
    .optional()
    .meta(cms('Phone', 'If you give a phone number, fill in both boxes.', { collapsed: true })),
  website: linkSchema
    .extend({
      label: linkSchema.shape.label.meta({ cms: { required: false } }),
      href: linkSchema.shape.href.meta({ cms: { required: false, hint: 'Starting with https://' } }),
    })
    .optional()
    .meta(cms('Website', 'If you give a website, fill in both boxes.', { collapsed: true })),
  address: z
    .array(text('An address line').meta({ cms: { label: 'Line', name: 'line' } }))
    .optional()
    .describe('One line per entry')
    .meta(cms('Postal address', 'One line of the address per entry.', { label_singular: 'line' })),
  placeholder: z
    .boolean()
    .optional()
    .describe('Sample person shipped with the site: listed by the build until replaced')
    .meta(
      cms(
        'Sample person',
        'Shipped with the site as an example. Replace them, then turn this off.',
      ),
    ),
});
export type Contact = Omit<z.infer<typeof contactDetails>, 'placeholder'>;

/**
 * A person (or organisation) to contact, or the church office with its own phone and e-mail.
 * Two kinds rather than a tick box, so the CMS can ask for a person's name and nothing of the
 * office. The person first, as the CMS offers them.
 */
export const contactSchema = z.discriminatedUnion(
  'type',
  [
    contactDetails
      .extend({ type: z.literal('person') })
      .refine((c) => c.email || c.phone || c.website || (c.address?.length ?? 0) > 0, {
        error: 'A contact needs at least one way to reach them: email, phone, website or address',
      })
      .meta(cms('Person or organisation', undefined, { summary: '{{fields.name}}' })),
    z
      .object({
        type: z.literal('church-office'),
        role: text('A contact role')
          .optional()
          .meta(
            cms(
              'Role',
              'e.g. Or through the church office. The name, phone and e-mail come from Church details.',
            ),
          ),
      })
      .meta(cms('The church office', undefined, { summary: 'The church office' })),
  ],
  { error: 'Each contact is a person ("type: person") or the church office ("type: church-office")' },
);
export type ContactEntry = z.infer<typeof contactSchema>;

const contactsSchema = z
  .array(contactSchema, { error: 'The contact list is missing' })
  .min(1, { error: 'A contact list needs at least one contact' })
  .meta(
    cms(
      'Contacts',
      'Add a person (or an organisation) with a name and at least one of e-mail, phone, website or postal address, or the church office.',
      { label_singular: 'contact', min: 1, summary: '{{fields.name}}' },
    ),
  );

/** Rich text (rich-text.ts), or contact cards placed among it. */
export type Block = RichBlock | { contacts: Contact[] };

const metaDescription = (what: string) =>
  text(what)
    .min(50, { error: `${what} should be at least 50 letters long` })
    .max(160, { error: `${what} should be at most 160 letters long` })
    .describe('Shown by search engines under the page title')
    .meta({ cms: { widget: 'text' } });

/** Longer text with contact cards among it, in order (the privacy policy, church pages). */
const textAndContactParts = (what: string) =>
  z
    .array(
      z.discriminatedUnion(
        'type',
        [
          z
            .object({
              type: z.literal('text'),
              text: markdownSchema(`A ${what} text`).meta(
                cms(
                  'Text',
                  'The toolbar gives headings, links, lists and more. You can write {church} for the church name and {charityNumber} for its charity number.',
                ),
              ),
            })
            .meta(cms('Text')),
          z.object({ type: z.literal('contacts'), contacts: contactsSchema }).meta(cms('Contacts')),
        ],
        { error: `Each part of a ${what} is either text ("type: text") or contacts ("type: contacts")` },
      ),
      { error: `The ${what} is missing` },
    )
    .min(1, { error: `A ${what} needs some text` })
    .meta({ cms: { label_singular: 'part', min: 1 } });

/** Where a church page is linked from, besides any text that links to it. */
export const pagePlaces = ['menu', 'group', 'footer', 'linked'] as const;

/** A link's position among the others where it appears (the menu, the footer, a group). */
const position = z
  .number({ error: 'The position must be a whole number, such as 30' })
  .int({ error: 'The position must be a whole number, such as 30' })
  .describe('Smallest first, among the links where it appears')
  .meta({ cms: { value_type: 'int' } });

/** The CMS's choice of a menu group, from the groups in navigation.yml (activities, pages). */
const menuGroupChoice = {
  widget: 'relation',
  collection: 'settings',
  file: 'navigation',
  search_fields: ['activityGroups.*.label'],
  value_field: 'activityGroups.*.id',
  display_fields: ['activityGroups.*.label'],
  options_length: 50,
};

/**
 * Where a page's link appears, besides any text that links to it: a church page's, and
 * /groups'. With the check that a link in a menu group names its group (`namesItsGroup`).
 */
export const linkPlacement = {
  appears: z
    .enum(pagePlaces, {
      error: `Where the page appears must be one of ${pagePlaces.map((p) => `"${p}"`).join(', ')}`,
    })
    .describe('In the top menu, in a menu group, in the footer, or only where linked')
    .meta(
      cms('Where it appears', undefined, {
        default: 'linked',
        options: [
          { label: 'In the top menu', value: 'menu' },
          { label: 'In a menu group', value: 'group' },
          { label: 'In the footer', value: 'footer' },
          { label: 'Only where other text links to it', value: 'linked' },
        ],
      }),
    ),
  group: text('The menu group')
    .optional()
    .describe('When it appears in a menu group')
    .meta(
      cms(
        'Menu group',
        'Only for a page that appears in a menu group. The groups are set in Church and site, Menu.',
        menuGroupChoice,
      ),
    ),
  label: text('The link words')
    .optional()
    .describe('Shorter words for the menu or footer')
    .meta(
      cms(
        'Words on the link',
        'Shorter words for the menu or footer link, e.g. Accessibility. Empty uses the title.',
      ),
    ),
  position: position.meta(
    cms(
      'Position',
      "Where the link goes among the others there, smallest first. The built-in pages' positions are in Church and site, Menu (e.g. Events 30, Giving 40: 35 goes between).",
      { default: 100 },
    ),
  ),
};

/** A link placed in a menu group says which one. */
export const namesItsGroup = (ctx: z.core.ParsePayload<{ appears: string; group?: string }>) => {
  if (ctx.value.appears === 'group' && !ctx.value.group) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['group'],
      message: 'The menu group is missing: the page appears in a group, so say which one',
    });
  }
};

/** A picture in the CMS: chosen from content/images or uploaded, never an address. */
export const pictureField = { widget: 'image', choose_url: false };

/** Where a picture field uploads to in the CMS, and the folder of content/images it saves. */
export const pictureFolder = (folder: string) => ({
  media_folder: `/content/${imagesFolder}/${folder}`,
  public_folder: folder,
});

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
      .refine((key) => fileExists(contentDir, `${imagesFolder}/${key}`) !== false, {
        error: `${what} names a picture that is not in content/${imagesFolder} (upload it, or check the spelling)`,
      })
      .check((ctx) => {
        const problem = pictureFileProblem(contentDir, ctx.value);
        if (problem) {
          ctx.issues.push({ code: 'custom', input: ctx.value, message: `${what} (${ctx.value}) ${problem}` });
        }
      })
      .transform((key) => pictureStem(contentDir, key))
      .describe('A picture in content/images, by folder and file name')
      .meta({ cms: pictureField });

  // A picture is described for people who cannot see it, or marked decorative when it adds
  // nothing the words around it do not say (screen readers then pass over it: alt="").
  // `picture` is the CMS's settings of the picture itself (its label, folder and hint), `alt`
  // any of its description's that differ.
  const imageSchema = (what: string, picture: CmsField, alt?: CmsField) =>
    z
      .object({
        src: imageKey(`${what} picture`).meta({ cms: picture }),
        alt: text(`${what} picture description`)
          .optional()
          .describe('What the picture shows, read aloud to people who cannot see it')
          .meta(
            cms(
              'Description of the picture',
              'What the picture shows, in a sentence. It is read aloud to people who cannot see it. Leave it empty only if the picture is marked decorative.',
              alt,
            ),
          ),
        decorative: z
          .boolean({ error: `${what} picture's "decorative" must be on or off` })
          .optional()
          .describe('On when the picture adds nothing to the words around it')
          .meta(
            cms(
              'Decorative',
              'Turn on only if the picture adds nothing to the words around it (screen readers then pass over it). A picture that shows something needs a description.',
            ),
          ),
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
    name: text("A person's name").meta(
      cms('Name', 'As it should be shown, e.g. Rev. Andrew McCracken.'),
    ),
    role: text("A person's role")
      .describe('e.g. Elder, Clerk of Session, Youth Worker')
      .meta(cms('Role', 'e.g. Elder, Clerk of Session, Youth Worker.')),
    photo: imageKey("A person's photo")
      .describe('e.g. people/ruth-kerr.jpg')
      .meta(
        cms(
          'Photo',
          'A head-and-shoulders photo. It is cropped to a square, so keep the face near the middle. JPEG or PNG, at least 480 × 480 pixels.',
          pictureFolder('people'),
        ),
      ),
    placeholder: z
      .boolean()
      .optional()
      .describe('Sample person shipped with the site: listed by the build until replaced')
      .meta(
        cms(
          'Sample person',
          'On for the made-up people that came with the website; the build lists them until they are replaced. Leave it off for a real person.',
        ),
      ),
  });

  const peopleSection = (what: string) =>
    z.object({
      heading: text(`The ${what} heading`).meta(cms('Heading')),
      intro: text(`The ${what} introduction`).meta(cms('Introduction', undefined, { widget: 'text' })),
      people: z
        .array(personSchema, { error: `The ${what} people are missing` })
        .min(1, { error: `The ${what} needs at least one person` })
        .meta(
          cms('People', 'Shown in this order. Drag a person by the handle at the top to move them.', {
            label_singular: 'person',
            min: 1,
            summary: '{{fields.name}}, {{fields.role}}',
          }),
        ),
    });

  /** A landscape photo's picture field, in the CMS. */
  const scenePhoto = (label: string, settings?: CmsField) => ({
    label,
    ...pictureFolder('scenes'),
    hint: 'A landscape photo, cropped to 3 by 2. JPEG, at least 1200 × 800 pixels.',
    ...settings,
  });

  return {
    /** A picture and its description, for the collections' modules (news.ts). */
    imageSchema,
    home: z.object({
      meta: pageMetaSchema,
      hero: z
        .object({
          kicker: text('The line above the church name').meta(cms('Line above the church name')),
          tagline: text('The line under the church name').meta(
            cms('Line under the church name', 'You can write {town} for the town from Church details.'),
          ),
          image: imageSchema('The hero', {
            label: 'Picture',
            ...pictureFolder('hero'),
            hint: 'A wide photo of the church. It fills the screen, cropped to fit, so keep the church near the middle. JPEG, at least 1920 × 1080 pixels.',
          }).meta(cms('Picture')),
          serviceButton: text('The "Sunday Service" button label').meta(cms('"Sunday Service" button')),
          storyButton: text('The "Find out more" button label').meta(cms('"Find out more" button')),
        })
        .meta(cms('Top of the page')),
      serviceTimes: z
        .object({
          heading: text('The service times heading').meta(cms('Heading')),
          intro: text('The service times introduction').meta(
            cms('Introduction', undefined, { widget: 'text' }),
          ),
          quote: z
            .object({
              text: text('The Bible verse').meta(cms('Verse', undefined, { widget: 'text' })),
              reference: text('The Bible reference')
                .describe('e.g. Psalm 95:1')
                .meta(cms('Reference', 'e.g. Psalm 95:1')),
            })
            .meta(cms('Bible verse')),
        })
        .meta(cms('Service times', 'The times themselves are in Church details.')),
      story: z
        .object({
          heading: text('The church story heading').meta(cms('Heading')),
          text: markdownSchema('The welcome text').meta(
            cms(
              'Text',
              'A paragraph or two of welcome; you can write {church} for the church name and {town} for the town. The toolbar gives headings, bold, italics, links, lists, quotations and pictures (describe each picture). A link goes to an https:// address, an e-mail, a phone number or a page of this site such as /visit.',
            ),
          ),
          image: imageSchema('The church story', scenePhoto('Picture')).meta(cms('Picture')),
          valuesHeading: text('The "What Makes Us Tick" heading').meta(
            cms('"What Makes Us Tick" heading'),
          ),
          valuesIntro: text('The "What Makes Us Tick" introduction').meta(
            cms('"What Makes Us Tick" introduction', undefined, { widget: 'text' }),
          ),
          pillars: z
            .array(
              z.object({
                title: text('A pillar title').meta(cms('Title')),
                text: text('A pillar description').meta(cms('Description', undefined, { widget: 'text' })),
                icon: z
                  .enum(['heart', 'megaphone', 'book'], {
                    error: 'A pillar icon must be "heart", "megaphone" or "book"',
                  })
                  .meta(
                    cms('Icon', undefined, {
                      options: [
                        { label: 'Heart', value: 'heart' },
                        { label: 'Megaphone', value: 'megaphone' },
                        { label: 'Open book', value: 'book' },
                      ],
                    }),
                  ),
              }),
            )
            .min(1)
            .meta(cms('Aims', undefined, { label_singular: 'aim', min: 1, summary: '{{fields.title}}' })),
        })
        .meta(cms('Welcome')),
      activities: z
        .object({
          heading: text('The activities heading').meta(cms('Heading')),
          intro: text('The activities introduction').meta(
            cms('Introduction', undefined, { widget: 'text' }),
          ),
        })
        .meta(cms('Activities', 'The activities themselves are in the Activities section.')),
      getInvolved: z
        .object({
          heading: text('The get involved heading').meta(cms('Heading')),
          intro: text('The get involved introduction').meta(
            cms('Introduction', undefined, { widget: 'text' }),
          ),
          ways: z
            .array(
              z.object({
                title: text('A way to get involved').meta(cms('Title')),
                text: text('Its description').meta(cms('Description', undefined, { widget: 'text' })),
                link: pageLinkSchema.meta(cms('Link')),
              }),
            )
            .min(1)
            .meta(
              cms('Ways to get involved', undefined, {
                label_singular: 'way',
                min: 1,
                summary: '{{fields.title}}',
              }),
            ),
        })
        .meta(cms('Get involved')),
      findUs: z
        .object({
          heading: text('The find us heading').meta(cms('Heading')),
          intro: text('The find us introduction').meta(
            cms('Introduction', 'You can write {street} for the street from Church details.', {
              widget: 'text',
            }),
          ),
          notes: z
            .array(
              text('A find us note').meta(cms('Note', undefined, { name: 'note', widget: 'text' })),
            )
            .describe('Parking, access and the like')
            .meta(cms('Notes', 'Parking, access and the like.', { label_singular: 'note' })),
          directionsLabel: text('The "Get directions" link label').meta(cms('"Get directions" link')),
        })
        .meta(cms('How to find us')),
    }),

    aboutUs: z.object({
      meta: pageMetaSchema,
      intro: markdownSchema('The introduction').meta(cms('Introduction', toolbarHint)),
      elders: z
        .object({
          heading: text('The ruling elders heading').meta(cms('Heading')),
          intro: text('The ruling elders introduction').meta(
            cms('Introduction', undefined, { widget: 'text' }),
          ),
          duties: z
            .array(
              text('A duty of the elders').meta(cms('Duty', undefined, { name: 'duty', widget: 'text' })),
            )
            .min(1)
            .meta(cms('What elders do', undefined, { label_singular: 'duty', min: 1 })),
        })
        .meta(cms('Ruling elders')),
      convener: z
        .object({
          heading: text('The vacancy heading').meta(cms('Heading')),
          body: markdownSchema('The vacancy text').meta(cms('Text', toolbarHint)),
          person: personSchema.meta(cms('Vacancy Convener')),
        })
        .meta(cms('Vacancy')),
      kirkSession: peopleSection('Kirk Session').meta(cms('Kirk Session')),
      staff: peopleSection('Staff').meta(cms('Staff')),
    }),

    /** A page of the church's own, at /{slug} (content/church-pages). */
    churchPage: z
      .object({
        slug: activitySlugSchema.describe('The page is /{slug}').meta({
          cms: {
            hint: 'The page is at / followed by this, e.g. safeguarding. Small letters and dashes only, not one the site already uses (events, news, sermons…). Changing it breaks saved links.',
          },
        }),
        title: text('The page title').meta(
          cms('Title', 'The large heading at the top of the page, and its name in search engines.'),
        ),
        description: metaDescription("The page's description").meta(
          cms(
            'Description',
            'One sentence under the title, also shown by search engines. 50 to 160 letters.',
          ),
        ),
        ...linkPlacement,
        // The picture's box not required: it is inside a group that may be left empty.
        photo: imageSchema('The page', scenePhoto('Photo', { required: false }))
          .optional()
          .meta(
            cms('Photo', 'Optional. Open it with the arrow to add a photo under the title.', {
              collapsed: true,
            }),
          ),
        lastReviewed: z.iso
          .date({ error: 'The "last reviewed" date must be written year-month-day, such as 2026-11-01' })
          .optional()
          .meta(
            cms(
              'Last reviewed',
              'Optional. For a policy or statement, the date it was last checked; shown under the title.',
              datePicker,
            ),
          ),
        body: textAndContactParts('page').meta(
          cms(
            'Text',
            'Text, or text with contact cards in between. The toolbar gives headings, bold, italics, links, lists, quotations and pictures.',
          ),
        ),
      })
      .check(namesItsGroup),
  };
}

// ---- Files that hold no pictures -----------------------------------------------------------

/** A built-in page's link: its words, its position, and in the CMS the page's name. */
const placedLink = (what: string, page: string, hint?: string) =>
  z
    .object({
      label: text(`The "${what}" link words`).meta(cms('Words on the link')),
      position: position.meta(
        cms('Position', 'Smallest first, e.g. 10, 20, 30. A link at 35 goes between 30 and 40.'),
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
  audience: text('Who the activity is for')
    .describe('e.g. Age 3 to Year 5')
    .meta(cms('Who it is for', 'e.g. Age 3 to Year 5')),
  when: text('When the activity meets')
    .describe('e.g. Sundays, {serviceTime} to {serviceEnd}')
    .meta(
      cms(
        'When',
        "e.g. Sundays, 7:00 PM to 9:00 PM. You can write {serviceTime} for the first service's time and {serviceEnd} for its end: Sundays, {serviceTime} to {serviceEnd}.",
      ),
    ),
  where: text('Where the activity meets')
    .describe('e.g. Church Halls')
    .meta(cms('Where', 'e.g. Church Halls')),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

/** A button on an activity's page: its kind first, as the CMS asks for it. */
export const activityLinkSchema = z
  .object({
    kind: z
      .enum(['register', 'website', 'facebook', 'instagram'], {
        error: 'A link kind must be "register", "website", "facebook" or "instagram"',
      })
      .meta(
        cms('Kind', undefined, {
          options: [
            { label: 'Registration form', value: 'register' },
            { label: 'Website', value: 'website' },
            { label: 'Facebook', value: 'facebook' },
            { label: 'Instagram', value: 'instagram' },
          ],
        }),
      ),
    label: linkSchema.shape.label.meta(cms('Words on the button')),
    href: linkSchema.shape.href.meta({ cms: { hint: 'The full address, starting with https://' } }),
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
  })
  .meta(cms('Web address'));

export const activityFileSchema = z.object({
  slug: activitySlugSchema.describe('The page is /activities/{slug}').meta({
    cms: {
      hint: 'The page is at /activities/ followed by this, e.g. the-ark. Small letters and dashes only. Changing it breaks links people have saved.',
    },
  }),
  order: z
    .number({ error: 'The menu position must be a number, such as 3' })
    .describe('Position in the menu and on the home page')
    .meta(
      cms(
        'Menu position',
        'Activities are listed in this order, smallest first, in the menu and on the home page.',
        { value_type: 'int' },
      ),
    ),
  name: text('An activity name').meta(cms('Name')),
  group: text('The menu group')
    .describe('The id of a group in navigation.yml')
    .meta(cms('Menu group', 'The groups are set in Church and site, Menu.', menuGroupChoice)),
  facts: activityFactsSchema.meta(cms('Quick facts', undefined, { collapsed: false })),
  description: metaDescription("The activity's description").meta(
    cms(
      'Description for search engines',
      'The sentence search engines show under the page title, 50 to 160 letters.',
    ),
  ),
  intro: text("The activity's introduction")
    .describe('One or two sentences under the name')
    .meta(cms('Introduction', 'One or two sentences under the name.', { widget: 'text' })),
  who: markdownSchema('The Who? section').meta(
    cms('Who?', 'The toolbar gives headings, links, lists and more.'),
  ),
  what: markdownSchema('The What? section').meta(
    cms(
      'What?',
      "The toolbar gives headings, links, lists and more. You can write {serviceTime} for the first service's time and {serviceEnd} for its end.",
    ),
  ),
  why: markdownSchema('The Why? section').meta(
    cms('Why?', 'The toolbar gives headings, links, lists and more.'),
  ),
  where: markdownSchema('The Where? section').meta(
    cms('Where?', 'The toolbar gives headings, links, lists and more.'),
  ),
  how: markdownSchema('The How? section')
    .optional()
    .describe('Only for activities that need it')
    .meta(cms('How?', 'Only for activities that need it, e.g. how to join or how to get a lift.')),
  contact: markdownSchema('The Contact section text')
    .optional()
    .meta(cms('Words above the contacts', 'Optional, e.g. "Each section has its own leader:".')),
  contacts: contactsSchema,
  churchSuiteGroup: z
    .preprocess(
      churchSuiteGroupCode,
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, {
        error:
          'The ChurchSuite group is the last part of the group’s ChurchSuite address: for https://ballyglen.churchsuite.com/groups/ab12cd34 it is ab12cd34',
      }),
    )
    .optional()
    .describe("The identifier of the activity's group in ChurchSuite, for its sign-up")
    .meta(
      cms(
        'ChurchSuite group',
        'Optional. The group’s address on ChurchSuite, or its last part: for https://ballyglen.churchsuite.com/groups/ab12cd34 it is ab12cd34. The page then shows whether the group is taking sign-ups, with a link to join it.',
      ),
    ),
  links: z
    .array(activityLinkSchema)
    .default([])
    .describe('Buttons: registration forms, websites')
    .meta(
      cms('Buttons', 'Registration forms, websites and social media pages.', {
        label_singular: 'button',
        summary: '{{fields.label}}',
      }),
    ),
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
  /** Its group on ChurchSuite, whose sign-up the page shows (features/groups). */
  churchSuiteGroup?: string;
}

export const getInvolvedSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction').meta(
    cms(
      'Introduction',
      'The toolbar gives headings, links, lists and more. You can write {town} for the town.',
    ),
  ),
  form: z
    .object({
      title: text('The sign-up form title')
        .describe('Read aloud by screen readers for the frame')
        .meta(cms('Title of the form', 'Read aloud by screen readers.')),
      openLabel: text('The "open the form in a new tab" link label').meta(
        cms('"Open the form in a new tab" link'),
      ),
      note: text('The note beside the form').meta(
        cms('Note beside the form', undefined, { widget: 'text' }),
      ),
    })
    .meta(cms('Sign-up form', 'The form itself comes from ChurchSuite.')),
});

export const givingSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction').meta(cms('Introduction', toolbarHint)),
  stepsHeading: text('The giving steps heading').meta(cms('Steps heading')),
  steps: z
    .array(text('A giving step').meta(cms('Step', undefined, { name: 'step', widget: 'text' })))
    .min(1)
    .meta(cms('Steps', 'Numbered on the page in this order.', { label_singular: 'step', min: 1 })),
  accessLabel: text('The "Access ChurchSuite" button label').meta(
    cms('"Access ChurchSuite" button'),
  ),
  giftAid: z
    .object({
      heading: text('The Gift Aid heading').meta(cms('Heading')),
      body: markdownSchema('The Gift Aid text').meta(cms('Text', toolbarHint)),
    })
    .meta(cms('Gift Aid')),
  help: z
    .object({
      heading: text('The help box heading').meta(cms('Heading')),
      text: text('The help box text').meta(cms('Text', undefined, { widget: 'text' })),
    })
    .meta(cms('Help box')),
});

export const eventsPageSchema = z.object({ meta: pageMetaSchema });

/** The words of a group's sign-up, on /groups and on an activity page that names its group. */
const groupSignUpSchema = z
  .object({
    open: text('The words for a group open to join').meta(cms('Open', 'e.g. Open to join')),
    closes: text('The words before the day sign-up closes')
      .describe('Followed by the date')
      .meta(cms('Before the closing date', 'Followed by the date, e.g. "Sign-up closes on".')),
    opens: text('The words before the day sign-up opens')
      .describe('Followed by the date')
      .meta(cms('Before the opening date', 'Followed by the date, e.g. "Sign-up opens on".')),
    full: text('The words for a full group').meta(cms('Full', 'e.g. Full just now')),
    closed: text('The words for a group not taking sign-ups').meta(
      cms('Closed', 'e.g. Not taking new members just now'),
    ),
    join: text('The link to join a group on ChurchSuite').meta(
      cms('Link to join', 'Goes to the group’s own page on ChurchSuite, e.g. Ask to join'),
    ),
    more: text('The link to a group on ChurchSuite when it cannot be joined').meta(
      cms('Link to the group', 'Goes to the group’s own page on ChurchSuite, e.g. More about this group'),
    ),
    asOf: text('The "brought up to date" line')
      .describe('Followed by the date the site read ChurchSuite')
      .meta(
        cms(
          '"Brought up to date" line',
          'Followed by the date the site last read the groups from ChurchSuite (every morning).',
        ),
      ),
  })
  .meta(cms('Joining a group', undefined, { collapsed: false }));

export const groupsPageSchema = z.object({
  meta: pageMetaSchema,
  link: z
    .object(linkPlacement)
    .check(namesItsGroup)
    .meta(
      cms(
        'Its link',
        'Where the link to this page appears: the top menu, a menu group (such as the groups of activities for adults) or the footer.',
        { collapsed: false },
      ),
    ),
  intro: text('The introduction under the heading').meta(
    cms('Introduction', 'One or two sentences under the heading.', { widget: 'text' }),
  ),
  choose: text('The heading over the choices')
    .describe('e.g. Find the right one')
    .meta(cms('Heading over the choices', 'e.g. Find the right one')),
  ways: z
    .object({
      day: text('The name of the choice of day').meta(cms('Choice of day', 'e.g. Day')),
      label: text('The name of the choice of kind of group').meta(
        cms(
          'Choice of kind',
          'e.g. Kind of group. The kinds are the labels your groups have in ChurchSuite.',
        ),
      ),
      site: text('The name of the choice of site').meta(
        cms('Choice of site', 'e.g. Where. Shown only when your groups meet at two or more sites.'),
      ),
      any: text('The "Any" choice').meta(
        cms('"Any" choice', 'Leaves a day, a kind or a site unchosen, e.g. Any'),
      ),
    })
    .meta(cms('Choices', undefined, { collapsed: false })),
  count: z
    .object({
      one: text('The word "group"').meta(cms('One', 'As in "1 group".')),
      other: text('The word "groups"').meta(cms('More', 'As in "3 groups".')),
    })
    .meta(cms('Counting groups', undefined, { collapsed: false })),
  chosen: text('The words before what was chosen')
    .describe('e.g. Showing')
    .meta(cms('Before what was chosen', 'As in "Showing 3 groups: Wednesday, Bible study", e.g. Showing')),
  showAll: text('The link back to every group').meta(cms('Link back to every group')),
  starts: text('The word before the day a group starts').meta(cms('Before a start date', 'e.g. Starts')),
  ends: text('The word before the day a group ends').meta(cms('Before an end date', 'e.g. Until')),
  online: text('The place of a group that meets online').meta(cms('Online place', 'e.g. Online')),
  directions: text('The directions link label').meta(cms('Directions link', 'e.g. Directions')),
  signUp: groupSignUpSchema,
  empty: text('The message when ChurchSuite lists no groups').meta(
    cms('When there are no groups', undefined, { widget: 'text' }),
  ),
  unavailable: z
    .object({
      heading: text('The heading when the groups cannot be shown').meta(cms('Heading')),
      text: text('The message when the groups cannot be shown').meta(
        cms('Message', undefined, { widget: 'text' }),
      ),
      link: text("The link to ChurchSuite's own list of the groups").meta(
        cms("Link to ChurchSuite's list"),
      ),
    })
    .meta(
      cms(
        'When the groups cannot be shown',
        'Shown on a day ChurchSuite could not be read when the site was brought up to date.',
        { collapsed: false },
      ),
    ),
});
export type GroupsPage = z.infer<typeof groupsPageSchema>;

export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  boxLabel: text('The search box label')
    .describe('e.g. Search for')
    .meta(cms('Search box label')),
  button: text('The search button label').meta(cms('Search button')),
  hint: text('The hint under the search box').meta(cms('Hint under the box')),
  searching: text('The "Searching…" message').meta(cms('"Searching…" message')),
  resultsHeading: text('The heading over the results').meta(cms('Heading over the results')),
  noResults: text('The message when nothing matches').meta(cms('When nothing matches')),
  failed: text('The message when search cannot run').meta(cms('When search cannot run')),
  noJavaScript: text('The message when JavaScript is off').meta(
    cms(
      'When JavaScript is off',
      'Shown to visitors whose browser has JavaScript switched off, above the list of sections.',
      { widget: 'text' },
    ),
  ),
  sectionsHeading: text('The heading over the sections of the site').meta(
    cms('Heading over the sections'),
  ),
  filters: z
    .object({
      preacher: text('The "Preacher" choice’s label').meta(cms('Label of the preacher choice')),
      anyPreacher: text('The "Any preacher" choice').meta(cms('"Any preacher"')),
      book: text('The "Book of the Bible" choice’s label').meta(cms('Label of the book choice')),
      anyBook: text('The "Any book" choice').meta(cms('"Any book"')),
    })
    .meta(
      cms(
        'Choosing sermons by preacher or book',
        "Two choices under the search box, which narrow the results to one preacher's sermons or one book's.",
      ),
    ),
  kinds: z
    .object({
      page: text('The label for a page in the results').meta(cms('Page')),
      activity: text('The label for an activity in the results').meta(cms('Activity')),
      news: text('The label for a news notice in the results').meta(cms('News')),
      sermon: text('The label for a sermon in the results').meta(cms('Sermon')),
    })
    .meta(cms('Labels for each kind of result')),
});

export const privacyPolicySchema = z.object({
  meta: pageMetaSchema,
  lastUpdated: z.iso
    .date({
      error: 'The "last updated" date must be written year-month-day, such as 2026-11-01',
    })
    .meta(cms('Last updated', 'Change it whenever the policy changes.', datePicker)),
  lastUpdatedLabel: text('The "last updated" label').meta(cms('"Last updated" label')),
  intro: markdownSchema('The introduction').meta(
    cms(
      'Introduction',
      'The toolbar gives headings, links, lists and more. You can write {church} for the church name.',
    ),
  ),
  sections: z
    .array(
      z.object({
        heading: text('A section heading').meta(cms('Heading')),
        parts: textAndContactParts('section').meta(
          cms('Parts', 'A section is text, or text with contacts in between.'),
        ),
      }),
    )
    .min(1)
    .meta(
      cms('Sections', undefined, {
        label_singular: 'section',
        min: 1,
        summary: '{{fields.heading}}',
      }),
    ),
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
