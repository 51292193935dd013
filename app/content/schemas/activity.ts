import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { churchSuiteGroupCode } from './pasted.ts';
import { slugPattern } from '../../lib/slug.ts';
import { choice, isOnNetwork, onNetworkMessage, socialNetworks, text, words } from './fields.ts';
import { type Block, contactsSchema } from './contacts.ts';
import { linkSchema, markdownSchema, menuGroupChoice, metaDescription } from './page-parts.ts';

// An activity: one file in content/activities, and its page at /activities/{slug}.

export const activityFactsSchema = z.object({
  audience: words('Who the activity is for', 'Who it is for', 'e.g. Age 3 to Year 5'),
  when: words(
    'When the activity meets',
    'When',
    "e.g. Sundays, 7pm to 9pm. You can write {serviceTime} for the first service's time and {serviceEnd} for its end: Sundays, {serviceTime} to {serviceEnd}.",
  ),
  where: words('Where the activity meets', 'Where', 'e.g. Church Halls'),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

/** A button on an activity's page: its kind first, as the CMS asks for it. */
export const activityLinkSchema = z
  .object({
    kind: choice(
      'Kind',
      {
        register: 'Registration form',
        website: 'Website',
        facebook: 'Facebook',
        instagram: 'Instagram',
      },
      'A link kind must be "register", "website", "facebook" or "instagram"',
    ),
    label: linkSchema.shape.label.meta(cms('Words on the button')),
    href: linkSchema.shape.href.meta({ cms: { hint: 'The full address, starting with https://' } }),
  })
  .superRefine((link, ctx) => {
    // A Facebook or Instagram button goes to that network, or its icon would mislead.
    if (
      (link.kind === 'facebook' || link.kind === 'instagram') &&
      !isOnNetwork(link.href, link.kind)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        input: link.href,
        message: onNetworkMessage(
          `A ${socialNetworks[link.kind].name} button's address`,
          link.kind,
        ),
      });
    }
  });
export type ActivityLink = z.infer<typeof activityLinkSchema>;

export const activitySlugSchema = z
  .string({ error: 'The web address is missing' })
  .regex(slugPattern, {
    error: 'The web address may only use small letters, digits and dashes, such as "the-ark"',
  })
  .meta(cms('Web address'));

/** A section of an activity's page, under its heading ("Who?"). */
const section = (heading: string, hint = 'The toolbar gives headings, links, lists and more.') =>
  markdownSchema(`The ${heading} section`).meta(cms(heading, hint));

export const activityFileSchema = z.object({
  slug: activitySlugSchema.meta({
    cms: {
      hint: 'The page is at /activities/ followed by this, e.g. the-ark. Small letters and dashes only. Changing it breaks links people have saved.',
    },
  }),
  order: z
    .number({ error: 'The menu position must be a number, such as 3' })
    .meta(
      cms(
        'Menu position',
        'Activities are listed in this order, smallest first, in the menu and on the home page.',
        { value_type: 'int' },
      ),
    ),
  name: words('An activity name', 'Name'),
  group: text('The menu group').meta(
    cms('Menu group', 'The groups are set in Church and site, Menu.', menuGroupChoice),
  ),
  facts: activityFactsSchema.meta(cms('Quick facts', undefined, { collapsed: false })),
  description: metaDescription("The activity's description").meta(
    cms(
      'Description for search engines',
      'The sentence search engines show under the page title, 50 to 160 letters.',
    ),
  ),
  intro: text("The activity's introduction").meta(
    cms('Introduction', 'One or two sentences under the name.', { widget: 'text' }),
  ),
  who: section('Who?'),
  what: section(
    'What?',
    "The toolbar gives headings, links, lists and more. You can write {serviceTime} for the first service's time and {serviceEnd} for its end.",
  ),
  why: section('Why?'),
  where: section('Where?'),
  how: markdownSchema('The How? section')
    .optional()
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
          'The ChurchSuite group is the last part of the group’s ChurchSuite address: for https://stmarys.churchsuite.com/groups/ab12cd34 it is ab12cd34',
      }),
    )
    .optional()
    .meta(
      cms(
        'ChurchSuite group',
        'Optional. The group’s address on ChurchSuite, or its last part: for https://stmarys.churchsuite.com/groups/ab12cd34 it is ab12cd34. The page then shows whether the group is taking sign-ups, with a link to join it.',
      ),
    ),
  links: z
    .array(activityLinkSchema)
    .default([])
    .meta(
      cms('Buttons', 'Registration forms, websites and social media pages.', {
        label_singular: 'button',
        summary: '{{fields.label}}',
      }),
    ),
});

/** What an activity page receives (shape.ts): its sections as blocks, the office's filled in. */
export type Activity = Omit<
  z.output<typeof activityFileSchema>,
  'slug' | 'order' | 'contact' | 'contacts'
> & { contact: Block[] };
