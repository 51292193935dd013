import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { defaultPath, languageOfPath, pathIn } from '../app/lib/language-paths.ts';
import { htmlLang, type Language } from '../app/lib/languages.ts';
import { photoPositions } from '../app/lib/photo-position.ts';
import { sidewaysPhoto } from '../test/sideways-photo.ts';
import { startFactsSchema, type StartFacts } from '../app/admin/start/facts.ts';
import { baptistInWales as facts } from '../test/start-facts.ts';
import { openWhileRestarting, sitePage, startDevCms, type DevCms } from './dev-cms.ts';
import { sourceContent } from './office-page.ts';
import { offlineWithDecap } from './processes.ts';
import { fields, fill, formWordsIn, publish } from './start-form.ts';
import { adminWordsIn } from '../test/admin-words.ts';

// The sample church made a Baptist church in Wales with /admin's start form, as `npm run cms`
// serves it: the form is the first screen after signing in; two wrong boxes are listed, each
// leaving the list as it is put right, and what the office types its own way is shown back as
// the site writes it; then the office chooses Welsh and English, and the form speaks Welsh with
// everything typed kept; then one Publish. The site beside the editor shows the new church
// without a restart, /halls too, each page in Welsh and in English, and no page it links to has
// anything of the sample church left. Then, as the church's own: its details save in the
// editor, and the foot of /admin lists no sample content (and one put back, at once).

let cms: DevCms;
test.beforeAll(async () => {
  cms = await startDevCms('start', sourceContent);
});
test.afterAll(() => cms?.stop());
test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The form's words in Welsh, and its boxes' (words/cy/). */
const cymraeg = formWordsIn('cy');
const welshBoxes = (
  readYaml('app/admin/start/words/cy/start-form-boxes.yml') as {
    boxes: Record<string, { label: string }>;
  }
).boxes;
/** A page's words, as the form's templates give them (words/, words/cy/). */
const template = (file: string, language = '') =>
  readYaml(`app/admin/start/words/${language && `${language}/`}${file}`);

/** The sample's made-up people, read from the sample content (About Us, Safeguarding). */
function samplePeople() {
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const { placeholder, name } = value as Record<string, unknown>;
    if (placeholder === true && typeof name === 'string') names.push(name);
    Object.values(value).forEach(visit);
  };
  for (const file of ['pages/about-us.yml', 'church-pages/safeguarding.yml'])
    visit(readYaml(join(sourceContent, file)));
  return names;
}

/**
 * Every page of the site at `origin` a visitor can reach by links from its home page (and its
 * search, a form's, and halls, which the test opens), with its HTML; each must answer 200.
 */
async function linkedPages(request: APIRequestContext, origin: string) {
  const pages = new Map<string, string>();
  const waiting = ['/', '/search', '/halls'];
  for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
    if (pages.has(path)) continue;
    const answer = await request.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    pages.set(path, text);
    for (const [, href] of text.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      // Pages only: not /admin, the feeds, the recordings or the files.
      if (!href!.startsWith('/admin') && !/\.[a-z0-9]+$/i.test(href!)) waiting.push(href!);
    }
  }
  return pages;
}

