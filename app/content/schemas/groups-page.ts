import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { group, pageMetaSchema, paragraph, pluralWords, text, words } from './fields.ts';
import { pageLink } from './page-parts.ts';

// The words around the groups on /groups (content/pages/groups.yml); the groups are ChurchSuite's.

/** A link to a group's own page on ChurchSuite, with an example of its words. */
const groupLink = (what: string, label: string, example: string) =>
  words(what, label, `Goes to the group’s own page on ChurchSuite, e.g. ${example}`);

/** The words of a group's sign-up, on /groups and on an activity page that names its group. */
const groupSignUpSchema = group(cms('Joining a group', undefined, { collapsed: false }), {
  open: words('The words for a group open to join', 'Open', 'e.g. Open to join'),
  closes: text('The words before the day sign-up closes').meta(
    cms('Before the closing date', 'Followed by the date, e.g. "Sign-up closes on".'),
  ),
  opens: text('The words before the day sign-up opens').meta(
    cms('Before the opening date', 'Followed by the date, e.g. "Sign-up opens on".'),
  ),
  full: words('The words for a full group', 'Full', 'e.g. Full just now'),
  closed: words(
    'The words for a group not taking sign-ups',
    'Closed',
    'e.g. Not taking new members just now',
  ),
  join: groupLink('The link to join a group on ChurchSuite', 'Link to join', 'Ask to join'),
  more: groupLink(
    'The link to a group on ChurchSuite when it cannot be joined',
    'Link to the group',
    'More about this group',
  ),
  asOf: words(
    'The "brought up to date" line',
    '"Brought up to date" line',
    'Followed by the date the site last read the groups from ChurchSuite (every morning).',
  ),
});

export const groupsPageSchema = z.object({
  meta: pageMetaSchema,
  link: pageLink(
    'Where the link to this page appears: the top menu, a menu group (such as the groups of activities for adults) or the footer.',
  ),
  intro: paragraph(
    'The introduction under the heading',
    'Introduction',
    'One or two sentences under the heading.',
  ),
  choose: text('The heading over the choices').meta(
    cms('Heading over the choices', 'e.g. Find the right one'),
  ),
  ways: group(cms('Choices', undefined, { collapsed: false }), {
    day: words('The name of the choice of day', 'Choice of day', 'e.g. Day'),
    label: words(
      'The name of the choice of kind of group',
      'Choice of kind',
      'e.g. Kind of group. The kinds are the labels your groups have in ChurchSuite.',
    ),
    site: text('The name of the choice of site').meta(
      cms('Choice of site', 'e.g. Where. Shown only when your groups meet at two or more sites.'),
    ),
    any: words(
      'The "Any" choice',
      '"Any" choice',
      'Leaves a day, a kind or a site unchosen, e.g. Any',
    ),
  }),
  count: pluralWords('The count of groups', 'Counting groups', '{count} group', '{count} groups'),
  chosen: text('The words before what was chosen').meta(
    cms('Before what was chosen', 'As in "Showing 3 groups: Wednesday, Bible study", e.g. Showing'),
  ),
  showAll: words('The link back to every group', 'Link back to every group'),
  starts: words('The word before the day a group starts', 'Before a start date', 'e.g. Starts'),
  ends: words('The word before the day a group ends', 'Before an end date', 'e.g. Until'),
  online: words('The place of a group that meets online', 'Online place', 'e.g. Online'),
  directions: words('The directions link label', 'Directions link', 'e.g. Directions'),
  signUp: groupSignUpSchema,
  empty: paragraph('The message when ChurchSuite lists no groups', 'When there are no groups'),
  unavailable: group(
    cms(
      'When the groups cannot be shown',
      'Shown on a day ChurchSuite could not be read when the site was brought up to date.',
      { collapsed: false },
    ),
    {
      heading: words('The heading when the groups cannot be shown', 'Heading'),
      text: paragraph('The message when the groups cannot be shown', 'Message'),
      link: words("The link to ChurchSuite's own list of the groups", "Link to ChurchSuite's list"),
    },
  ),
});
export type GroupsPage = z.infer<typeof groupsPageSchema>;
