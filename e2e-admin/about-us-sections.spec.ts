import { expect } from '@playwright/test';
import { runnerImport } from 'vite';
import type { loadContent } from '../app/content/loading/load.server.ts';
import { methodistAboutUs } from '../test/methodist-about-us.ts';
import { peopleIn, sectionsOf, unfold } from './forms.ts';
import { test } from './office.ts';

// About Us made a Methodist church's in /admin (issue 64): the sections the sample came with
// taken out, renamed and cut down, one of a new kind added, each person's words typed. What
// the build would refuse is refused first; the saved file is the page the office made.

type Yaml = Record<string, unknown>;
type Section = Yaml & { type: string; heading: string; people?: Yaml[]; person?: Yaml };

test('a Methodist About Us: a minister, a Church Council and stewards, with no elders and no vacancy', async ({
  cms,
}) => {
  const { page } = cms;
  const before = cms.readYaml('pages/about-us.yml') as Yaml & { sections: Section[] };
  const { sections: wanted } = methodistAboutUs('');
  const [minister, council, stewards] = wanted as unknown as [Section, Section, Section];
  const original = {
    person: before.sections.find((s) => s.type === 'person')!,
    people: before.sections.find((s) => s.type === 'people')!,
  };
  const photos = original.people.people!.map((p) => String(p.photo));
  const kept = before.sections.filter((s) => s === original.person || s === original.people);

  await cms.signIn();
  await cms.openFromList('Pages', 'About Us');
  const { items, item, remove } = sectionsOf(page);
  await expect(items).toHaveCount(before.sections.length);

  await test.step('every section but one person and one group of people taken out', async () => {
    for (const section of before.sections) {
      if (!kept.includes(section)) await remove(item(section.heading)).click();
    }
    await expect(items).toHaveCount(kept.length);
  });

  await test.step('the vacancy becomes the minister', async () => {
    // By its place: its bar shows its heading, which changes as it is typed.
    const box = items.nth(kept.indexOf(original.person));
    await expect(box).toContainText(original.person.heading);
    await unfold(box);
    await box.getByLabel('Heading', { exact: true }).fill(minister.heading);
    await box.getByLabel('Name', { exact: true }).fill(String(minister.person!.name));
    await box.getByLabel('Role', { exact: true }).fill(String(minister.person!.role));
    // Its text box (in Markdown mode, office.ts), everything in it typed over: selected, and
    // the selection seen whole before it is rubbed out (a key pressed as the editor takes the
    // keyboard on a busy machine can land before its selection does).
    const editor = box.locator('[contenteditable="true"]');
    await editor.selectText();
    const words = (await editor.textContent()) ?? '';
    await expect.poll(() => page.evaluate(() => String(window.getSelection()))).toBe(words);
    await page.keyboard.press('Backspace');
    await expect(editor).toHaveText('');
    await page.keyboard.insertText(String(minister.text));
    await expect(editor).toHaveText(String(minister.text));
  });

  await test.step('the Kirk Session becomes the Church Council, cut to its members', async () => {
    const box = items.nth(kept.indexOf(original.people));
    await expect(box).toContainText(original.people.heading);
    await unfold(box);
    await box.getByLabel('Heading', { exact: true }).first().fill(council.heading);
    await box.getByLabel(/^Introduction/).fill(String(council.intro));
    const people = peopleIn(box);
    while ((await people.count()) > council.people!.length) await remove(people.last()).click();
    for (const [index, person] of council.people!.entries()) {
      await unfold(people.nth(index));
      await people.nth(index).getByLabel('Name', { exact: true }).fill(String(person.name));
      await people.nth(index).getByLabel('Role', { exact: true }).fill(String(person.role));
    }
  });

  await test.step('a new section of stewards: refused while it has nobody, in the build’s words', async () => {
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: 'People with their roles', exact: true }).click();
    await expect(items).toHaveCount(3);
    const box = items.last();
    await unfold(box);
    await box.getByLabel('Heading', { exact: true }).first().fill(stewards.heading);
    await cms.refused([
      new RegExp(
        `^Sections → ${stewards.heading} → People: A section of people needs at least one person`,
      ),
    ]);
    for (const [index, person] of stewards.people!.entries()) {
      await box.getByRole('button', { name: 'Add person' }).click();
      const added = peopleIn(box).nth(index);
      await unfold(added);
      await added.getByLabel('Name', { exact: true }).fill(String(person.name));
      await added.getByLabel('Role', { exact: true }).fill(String(person.role));
      await added.getByRole('button', { name: 'Choose an image' }).click();
      // A photo already in the library, found by its name (the library shows a page at a time).
      const file = photos[index]!.replace(/^people\//, '');
      await page.getByPlaceholder('Search...').fill(file);
      await page.getByText(file, { exact: true }).click();
      await page.getByRole('button', { name: 'Choose selected' }).click();
      await expect(added.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    }
    await cms.publish();
  });

  // Saved as typed: the sections the page now has, in order, each person's photo kept.
  const withPhoto = (person: Yaml, photo: string, placeholder?: unknown) => ({
    ...person,
    photo,
    ...(placeholder !== undefined && { placeholder }),
  });
  await expect
    .poll(() => cms.readYaml('pages/about-us.yml'))
    .toEqual({
      ...before,
      sections: [
        {
          ...minister,
          // A link name the office did not touch stays.
          ...(original.person.linkName !== undefined && { linkName: original.person.linkName }),
          person: withPhoto(
            minister.person!,
            String(original.person.person!.photo),
            original.person.person!.placeholder,
          ),
        },
        {
          ...council,
          people: council.people!.map((p, i) =>
            withPhoto(p, photos[i]!, original.people.people![i]!.placeholder),
          ),
        },
        { ...stewards, people: stewards.people!.map((p, i) => withPhoto(p, photos[i]!)) },
      ],
    });

  // And the build takes it: the content loads, with the page's headings in the order saved.
  const { module: loader } = await runnerImport<{ loadContent: typeof loadContent }>(
    '/app/content/loading/load.server.ts',
    { configFile: false, logLevel: 'error' },
  );
  const content = loader.loadContent(cms.contentDir);
  expect(content.aboutUs.sections.map((s) => s.heading)).toEqual(wanted.map((s) => s.heading));
});