test('the sample church made a Baptist church in Wales with one form and one Publish', async ({
  page,
  browser,
}) => {
  // The site beside the editor, open before the Publish as the office has it.
  const beside = await sitePage(browser);
  await beside.goto(`${cms.site}/halls`);
  await expect(beside.getByRole('heading', { level: 1 })).toBeVisible();

  // The form by its place: its name changes with its language.
  const form = page.locator('#start-form');
  await test.step('signed in, the office gets the start form first, on a phone’s screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(cms.admin);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Start with your church’s own facts' }),
    ).toBeVisible();
    // Nothing wider than the screen: no box to scroll sideways to.
    expect(await form.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });

  await test.step('two wrong boxes listed at the top, each leaving the list as it is put right', async () => {
    const wrong: StartFacts = {
      ...facts,
      email: 'the chapel office',
      phone: { display: '960123', international: '' },
    };
    await fill(page, form, fields, wrong);
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    const [phone, email] = startFactsSchema.safeParse(wrong).error!.issues.map((i) => i.message);
    const message = form.getByRole('alert');
    await expect(message).toContainText('Not published yet');
    await expect(message).toBeFocused();
    await expect(message.getByRole('listitem')).toHaveText([
      `Phone → Number: ${phone}`,
      `E-mail address: ${email}`,
    ]);
    await form.getByLabel('E-mail address', { exact: true }).fill(facts.email);
    await expect(message.getByRole('listitem')).toHaveText([`Phone → Number: ${phone}`]);
    const number = form.getByRole('group', { name: 'Phone', exact: true }).getByLabel('Number');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      new RegExp(`^${phone!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // Nothing saved.
    const church = 'church.yml';
    expect(readFileSync(join(cms.contentDir, church), 'utf8')).toBe(
      readFileSync(join(sourceContent, church), 'utf8'),
    );
  });

  await test.step('what the office types its own way is shown back as the site writes it', async () => {
    const typed = async (box: Locator, value: string, shown: string) => {
      await box.fill(value);
      await box.blur();
      await expect(box).toHaveValue(shown);
    };
    const phone = form.getByRole('group', { name: 'Phone', exact: true });
    await typed(phone.getByLabel('Number'), '01334 650123', '01334 650123');
    await expect(phone).toContainText('Phones dial it as +441334650123.');
    await expect(phone.getByLabel('Number')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('alert')).toHaveText(/Everything listed is put right/);
    // The church's own address: several churches' boxes are hidden until chosen.
    const ownAddress = form.getByRole('group', { name: 'Address', exact: true });
    await typed(ownAddress.getByLabel('Postcode', { exact: true }), 'ky15 7ab', 'KY15 7AB');
    const firstService = form.getByRole('group', { name: 'Service 1', exact: true });
    await typed(firstService.getByLabel('Time', { exact: true }), '10.30am', '10:30');
    await typed(form.getByLabel('Charity number (optional)'), 'SC 012345', 'SC012345');
    // The church's own again.
    const { address, phone: own, services, charityNumber } = facts;
    await fill(page, form, fields, { address, phone: own, services, charityNumber });
  });

  await test.step('the minister’s photo, from a phone: the square the site will show, moved', async () => {
    const minister = form
      .getByRole('group', { name: 'Ministers and leaders', exact: true })
      .getByRole('group', { name: 'Person 1', exact: true });
    const file = test.info().outputPath('minister.jpg');
    writeFileSync(file, await sidewaysPhoto(4000, 3000));
    await minister.getByLabel('Photo (optional)', { exact: true }).setInputFiles(file);
    const square = minister.getByRole('figure');
    await expect(square.getByRole('img', { name: 'The photo as the site shows it' })).toBeVisible();
    await minister.getByLabel('Part of the photo to keep (optional)').selectOption('middle');
    await expect(square).toContainText(photoPositions.middle.words.toLowerCase());
  });

  await test.step('Cymraeg a Saesneg chosen, the form speaks Welsh, with everything typed kept', async () => {
    await form
      .getByLabel('Languages of the site', { exact: true })
      .selectOption({ label: 'Cymraeg a Saesneg' });
    await expect(page.getByRole('region', { name: cymraeg.heading })).toBeVisible();
    await expect(form).toHaveAttribute('lang', 'cy');
    await expect(form.getByLabel(welshBoxes.languages!.label, { exact: true })).toBeFocused();
    await expect(form.getByLabel(welshBoxes.name!.label, { exact: true })).toHaveValue(facts.name);
    await expect(
      form.getByRole('group', { name: welshBoxes.address!.label, exact: true }).first(),
    ).toBeVisible();
    await expect(form.getByRole('img', { name: cymraeg.photo.square })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  });

  await test.step('put right, one Publish puts the church in place of the sample', async () => {
    await publish(page, form, facts.name, cymraeg);
    await page.getByRole('button', { name: cymraeg.openEditor }).click();
    await page.getByRole('link', { name: 'Church and site', exact: true }).click();
    // A settings file in each language, the Welsh first.
    await page.getByText('Church details (Cymraeg)', { exact: true }).click();
    await expect(page.getByLabel('Church name', { exact: true })).toHaveValue(facts.name);
    await expect(form).toHaveCount(0);
    // The photo saved upright, at most 1600 pixels a side, without its camera's details, and
    // About Us keeps the part chosen.
    const saved = await sharp(join(cms.contentDir, 'images/people/minister.jpg')).metadata();
    expect([saved.width, saved.height, saved.orientation, saved.exif]).toEqual([
      1200,
      1600,
      undefined,
      undefined,
    ]);
    for (const language of ['cy', 'en'])
      expect(
        readFileSync(join(cms.contentDir, `pages/about-us.${language}.yml`), 'utf8'),
      ).toContain('photoPosition: middle');
  });

  await test.step('the site beside the editor shows the new church without a restart, /halls too', async () => {
    for (const path of ['/', '/about-us', '/halls']) {
      await expect
        .poll(async () =>
          (await openWhileRestarting(beside, `${cms.site}${path}`))
            ? beside.locator('body').innerText()
            : '',
        )
        .toContain(facts.name);
      await expect(beside.getByText('Unexpected Application Error')).toHaveCount(0);
    }
  });

  await test.step('the site from that copy is in Welsh and in English, with nothing of the sample church, on every page it links to', async () => {
    // The pages as the dev server renders them from the saved files, found as a visitor finds
    // them: from the home page, link by link, the language switch among them (the files
    // themselves: new-church.test.ts).
    const pages = await linkedPages(page.request, cms.site);
    expect(pages.size).toBeGreaterThan(10);
    // Each page in both: the Welsh at the usual address, its English twin under /en.
    const languages: Language[] = ['cy', 'en'];
    const twin = (path: string) =>
      languageOfPath(path, languages) === 'en'
        ? defaultPath(path, languages)
        : pathIn('en', languages)(path);
    expect([...pages.keys()].filter((path) => !pages.has(twin(path)))).toEqual([]);
    for (const [path, text] of pages)
      expect(text, path).toContain(`<html lang="${htmlLang(languageOfPath(path, languages))}"`);
    const sampleWords = [
      'Ballyglen',
      'Presbyterian',
      'Kirk Session',
      'County Down',
      'Northern Ireland',
    ];
    for (const banned of [...sampleWords, ...samplePeople()]) {
      expect(
        [...pages].filter(([, text]) => text.includes(banned)).map(([path]) => path),
        banned,
      ).toEqual([]);
    }
    // Each in its own words: the home page's, and the footer's name of the charity regulator.
    const home = (language = '') =>
      template('pages/home.yml', language) as { serviceTimes: { heading: string } };
    const regulator = (
      template('site-text.yml', 'cy') as { footer: { regulators: { englandAndWales: string } } }
    ).footer.regulators.englandAndWales;
    for (const [path, language, charity] of [
      ['/', 'cy', regulator],
      ['/en', '', 'Charity Commission for England and Wales'],
    ] as const) {
      await beside.goto(`${cms.site}${path}`);
      await expect(
        beside.getByRole('heading', { name: home(language).serviceTimes.heading }),
      ).toBeVisible();
      await expect(beside.getByRole('contentinfo')).toContainText(charity);
    }
    await beside.goto(`${cms.site}/about-us`);
    for (const leader of facts.leaders)
      await expect(beside.getByRole('main')).toContainText(leader.name);
    await beside.goto(`${cms.site}/en/privacy-policy`);
    await expect(beside.getByRole('main')).toContainText(facts.name);
    await expect(beside.getByRole('main')).toContainText(facts.email);
  });

  await test.step('its details save in the editor as the site writes them, and no box it never had is added', async () => {
    const church = () =>
      readYaml(join(cms.contentDir, 'church.cy.yml')) as {
        address: { postcode: string };
        phone: { international: string };
        social?: object;
      };
    expect(church().social ?? {}).not.toHaveProperty('instagram');
    await page.goto(cms.admin);
    await page.getByRole('link', { name: 'Church and site', exact: true }).click();
    await page.getByText('Church details (Cymraeg)', { exact: true }).click();
    const postcode = page.getByLabel('Postcode', { exact: true });
    await expect(postcode).toHaveValue(church().address.postcode);
    // Typed as the office writes it, saved as the site writes it; the dialling form kept.
    await postcode.fill('ld38aa');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
    await expect.poll(() => church().address.postcode).toBe('LD3 8AA');
    expect(church().phone.international).toBe(facts.phone.international);
    expect(church().social ?? {}).not.toHaveProperty('instagram');
  });

  await test.step('the foot of /admin lists no sample content, and a sample value put back at once', async () => {
    // /admin speaks the site's first language, Welsh now.
    const { panels } = adminWordsIn('cy');
    const samples = page.getByRole('region', { name: panels.samples });
    await page.goto(cms.admin);
    // The publishing line is there, so the foot's scripts have run.
    await expect(page.getByRole('region', { name: panels.published })).toBeVisible();
    const built = (await (await page.request.get(`${cms.admin}build.json`)).json()) as {
      samples: string[];
    };
    expect(built.samples).toEqual([]);
    await expect(samples).toHaveCount(0);
    // The sample church's phone number, as a push from elsewhere might bring it back.
    const file = join(cms.contentDir, 'church.cy.yml');
    const own = readFileSync(file, 'utf8');
    const { phone } = readYaml(join(sourceContent, 'church.yml')) as { phone: { display: string } };
    writeFileSync(file, own.replace(facts.phone.display, phone.display));
    await page.goto(cms.admin);
    await expect(samples.locator('summary')).toHaveText(cymraeg.samplePanel.headline.one);
    await samples.locator('summary').click();
    await expect(samples).toContainText(
      'phone number or charity number, in Church and site → Church details (Cymraeg)',
    );
    writeFileSync(file, own);
  });
});
