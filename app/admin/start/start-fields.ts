import { cmsFields, type DecapField } from '../../content/schemas/cms-fields.ts';
import { fillPhrase } from '../../lib/format-date.ts';
import type { Language } from '../../lib/languages.ts';
import { startFactsSchema } from './facts.ts';
import { type BoxWords, boxWords, languageWords } from './words.ts';

// The start form's boxes in the language it speaks: the start facts' fields, whose English is
// the schema's own (facts.ts, and church.ts's, which /admin's Church details share), with each
// box's words in another language from words/<language>/start-form-boxes.yml, by its place.

/** The form's fields in English, in its order: the languages first, the tradition after the names. */
function englishFields() {
  const fields = cmsFields(startFactsSchema, 'the start form');
  const move = (name: string, to: number) =>
    fields.splice(
      to,
      0,
      ...fields.splice(
        fields.findIndex((field) => field.name === name),
        1,
      ),
    );
  move('languages', 0);
  move('tradition', 3);
  return fields;
}

/** Each field at `at` ("address.street"; a kind of group by its name) given its words. */
function inWords(
  fields: DecapField[],
  words: Record<string, BoxWords>,
  days: string[],
  at = '',
): DecapField[] {
  return fields.map((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    const { label, hint, singular, options } = words[path] ?? {};
    const inner = (list?: DecapField[]) => list && inWords(list, words, days, path);
    return {
      ...field,
      ...(label && { label }),
      ...(hint && { hint }),
      ...(singular && { label_singular: singular }),
      // The days of the week (church.yml's, in English) in the language's words for dates.
      ...(path === 'services.day' && {
        options: (field.options as string[]).map((day, index) => ({
          label: days[index]!,
          value: day,
        })),
      }),
      ...(options && {
        options: (field.options as { value: string; label: string }[]).map((option) => ({
          ...option,
          label: options[option.value] ?? option.label,
        })),
      }),
      ...(field.fields && { fields: inner(field.fields) }),
      ...(field.types && { types: inner(field.types) }),
    };
  });
}

/** The form's boxes in `language`: English, or another's words where it has them. */
export function startFields(language: Language): DecapField[] {
  const fields = englishFields();
  const own = boxWords[language];
  if (!own) return fields;
  return inWords(
    fields,
    own.boxes,
    languageWords[language].dates.weekdays.map((day) => day.name),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English sentence of the schema's as a pattern: `{what}` any words, kept by name. */
const patternOf = (english: string) =>
  new RegExp(`^${escaped(english).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`);

/**
 * A problem the schema says, in `language`: the words' own sentence for it, with the words it
 * names filled in; English as it is, or where the words have none.
 */
export function problemIn(language: Language, message: string): string {
  const problems = boxWords[language]?.problems;
  if (!problems) return message;
  for (const [english, own] of Object.entries(problems)) {
    const found = patternOf(english).exec(message);
    if (found) return fillPhrase(own, found.groups ?? {});
  }
  return message;
}
