import { describe, expect, it } from 'vitest';
import { baptistInWales, beneficeOfTwo, parishInScotland } from '../../../test/start-facts.ts';
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import { startFactsSchema } from './facts.ts';
import { problemIn, startFields } from './start-fields.ts';
import { boxWords } from './words.ts';

// The start form in Welsh: every box has its Welsh words, and every problem the schema can say
// of what an office types has its Welsh sentence (words/cy/start-form-boxes.yml).

/** Each field by its place, as the words name it ("address.street"). */
function byPlace(fields: DecapField[], at = ''): [string, DecapField][] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    return [[path, field], ...byPlace([...(field.fields ?? []), ...(field.types ?? [])], path)];
  });
}

const english = new Map(byPlace(startFields('en')));
const welsh = new Map(byPlace(startFields('cy')));
const shown = [...english].filter(([, field]) => field.widget !== 'hidden');

/** Every sentence the schema says of the fixtures with one value emptied, wrong or left out. */
function problemsOfWrongFacts(): Set<string> {
  const messages = new Set<string>();
  const wrong = ['', 'x', [], {}, 0, 99999, undefined];
  const each = (facts: object, value: unknown, path: (string | number)[]) => {
    for (const given of wrong) {
      const copy = structuredClone(facts) as Record<string | number, unknown>;
      const parent = path
        .slice(0, -1)
        .reduce<Record<string | number, unknown>>(
          (at, key) => at[key] as Record<string | number, unknown>,
          copy,
        );
      if (given === undefined) delete parent[path.at(-1)!];
      else parent[path.at(-1)!] = given;
      for (const { message } of startFactsSchema.safeParse(copy).error?.issues ?? [])
        messages.add(message);
    }
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        each(facts, inner, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  for (const facts of [baptistInWales, beneficeOfTwo, parishInScotland])
    for (const [key, value] of Object.entries(facts)) each(facts, value, [key]);
  return messages;
}

describe('the start form in Welsh', () => {
  it('gives every box its Welsh label, and a hint where the English has one', () => {
    // Given, not just unlike the English: a name (ChurchSuite) is the same in both.
    const words = boxWords.cy!.boxes;
    for (const [path, field] of shown) {
      expect(words[path]?.label, path).toBeTruthy();
      expect(welsh.get(path)!.label).toBe(words[path]!.label);
      if (field.hint) expect(words[path]!.hint, path).toBeTruthy();
      if (field.label_singular) expect(words[path]!.singular, path).toBeTruthy();
    }
  });

  it('offers each choice in Welsh, the languages each in its own words', () => {
    for (const [path, field] of shown.filter(([, field]) => field.options)) {
      const labels = (fields: DecapField) =>
        (fields.options as (string | { label: string })[]).map((option) =>
          typeof option === 'string' ? option : option.label,
        );
      if (path === 'languages') expect(labels(welsh.get(path)!)).toEqual(labels(field));
      else
        labels(welsh.get(path)!).forEach((label, index) =>
          expect(label, path).not.toBe(labels(field)[index]),
        );
    }
  });

  it('names no box the form does not have', () => {
    expect(Object.keys(boxWords.cy!.boxes).filter((path) => !english.has(path))).toEqual([]);
  });

  it('says every problem the schema finds in what an office types in Welsh', () => {
    const messages = [...problemsOfWrongFacts()];
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.filter((message) => problemIn('cy', message) === message)).toEqual([]);
  });

  it('keeps the names a problem gives, and says English problems as they are', () => {
    const twice = 'Two churches are called St Mary’s: give each its own name';
    expect(problemIn('cy', twice)).toContain('St Mary’s');
    expect(problemIn('cy', twice)).not.toContain('give each');
    expect(problemIn('en', twice)).toBe(twice);
  });
});
