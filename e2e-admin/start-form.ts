import { expect, type Locator, type Page } from '@playwright/test';
import { cmsFields, type DecapField } from '../app/content/schemas/cms-fields.ts';
import { startFactsSchema } from '../app/admin/start/facts.ts';

// The start form's boxes, filled by their labels as a person would (start.spec.ts and
// start-several.spec.ts).

export const fields = cmsFields(startFactsSchema, 'the start form');
const labelOf = (field: DecapField) =>
  `${field.label}${field.required === false ? ' (optional)' : ''}`;

/** Fills the form's boxes with `value`, by their labels, as a person would. */
export async function fill(page: Page, scope: Locator, boxes: DecapField[], value: object) {
  for (const field of boxes) {
    const given = (value as Record<string, unknown>)[field.name];
    if (given === undefined || field.widget === 'hidden') continue;
    const group = () => scope.getByRole('group', { name: labelOf(field), exact: true });
    if (field.widget === 'object') await fill(page, group(), field.fields!, given as object);
    else if (field.widget === 'list') {
      const singular = String(field.label_singular);
      const items = given as object[];
      for (const [index, item] of items.entries()) {
        const name = `${singular[0]!.toUpperCase()}${singular.slice(1)} ${index + 1}`;
        const itemBox = group().getByRole('group', { name, exact: true });
        if ((await itemBox.count()) === 0)
          await group()
            .getByRole('button', { name: `Add a ${singular}` })
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
      await scope.getByLabel(labelOf(field), { exact: true }).selectOption(String(given));
    } else {
      await scope.getByLabel(labelOf(field), { exact: true }).fill(String(given));
    }
  }
}

/** One Publish of the form, and the church named in place of the sample. */
export async function publish(page: Page, form: Locator, name: string) {
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Published: ${name} is in place of the sample church` }),
  ).toBeVisible();
}
