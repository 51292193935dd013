import { z } from 'zod';
import { slugPattern } from '../../lib/slug.ts';
import { cms } from './cms-fields.ts';
import { group, paragraph, words } from './fields.ts';
import { position } from './page-parts.ts';

/** A built-in page's link: its words, its position, and in the CMS the page's name. */
const placedLink = (what: string, page: string, hint?: string) =>
  group(cms(page, hint, { collapsed: true, summary: '{{fields.label}} ({{fields.position}})' }), {
    label: words(`The "${what}" link words`, 'Words on the link'),
    position: position.meta(
      cms('Position', 'Smallest first, e.g. 10, 20, 30. A link at 35 goes between 30 and 40.'),
    ),
  });

/** The built-in pages' links in the menu and the footer; church pages take places among them. */
export const navigationSchema = z.object({
  menu: group(
    cms(
      'Top menu',
      'The words and order of the built-in pages\' links. Pages of your own that appear in the menu (Pages, "Where it appears") take their places among these by position.',
      { collapsed: false },
    ),
    {
      home: placedLink('Home', 'Home'),
      activities: placedLink('Activities', 'Activities (the menu of groups)'),
      events: placedLink('Events', 'Events'),
      giving: placedLink('Giving', 'Giving'),
      aboutUs: placedLink('About Us', 'About Us'),
      getInvolved: placedLink('Get Involved', 'Get Involved (the highlighted button)'),
    },
  ),
  footer: group(
    cms(
      'Footer links',
      'The words and order of the links along the foot of every page. Pages of your own placed in the footer take their places among these by position.',
      { collapsed: false },
    ),
    {
      news: placedLink('News', 'News'),
      sermons: placedLink('Sermons', 'Sermons'),
      calendar: placedLink(
        'Subscribe to our calendar',
        'Subscribe to the calendar',
        "Shown only on days the site could read the church's ChurchSuite calendar.",
      ),
      privacyPolicy: placedLink('Privacy Policy', 'Privacy policy'),
    },
  ),
  activityGroups: z
    .array(
      z.object({
        id: z
          .string({ error: 'A menu group id is missing' })
          .regex(slugPattern, {
            error: 'A menu group id may only use small letters, digits and dashes',
          })
          .meta(
            cms(
              'Short name',
              'Small letters and dashes, e.g. young-people. If you change it, choose the group again in each of its activities.',
            ),
          ),
        label: words('A menu group name', 'Name in the menu'),
        intro: paragraph('A menu group introduction', 'Introduction', 'Shown on the home page.'),
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
