// Two editors of one entry (issue 88): the words that differ between the entry as another
// editor published it meanwhile and as this editor is about to publish it, box by box.

type Keys = (string | number)[];

/** One box whose words differ: where, and each side's words ("" when a side has none). */
export interface Difference {
  keys: Keys;
  theirs: string;
  mine: string;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const wordsOf = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The boxes whose words differ, in the entry's order: groups and lists compared box by box
 * (a list that changed length is compared item by item, the missing side empty).
 */
export function differences(theirs: unknown, mine: unknown, keys: Keys = []): Difference[] {
  if (isGroup(theirs) && isGroup(mine)) {
    const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return names.flatMap((name) => differences(theirs[name], mine[name], [...keys, name]));
  }
  if (Array.isArray(theirs) && Array.isArray(mine)) {
    const length = Math.max(theirs.length, mine.length);
    return Array.from({ length }, (_, index) =>
      differences(theirs[index], mine[index], [...keys, index]),
    ).flat();
  }
  if (isGroup(theirs) || isGroup(mine) || Array.isArray(theirs) || Array.isArray(mine)) {
    // A group on one side only: each of its boxes against nothing.
    if (theirs === undefined || mine === undefined)
      return differences(
        theirs ?? (Array.isArray(mine) ? [] : {}),
        mine ?? (Array.isArray(theirs) ? [] : {}),
        keys,
      );
  }
  const [a, b] = [wordsOf(theirs), wordsOf(mine)];
  return a === b ? [] : [{ keys, theirs: a, mine: b }];
}

/** Whether the file changed since it was opened: the same words in another line ending are not. */
export const changedSince = (opened: string, now: string) =>
  opened.replace(/\r\n/g, '\n').trimEnd() !== now.replace(/\r\n/g, '\n').trimEnd();

/** The office's words, which the guide quotes. */
export const twoEditorsWords = {
  refused:
    'someone else published this entry since you opened it; your words and theirs are shown above the form: choose which to keep',
  heading: 'Someone else published this entry while you had it open',
  intro:
    'Nothing is saved yet. Where your words and theirs differ, both are shown; choose one of the three below.',
  theirs: 'Theirs (on the site now)',
  mine: 'Yours (not saved)',
  keepMine: 'Keep mine',
  keepMineSaid: 'Choose Publish again: your words replace theirs.',
  takeTheirs: 'Take theirs',
  mergeByHand: 'Merge by hand',
  mergeSaid:
    'Copy what you want of their words into the boxes (they stay listed here), then choose Publish again.',
  empty: '(empty)',
};
