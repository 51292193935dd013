import type { ActivityFacts } from './page-schemas';

// The headings every activity page shares. The activities themselves are in activities.ts.

/** The heading over each activity's quick facts. */
export const activityFactsHeading = 'At a glance';

/** The label before each quick fact. */
export const activityFactLabels = {
  audience: 'For',
  when: 'When',
  where: 'Where',
} satisfies Record<keyof ActivityFacts, string>;

/** The headings of each activity card, in the order they appear. */
export const activitySectionLabels = {
  who: 'Who?',
  what: 'What?',
  why: 'Why?',
  where: 'Where?',
  how: 'How?',
  contact: 'Contact',
} as const;
