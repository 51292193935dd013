import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFactsSchema } from './start/facts.ts';
import { cmsFields } from '../content/schemas/cms-fields.ts';
import { twoEditorsWords } from './before-publish/entry-changes.ts';
import { adminWords } from './shared/words.ts';
import { startWords } from './start/form.ts';

// The office's guide (docs/editing-content.md) quotes the editor's buttons, menus and boxes in
// bold: **Publish**, **Activities → ＋ activity**. Each must be what the screen says: a label
// from public/admin/config.yml, or one of Decap CMS's own English words, with a label filled
// in where Decap fills one in ("Add %{item}" → "Add contact").

const guide = readFileSync('docs/editing-content.md', 'utf8');
const config = parse(readFileSync('public/admin/config.yml', 'utf8'), {
  merge: true,
  maxAliasCount: -1,
}) as unknown;

// Decap's English words, from the version of its locales the CMS we ship is built with.
const require = createRequire(import.meta.url);
const decapApp = createRequire(require.resolve('decap-cms-app/package.json'));
const localesDir = dirname(decapApp.resolve('decap-cms-locales/package.json'));
const english = readFileSync(join(localesDir, 'src/en/index.js'), 'utf8');
const decapWords = [...english.matchAll(/:\s*'((?:[^'\\]|\\.)*)'/g)].map((m) =>
  m[1]!.replace(/\\'/g, "'"),
);

/** Every label and singular label in the CMS settings, at any depth. */
function labels(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labels);
  if (!value || typeof value !== 'object') return [];
  const own = ['label', 'label_singular']
    .map((key) => (value as Record<string, unknown>)[key])
    .filter((v): v is string => typeof v === 'string');
  return [...own, ...Object.values(value).flatMap(labels)];
}
// With the words of /admin's own boxes (the sermon's recording and transcript boxes) and of the start form, whose
// boxes' labels are the start facts' (app/admin/start/facts.ts), and of the list of publishes.
const cmsLabels = new Set([
  ...labels(config),
  ...labels(cmsFields(startFactsSchema)),
  adminWords().recording.choose,
  adminWords().recording.tryAgain,
  adminWords().transcript.write,
  ...Object.values(startWords),
  ...Object.values(adminWords().publishes).filter((words) => typeof words === 'string'),
  ...Object.values(adminWords().setProblems).filter((words) => typeof words === 'string'),
  ...Object.values(twoEditorsWords),
]);
// Two of Decap's rich text editor's own buttons, drawn rather than written: bold, and "+"
// (add a picture and the like); and the guide's own lead-ins, which are not screen words.
const notScreenWords = new Set(['B', '+', '/admin', 'On the live site:', 'On your own computer']);

/** Whether the screen shows this phrase: a CMS label, or Decap's words with a label filled in. */
function onScreen(phrase: string): boolean {
  if (cmsLabels.has(phrase) || decapWords.includes(phrase)) return true;
  return decapWords
    .filter((words) => /%\{\w+\}/.test(words))
    .some((template) => {
      const [before, after] = template.split(/%\{\w+\}/) as [string, string];
      return (
        phrase.startsWith(before) &&
        phrase.endsWith(after) &&
        cmsLabels.has(phrase.slice(before.length, phrase.length - after.length))
      );
    });
}

/** The bold phrases of the guide, each step of "A → B → C" on its own. */
const quoted = [...guide.matchAll(/\*\*([^*]+?)\*\*/g)]
  .flatMap((m) => m[1]!.replace(/\s+/g, ' ').split('→'))
  .map((part) => part.trim().replace(/\.$/, ''))
  .filter((part) => part && !notScreenWords.has(part));

describe('the editing guide quotes the screen', () => {
  it('quotes some of it', () => {
    expect(quoted.length).toBeGreaterThan(10);
  });

  it.each([...new Set(quoted)])('"%s" is what the editor says', (phrase) => {
    expect(onScreen(phrase)).toBe(true);
  });

  it('knows the CMS words for "a new activity" and "saved"', () => {
    // The check itself: a phrase the screen does not show is refused.
    expect(onScreen('New activity')).toBe(false);
    expect(onScreen('Entry saved')).toBe(true);
  });
});
