import type { ActivityFacts } from './page-schemas';

// Each activity's three quick facts, keyed by the slug in activity-index.ts. They show on the
// home page's activity cards and at the top of each activity page, so they live here once
// and stay short; the full description is in activities.ts.
/** The label before each quick fact. */
export const activityFactLabels = {
  audience: 'For',
  when: 'When',
  where: 'Where',
} satisfies Record<keyof ActivityFacts, string>;

export const activityFacts = {
  'three-o-clock-club': {
    audience: 'Everyone aged 60 and over',
    when: '3rd Saturday of the month, 3:00 PM',
    where: 'Church Halls',
  },
  pw: {
    audience: 'Women of every age',
    when: 'First Tuesday of the month, 7:30 PM',
    where: 'Church Halls',
  },
  dorcas: {
    audience: 'Anyone who enjoys knitting, sewing and crafts',
    when: 'Last Tuesday of the month, 10:30 AM',
    where: 'Church library',
  },
  'worship-team': {
    audience: 'Singers and musicians',
    when: 'Sundays, rehearsal at 10:15 AM before the service',
    where: 'The church',
  },
  creche: {
    audience: 'Babies and toddlers, 0 to 3',
    when: 'Sundays, during the 11:30 AM service',
    where: 'Crèche room, Church Halls',
  },
  lotsatots: {
    audience: 'Pre-school children with their carers',
    when: 'Thursdays, 10:00 AM to 12:00 PM',
    where: 'Church Halls',
  },
  'the-ark': {
    audience: 'Age 3 to Year 5',
    when: 'Sundays, 11:30 AM to 12:30 PM',
    where: 'Church Halls',
  },
  'bible-class': {
    audience: 'Year 6 and Year 7',
    when: 'Sundays during the morning service, in term time',
    where: 'Church Halls',
  },
  snatch: {
    audience: 'Year 8 to Year 14',
    when: 'Sundays, 7:00 PM to 9:00 PM',
    where: 'Church Halls',
  },
  'boys-brigade': {
    audience: 'Boys aged 5 to 18',
    when: 'Thursday evenings',
    where: 'Church Halls',
  },
  'girls-brigade': {
    audience: 'Girls aged 3 to 18',
    when: 'Wednesday evenings',
    where: 'Church Halls',
  },
} satisfies Record<string, ActivityFacts>;
