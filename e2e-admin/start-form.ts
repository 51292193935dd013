import { expect, type Locator, type Page } from '@playwright/test';
import { cmsFields, type DecapField } from '../app/content/schemas/cms-fields.ts';
import { commitWordsOf } from '../app/admin/start/commit-words.ts';
import { startFactsSchema } from '../app/admin/start/facts.ts';
import { itemName, labelOf } from '../app/admin/start/form-boxes.ts';
import type { FormWords } from '../app/admin/start/words.ts';
import { fillPhrase } from '../app/lib/format-date.ts';
import type { Language } from '../app/lib/languages.ts';
import { yamlFolder } from '../app/pipeline/yaml-modules.ts';

// The start form's boxes, filled by their labels as a person would (start.spec.ts and
// start-several.spec.ts), in its own words.

export const fields = cmsFields(startFactsSchema, 'the start form');

const words = yamlFolder('app/admin/start/words');

/** The form's words in `language`, from the files the build bundles (words.ts's module is Vite's). */
export const formWordsIn = (language: Language) =>
  ({ ...(words[`${language}/start-form.yml`] as object), language }) as FormWords;
const english = formWordsIn('en');

/** What the office is told when the form's Publish is refused or its answer lost, in English. */
export const startCommitWords = commitWordsOf(english);

/** Fills the form's boxes with `value`, by their labels, as a person would. */
export async function fill(page: Page, scope: Locator, boxes: DecapField[], value: object) {
  for (const field of boxes) {
    const given = (value as Record<string, unknown>)[field.name];
    if (given === undefined || field.widget === 'hidden') continue;
    const label = labelOf(field, english);
    const group = () => scope.getByRole('group', { name: label, exact: true });
    if (field.widget === 'object') await fill(page, group(), field.fields!, given as object);
    else if (field.widget === 'list') {
      const singular = String(field.label_singular);
      const items = given as object[];
      for (const [index, item] of items.entries()) {
        const itemBox = group().getByRole('group', {
          name: itemName(singular, index + 1, english),
          exact: true,
        });
        if ((await itemBox.count()) === 0)
          await group()
            .getByRole('button', { name: fillPhrase(english.add, { singular }) })
            .click();
        await fill(page, itemBox, field.fields!, item);
      }
    } else if (field.widget === 'choice') {
      const kind = field.types!.find(
        (type) => type.name === (given as Record<string, string>)[String(field.typeKey)],
      )!;
      await group().getByLabel(kind.label!, { exact: true }).check();
      await fill(page, group(), kind.fields!, given as object);
    } else if (field.widget === 'select') {
      await scope.getByLabel(label, { exact: true }).selectOption(String(given));
    } else {
      await scope.getByLabel(label, { exact: true }).fill(String(given));
    }
  }
}

/** One Publish of the form, and the church named in place of the sample, in `words`. */
export async function publish(page: Page, form: Locator, name: string, words = english) {
  await form.getByRole('button', { name: words.publish, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: fillPhrase(words.published.heading, { name }) }),
  ).toBeVisible();
}
