import type { GroupsPage } from '../../content/schemas/groups-page.ts';

/** "1 group", "3 groups", in the content's words. */
export const countWords = (count: number, words: GroupsPage['count']) =>
  `${count} ${count === 1 ? words.one : words.other}`;
