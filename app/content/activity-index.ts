import type { ActivityIndexEntry } from './schema';

// The list of activities: their names, web addresses and menu group. Each one's page
// content lives in activities.ts under the same slug. The order here is the menu's order.
export const activityIndex = [
  { slug: 'three-o-clock-club', name: "3 O'Clock Club", group: 'activities' },
  { slug: 'pw', name: 'PW', group: 'activities' },
  { slug: 'dorcas', name: 'Dorcas Group', group: 'activities' },
  { slug: 'worship-team', name: 'Worship Team', group: 'activities' },
  { slug: 'creche', name: 'Crèche', group: 'young-people' },
  { slug: 'lotsatots', name: 'Lotsatots', group: 'young-people' },
  { slug: 'the-ark', name: 'The Ark', group: 'young-people' },
  { slug: 'bible-class', name: 'Bible Class', group: 'young-people' },
  { slug: 'snatch', name: 'SNATCH', group: 'young-people' },
  { slug: 'boys-brigade', name: "Boys' Brigade", group: 'young-people' },
  { slug: 'girls-brigade', name: "Girls' Brigade", group: 'young-people' },
] satisfies ActivityIndexEntry[];

export const activityGroups = [
  { id: 'activities', label: 'Activities' },
  { id: 'young-people', label: 'Young People' },
] as const;
