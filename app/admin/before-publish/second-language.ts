// On a site of two languages, an entry published without its second language is not refused:
// the site shows the first language's words there with a note (decision 0052). /admin says so
// before Publish, and saves no file of the second language's facts alone, which the build could
// not read as an entry (it has no title).
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import type { Language } from '../../lib/languages.ts';

/** The languages as the office's screen (in English) names them. */
const inEnglish: Record<Language, string> = { en: 'English', cy: 'Welsh' };

/** Whether a box is words (cms-fields.ts's i18nOf), as config.yml says or as Decap read it. */
const isWords = (field: DecapField) =>
  field.i18n === true || (field.i18n as unknown) === 'translate';

const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Whether `data` holds any words: a box of words (`i18n: true`) not empty, at any depth. */
export function hasWords(data: unknown, fields: DecapField[] = []): boolean {
  if (!data || typeof data !== 'object') return false;
  const values = data as Record<string, unknown>;
  return fields.some((field) => isWords(field) && valueHasWords(values[field.name], field));
}

function valueHasWords(value: unknown, field: DecapField): boolean {
  if (Array.isArray(value)) {
    return value.some((item) => {
      if (field.types) {
        const typeKey = (field.typeKey as string | undefined) ?? 'type';
        const kind = field.types.find(
          (type) => type.name === (item as Record<string, unknown> | null)?.[typeKey],
        );
        return !!kind && hasWords(item, kind.fields);
      }
      if (field.fields) return hasWords(item, field.fields);
      return field.field ? isWords(field.field) && valueHasWords(item, field.field) : written(item);
    });
  }
  if (field.fields) return hasWords(value, field.fields);
  return written(value);
}

/** What /admin says of an entry not yet written in the site's second language. */
export const notYetIn = (first: Language, second: Language) =>
  `Not in ${inEnglish[second]} yet: this will be published in ${inEnglish[first]} only. ` +
  `Until the ${inEnglish[second]} is written, the ${inEnglish[second]} pages show the ` +
  `${inEnglish[first]} with a note saying so. You can write it in the ${inEnglish[second]} ` +
  `column beside the ${inEnglish[first]}, now or later.`;

/**
 * The warning for an entry whose second language has no words (none written, or only the facts
 * Decap copies over), or undefined; a site of one language never has one.
 */
export function secondLanguageMissing(
  languages: readonly Language[],
  fields: DecapField[],
  translation: unknown,
): string | undefined {
  const [first, second] = languages;
  if (!first || !second) return undefined;
  return hasWords(translation, fields) ? undefined : notYetIn(first, second);
}
