// What /admin says when Publish is refused (publish-problems.ts and entry-checks.ts show it).
import { adminWords, counted } from '../shared/words.ts';

/** A problem listed at the top of the form: where its box is on the screen, and what is wrong. */
export interface Listed {
  path: string;
  messages: string[];
}

/** Whether a menu item's words are one of Decap's "Publish now", "Publish and create new"… */
export const isPublishWords = (words: string) => /^Publish/.test(words.trim());

/** "Text → Text": a name said again at once is said once, as the checks name boxes. */
export const once = (names: string[]) => names.filter((name, index) => name !== names[index - 1]);

/**
 * The labels of the box the checks name ("Chapters → Starts at"), without the names of list
 * items (“Sunday 11:30”, "Text (2 of 3)") and of things in a text (link “click here”).
 */
export function labelsNamed(screen: string): string {
  return once(
    screen
      .split(' → ')
      .filter((name) => !name.includes('“'))
      .map((name) => name.replace(/ \(\d+ of \d+\)$/, '')),
  ).join(' → ');
}

/** Whether a box at `path` (its labels and its groups') is the one `labels` names. */
export const isNamed = (path: string, labels: string) =>
  once(path.split(' → ')).join(' → ') === labels;

/** The end of Decap's "Title is required.", which the checks say in their own words. */
export const requiredWords = (required?: string) =>
  (required || '%{fieldLabel} is required.').replace('%{fieldLabel}', '');

/** One line of the message: "Recording → Size in bytes: The audio file size is missing…". */
export const lineOf = ({ path, messages }: Listed) =>
  (path ? `${path}: ` : '') + messages.join(' ');

/** The message's list, as one text: the same text, the same message. */
export const signatureOf = (list: Listed[]) => list.map(lineOf).join('\n');

/** The words after "Not published yet.": what to put right, counted. */
export const putRight = (count: number) => counted(count, adminWords().beforePublish.putRight);

/** Decap's pop-up when the build's checks refuse a save: "Not saved: …". */
export const refusal = (count: number) => counted(count, adminWords().beforePublish.refusal);
