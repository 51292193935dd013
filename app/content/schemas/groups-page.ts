import { z } from 'zod';
import { cms } from '../cms/cms-fields.ts';
import { pageMetaSchema, paragraph, text } from './fields.ts';
import { linkPlacement, namesItsGroup } from './page-parts.ts';

// The words around the groups on /groups (content/pages/groups.yml); the groups themselves
// come from the church's ChurchSuite small groups (features/groups).

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
  intro: paragraph('The introduction under the heading', 'Introduction', 'One or two sentences under the heading.'),
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
  empty: paragraph('The message when ChurchSuite lists no groups', 'When there are no groups'),
  unavailable: z
    .object({
      heading: text('The heading when the groups cannot be shown').meta(cms('Heading')),
      text: paragraph('The message when the groups cannot be shown', 'Message'),
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
