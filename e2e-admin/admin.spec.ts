import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { parse, stringify } from 'yaml';
import { yamlOptions } from '../public/admin/cms-yaml.js';
import { churchTime } from '../public/admin/publish-status.js';
import type { loadContent } from '../app/content/loading/load';
import { formatServiceTime } from '../app/lib/service-time';
import { imageCacheFor } from '../app/content/pictures/image-build';
import { pictureFacts } from '../app/content/pictures/picture-facts';
import { band, colourAt, near, sidewaysPhoto } from '../test/sideways-photo';
import { adminContentSecurityPolicy } from '../app/build/policies';
import {
  freePort,
  offlineWithDecap,
  run,
  start,
  stop,
  waitForUrl,
  type Started,
} from './processes';

// The church office's round trip through the CMS: on a copy of the content folder, log in to
// /admin (the real build, served with its real headers), change the Sunday service time,
// correct a notice's title, add a Kirk Session member with a photo and a page with a picture
// in its text (put there with the editor's picture button), then check the files Decap wrote,
// the build's own checks, and the pages built from them. Every expectation comes from what
// this test typed.

const require = createRequire(import.meta.url);
// The CMS page of a build that already exists (npm test's, ADMIN_SITE_BUILD), else one made here.
const given = process.env.ADMIN_SITE_BUILD;
const site = { port: 0, build: given ?? 'build-admin/client' };
const rebuilt = { port: 0, build: 'build-admin2/client' };
let decapPort = 0;
const url = (port: number, path = '/') => `http://localhost:${port}${path}`;
// The bytes all the pictures of one page may take on a phone (e2e/routes.spec.ts, BUDGETS.images).
const pagePicturesBudget = 60_000;

const sourceContent = process.env.CONTENT_DIR ?? 'content';
let repo = ''; // decap-server's folder: <tmp>/content is laid out as content/ in the project
const contentDir = () => join(repo, 'content');
const running: Started[] = [];

const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };
// Hermetic, and no wait on the network: the builds read no ChurchSuite feed (the CMS edits
// neither events nor groups).
const build = (env: NodeJS.ProcessEnv) =>
  run('npm run build', npm.command, [...npm.args, 'run', 'build'], {
    EVENTS_SNAPSHOT_URL: 'none',
    VITE_GROUPS_FEED_URL: 'none',
    ...env,
  });
const serve = (port: number, buildDir: string) =>
  start(`The preview server on ${port}`, process.execPath, ['scripts/preview.mjs'], {
    BUILD_DIR: buildDir,
    PORT: String(port),
  });

type Yaml = Record<string, unknown>;
const readYaml = (file: string) => parse(readFileSync(join(contentDir(), file), 'utf8')) as Yaml;
/** Every file and folder in the content copy, as paths inside it ("images/text/hall.jpg"). */
const contentFiles = () => (readdirSync(contentDir(), { recursive: true }) as string[]).sort();

test.beforeAll(async () => {
  [decapPort, site.port, rebuilt.port] = await Promise.all([freePort(), freePort(), freePort()]);
  repo = mkdtempSync(join(tmpdir(), 'cms-test-'));
  cpSync(sourceContent, contentDir(), { recursive: true });
  // The picture copies the site's own build made of the same photos, as a host's build cache
  // keeps them: the rebuild below makes only the new photos' (153 copies of the sample's 17
  // took 17 s of both cores). Copied after the content, so each copy is newer than its photo.
  const made = imageCacheFor(sourceContent);
  if (existsSync(made)) cpSync(made, imageCacheFor(contentDir()), { recursive: true });
});

test.afterAll(async () => {
  await Promise.all(running.map(stop));
  if (repo) {
    rmSync(imageCacheFor(contentDir()), { recursive: true, force: true });
    rmSync(repo, { recursive: true, force: true });
  }
  for (const dir of given ? [rebuilt.build] : [site.build, rebuilt.build]) {
    rmSync(resolve(dir, '..'), { recursive: true, force: true });
  }
});

/** The CMS's requests to decap-server: how many are unanswered, and when one last went or came. */
let decapRequests = { outstanding: 0, lastSeen: 0 };

/** Opens a form from its collection's list, and waits for the CMS to finish reading it: the
 *  form shows before the CMS's last answers from decap-server (the entry's pictures among them)
 *  have come, and a person added before then is lost (seen on a busy machine). */
async function openFromList(page: Page, collection: string, entry: string) {
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.getByText(entry, { exact: true }).click();
  await expect
    .poll(() => decapRequests.outstanding === 0 && Date.now() - decapRequests.lastSeen >= 500, {
      intervals: [100],
    })
    .toBe(true);
}

/** Decap's "Publish → Publish now", then its "Changes saved"; if not, what the browser said. */
async function publish(page: Page, browserProblems: () => string[]) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  try {
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
    // A new entry's form then moves to the entry's own address; going elsewhere before that
    // (on a busy machine, it can come seconds later) would be undone by it.
    await expect(page).not.toHaveURL(/\/new$/);
  } catch (error) {
    const problems = browserProblems();
    if (problems.length === 0) throw error;
    throw new Error(`The CMS did not save. The browser reported:\n${problems.join('\n')}`);
  }
}

/** Opens an empty form of a collection, from the CMS's start (a form left open otherwise
 *  stays on screen when only the address changes). */
async function newEntry(page: Page, collection: string) {
  await page.goto(url(site.port, '/admin/#/'));
  await page.getByRole('link', { name: 'Church and site' }).click();
  await page.goto(url(site.port, `/admin/#/collections/${collection}/new`));
  await expect(page.getByLabel('Web address', { exact: true })).toHaveValue('');
}

/** Fills a form's text boxes, each found by its exact label, in the order given. */
async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Types over what a box holds, as a person would: into the box, then everything in it replaced.
 * (Decap's text box puts the caret back where the last typing left it when it draws itself again,
 * as it does when it gains the keyboard: selecting first and then focusing, as `fill` alone
 * does, would add to the old words.)
 */
async function retype(box: Locator, value: string) {
  await box.click();
  await box.fill(value);
}

/** Opens the form's (collapsed) Photo box and uploads a picture into it. */
async function uploadPhoto(page: Page, path: string) {
  const photoField = page.locator('[id^="photo-field-"]').first();
  await photoField.locator('button').first().click(); // the object's expand arrow
  await photoField.getByRole('button', { name: 'Choose an image' }).click();
  const fileChooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await fileChooser).setFiles(path);
  await expect(page.getByText(basename(path), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Chooses an option of a select box (react-select in Decap) by the field's name. */
async function chooseOption(page: Page, field: string, option: string) {
  await page.locator(`[id^="${field}-field-"]`).first().click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whether the caret is at the very end of the editor's text. */
function caretAtEnd(editor: Locator) {
  return editor.evaluate((element) => {
    const selection = getSelection();
    if (!selection?.rangeCount || !selection.isCollapsed) return false;
    const after = document.createRange();
    after.selectNodeContents(element);
    const caret = selection.getRangeAt(0);
    after.setStart(caret.endContainer, caret.endOffset);
    return after.toString().trim() === '';
  });
}

/**
 * Types Markdown into the Text box (a notice's, or a church page's first text part, added if
 * there is none), replacing what was there. The editor is in its Markdown mode (see the
 * test's start), so the words go in as typed.
 */
async function writeMarkdown(page: Page, lines: string[]) {
  // The form's one Markdown box (notices and church pages have no other).
  const editors = page.locator('[contenteditable="true"]');
  if ((await editors.count()) === 0) {
    await page.getByRole('button', { name: 'Add part' }).click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
  }
  await editors.last().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

/**
 * Types a date ("2026-11-22") or a date and time ("2026-11-22T18:45") into a date box with the
 * keyboard, straight through as a person would: its parts in the order the browser's language
 * shows them (11/22/2026 in American English, 22/11/2026 in British), the hour on its clock,
 * AM or PM, and no key to move between them (the box moves on after a year of four figures).
 */
async function typeDate(page: Page, box: Locator, value: string) {
  const [date, time] = value.split('T') as [string, string | undefined];
  const [year, month, day] = date.split('-') as [string, string, string];
  const { order, twelveHours } = await page.evaluate(() => ({
    order: new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date(2026, 10, 22))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year'),
    twelveHours: /h1[12]/.test(
      new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions()
        .hourCycle ?? '',
    ),
  }));
  const parts = { day, month, year };
  await box.focus();
  for (const part of order) await page.keyboard.type(parts[part]);
  if (!time) return;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour = twelveHours ? hours % 12 || 12 : hours;
  await page.keyboard.type(String(hour).padStart(2, '0'));
  await page.keyboard.type(String(minutes).padStart(2, '0'));
  if (twelveHours) await page.keyboard.type(hours < 12 ? 'A' : 'P');
}

/**
 * Publish, refused: the message at the top says "Not published yet" and names each box with
 * what is wrong, exactly these (each "Names → of its box: the build's sentence", in part).
 */
async function refused(page: Page, problems: RegExp[], pageErrors: string[]) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
  await expect(message).toBeVisible();
  await expect(message.getByRole('listitem')).toHaveCount(problems.length);
  for (const problem of problems)
    await expect(message.getByRole('button', { name: problem })).toBeVisible();
  await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
  // Decap refuses by rejecting a promise nobody waits for: with nothing when its own checks
  // fail ("undefined"), with its failure action when the build's checks do ("Object"). Expected.
  const refusal = () =>
    pageErrors.findIndex((error) => error === 'undefined' || error === 'Object');
  await expect.poll(refusal).toBeGreaterThanOrEqual(0);
  pageErrors.splice(refusal(), 1);
}

/** The lines of `after` that are not in `before` at the same place. */
function changedLines(before: string, after: string) {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

/** Runs a build that must fail, and gives what it printed. */
async function failedBuild(env: NodeJS.ProcessEnv, what: string) {
  try {
    await build(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`The build accepted content it should have refused: ${what}`);
}

test('the church office edits the site in /admin, and the next build shows it', async ({
  page,
  context,
}) => {
  decapRequests = await offlineWithDecap(context, decapPort);
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const browserProblems = () => [...cspViolations, ...pageErrors];
  // Decap's own setting: its text boxes open in Markdown mode, where the words go in as typed
  // (an office that prefers the rich-text mode can switch back with the box's own toggle).
  await page.addInitScript(() => localStorage.setItem('cms.md-mode', 'raw'));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const churchBefore = readYaml('church.yml');
  const aboutUsBefore = readYaml('pages/about-us.yml');
  const oldTime = (churchBefore.services as { time: string }[])[0]!.time;
  const newTime = oldTime === '19:15' ? '18:45' : '19:15';
  const member = { name: 'Lydia Testwell', role: 'Elder', photo: 'lydia-testwell.jpg' };
  // The notice's times as the CMS's datetime picker saves them, on the church's clock.
  const noticeBefore = readYaml('site-notice.yml');
  // The next hour, on the church's clock, as the CMS's date and time boxes take it.
  const londonClock = (time: number) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(time)
      .replace(' ', 'T');
  const noticeFrom = londonClock(Date.now() - 5 * 60_000);
  const noticeUntil = londonClock(Date.now() + 60 * 60_000);
  // This week's news, a sermon in a new series, and the livestream, as the office would add them.
  const today = londonClock(Date.now()).slice(0, 10);
  const notice = {
    slug: 'harvest-supper-thanks',
    title: 'Thank you for the harvest supper',
    summary:
      'Over a hundred of us sat down together in the church halls. Thank you to everyone who cooked and served.',
    text: 'The tables were full and the soup ran out twice.',
    photo: 'supper-tables.jpg',
    alt: 'People at long tables in the church hall, sharing a meal',
  };
  const series = {
    slug: 'letters-to-timothy',
    title: 'Letters to Timothy',
    description: 'A few Sundays with the letters Paul wrote to a young minister.',
  };
  const sermon = {
    slug: 'guard-the-good-deposit',
    chapter: { start: '4:10', title: 'The sermon' },
    lateChapter: '45:00',
    title: 'Guard the good deposit',
    preacher: 'Rev. Test Preacher',
    passage: '2 Timothy 1:8-14',
    summary: 'What it means to keep the faith we were given, and to pass it on.',
    url: 'https://media.example.org/sermons/guard-the-good-deposit.mp3',
    bytes: '24613000',
    length: '31:05',
  };
  // A transcript as a transcription tool saves it: two speakers, within the recording's 31:05.
  const speakers = ['Hannah Reader', sermon.preacher];
  const vttPath = join(repo, 'guard-the-good-deposit.vtt');
  writeFileSync(
    vttPath,
    [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:06.000',
      `<v ${speakers[0]}>Our reading is from the second letter to Timothy.`,
      '',
      '00:04:10.000 --> 00:04:16.000',
      `<v ${speakers[1]}>Guard the good deposit that was entrusted to you.`,
      '',
    ].join('\n'),
  );
  const groupCode = 'ab12cd34';
  const livestream = {
    url: 'https://www.youtube.com/@our-test-church/live',
    note: 'Sundays from 10:55',
  };
  // A page of the church's own, placed in the footer, as the office would write it.
  const newPage = {
    slug: 'harvest-supper',
    title: 'Harvest supper',
    label: 'Harvest supper',
    description:
      'What happens at the harvest supper in the church halls, what to bring, and how to get a ticket.',
    heading: 'Before you come',
    link: { words: 'what is on', to: '/events' },
    steps: ['Bring a dish to share', 'Bring a friend'],
    photo: 'harvest-supper.jpg',
    alt: 'Long tables set for supper in the church hall',
    // A picture in its text, put there with the editor's own picture button: wide (16 by 9,
    // neither the photo's 3 by 2 nor a person's square), and 1600 px, over the 1200 px the
    // build asks of a picture in text (app/content/pictures/picture-check.ts).
    textPicture: {
      file: 'hall-set-for-supper.jpg',
      alt: 'The church hall with its tables laid for the harvest supper',
    },
  };
  // The Markdown Decap writes for it: the collection's public_folder ("text") and the file name.
  const textPictureLine = `![${newPage.textPicture.alt}](text/${newPage.textPicture.file})`;
  const pageText = [
    'Everyone is welcome at the supper.',
    '',
    `## ${newPage.heading}`,
    '',
    `Tickets are free: see [${newPage.link.words}](${newPage.link.to}).`,
    '',
    ...newPage.steps.map((step, index) => `${index + 1}. ${step}`),
  ];
  const refusedLinks =
    'See [an old page](http://example.org) or a [bad link](javascript:alert(1)).';
  // A link to a page of the site that does not exist: only the build, which has every page, sees it.
  const missingPage = 'And an [old page](/no-such-page).';
  const pagePhotoPath = join(repo, newPage.photo);
  writeFileSync(
    pagePhotoPath,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(repo, notice.photo), readFileSync(pagePhotoPath));
  const textPicturePath = join(repo, newPage.textPicture.file);
  writeFileSync(
    textPicturePath,
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer(),
  );
  const churchTextBefore = readFileSync(join(contentDir(), 'church.yml'), 'utf8');
  // An existing notice, one with a front-matter line over 80 characters if there is one: the
  // line Decap's own front-matter format would have re-wrapped on the first save.
  const noticeFiles = readdirSync(join(contentDir(), 'news'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(contentDir(), 'news', name), 'utf8') }));
  const edited =
    noticeFiles.find(({ text }) =>
      text
        .split('\n---\n')[0]!
        .split('\n')
        .some((line) => line.length > 80),
    ) ?? noticeFiles[0]!;
  const editedTitle = String((parse(edited.text.split('\n---\n')[0]!) as Yaml).title);
  const editedNewTitle = `${editedTitle}, corrected`;
  const photoPath = join(repo, member.photo);
  // A phone photo made here: 4000 × 3000 as stored, marked to be turned upright (EXIF
  // orientation 6), with a GPS position; upright, a red band runs along its top.
  const photo = await sidewaysPhoto(4000, 3000);
  writeFileSync(photoPath, photo);
  expect(pictureFacts(photo)).toMatchObject({ width: 3000, height: 4000, gps: true });

  await test.step('start decap-server on a copy of the content, and serve the CMS', async () => {
    // decap-server's settings (its source: PORT, GIT_REPO_DIRECTORY, MODE, BIND_HOST).
    const decap = start(
      'decap-server',
      process.execPath,
      [require.resolve('decap-server/dist/index.js')],
      { PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: 'fs', BIND_HOST: '127.0.0.1' },
    );
    running.push(decap);
    if (!given) await build({ BUILD_DIR: site.build });
    const server = serve(site.port, site.build);
    running.push(server);
    await waitForUrl(url(site.port), server);
    await waitForUrl(`http://127.0.0.1:${decapPort}/api/v1`, decap);
  });

  await test.step('log in to /admin, served with its own headers', async () => {
    const response = await page.goto(url(site.port, '/admin/'));
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toBe(adminContentSecurityPolicy());
    expect(headers['x-robots-tag']).toBe('noindex');
    // At its foot, when this site was published (the build's own facts); before signing in,
    // nothing of where saves go (on the live site, "this computer" would not be true).
    const facts = (await (await page.request.get(url(site.port, '/admin/build.json'))).json()) as {
      builtAt: string;
    };
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await expect(publishing.locator('summary')).toHaveText(
      `Published ${churchTime(facts.builtAt)}`,
    );
    await expect(publishing).not.toContainText('this computer');
    // "Login" (not "Login with GitHub"): Decap found the local backend.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Signed in to the files here: saves change them.
    await expect(page.getByRole('link', { name: 'Church and site' })).toBeVisible();
    await publishing.locator('summary').click();
    await expect(publishing).toContainText('Saves here change the files on this computer');
    await publishing.locator('summary').click();
  });

  await test.step('publish with the church name emptied: a message at the top names it, and the keyboard is there', async () => {
    await openFromList(page, 'Church and site', 'Church details');
    const name = page.getByLabel('Church name', { exact: true });
    const churchName = String(churchBefore.name);
    await expect(name).toHaveValue(churchName);
    await name.fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: /^Church name: / })).toBeVisible();
    await expect(name).toBeFocused();
    // At the top of the form, above the box it names, and on screen.
    const [top, box] = [await message.boundingBox(), await name.boundingBox()];
    expect(top!.y).toBeLessThan(box!.y);
    expect(top!.y).toBeGreaterThanOrEqual(0);
    await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
    // Decap refuses by rejecting a promise with nothing (persistEntry's Promise.reject()),
    // which the browser reports as an uncaught "undefined": that one is expected here.
    await expect.poll(() => pageErrors.indexOf('undefined')).toBeGreaterThanOrEqual(0);
    pageErrors.splice(pageErrors.indexOf('undefined'), 1);
    // Put right, the message goes.
    await name.fill(churchName);
    await expect(message).toHaveCount(0);
  });

  await test.step(`change the Sunday service time to ${newTime}`, async () => {
    const time = page.getByLabel('Time', { exact: true });
    await expect(time).toHaveValue(oldTime);
    await time.fill(newTime);
    await publish(page, browserProblems);
    // As the CMS saved it: the one line that changed, and nothing re-wrapped or reordered.
    await expect
      .poll(() =>
        changedLines(churchTextBefore, readFileSync(join(contentDir(), 'church.yml'), 'utf8')),
      )
      .toEqual([`    time: ${newTime}`]);
  });

  await test.step('add a Kirk Session member with a name, a role and an uploaded photo', async () => {
    await page.goto(url(site.port, '/admin/#/'));
    await openFromList(page, 'Pages', 'About Us');
    const kirkSession = page.locator('[id^="kirkSession-field-"]');
    await kirkSession.getByRole('button', { name: 'Add person' }).click();
    await expect(kirkSession.getByLabel('Name', { exact: true }).last()).toHaveValue('');
    await kirkSession.getByLabel('Name', { exact: true }).last().fill(member.name);
    await kirkSession.getByLabel('Role', { exact: true }).last().fill(member.role);
    await kirkSession.getByRole('button', { name: 'Choose an image' }).last().click();
    const fileChooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await fileChooser).setFiles(photoPath);
    // A 4000 × 3000 photo is redrawn before it is kept, for seconds: a line says so meanwhile.
    const uploading = page.getByRole('status').filter({ hasText: `Uploading ${member.photo}…` });
    await expect(uploading).toBeVisible();
    await expect(page.getByText(member.photo, { exact: true })).toBeVisible();
    await expect(uploading).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(kirkSession.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    await publish(page, browserProblems);
  });

  await test.step(`switch the site notice on for the next hour, ${noticeFrom} to ${noticeUntil}`, async () => {
    await page.goto(url(site.port, '/admin/#/'));
    await openFromList(page, 'Church and site', 'Notice across the site');
    const on = page.locator('[id^="enabled-field-"]').first();
    if ((await on.getAttribute('aria-checked')) !== 'true') await on.click();
    await page.getByLabel('From', { exact: true }).fill(noticeFrom);
    const until = page.getByLabel('Until', { exact: true });
    await expect(until).toHaveValue(String(noticeBefore.until));
    // Typed, as a volunteer would: saved as typed (the file's check is the step further on).
    await typeDate(page, until, noticeUntil);
    await expect(until).toHaveValue(noticeUntil);
    await publish(page, browserProblems);
  });

  await test.step('set the livestream address and its note', async () => {
    await page.goto(url(site.port, '/admin/#/'));
    await openFromList(page, 'Church and site', 'Church details');
    await page.getByLabel(/^Livestream address/).fill(livestream.url);
    await page.getByLabel(/^Note beside the link/).fill(livestream.note);
    await publish(page, browserProblems);
  });

  await test.step(`correct the title of the notice ${edited.name}: one line of it changes`, async () => {
    await page.goto(url(site.port, '/admin/#/'));
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await page.goto(
      url(site.port, `/admin/#/collections/news/entries/${edited.name.slice(0, -3)}`),
    );
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(editedTitle);
    await title.fill(editedNewTitle);
    await publish(page, browserProblems);
    // As the CMS saved it (frontmatter-as-written): the title's line, nothing re-wrapped or
    // reordered in the front matter, and the text below it byte for byte.
    await expect
      .poll(() =>
        changedLines(edited.text, readFileSync(join(contentDir(), 'news', edited.name), 'utf8')),
      )
      .toEqual([stringify({ title: editedNewTitle }, yamlOptions).trimEnd()]);
    expect(readFileSync(join(contentDir(), 'news', edited.name), 'utf8').split('\n')).toHaveLength(
      edited.text.split('\n').length,
    );
  });

  await test.step('add a notice with a photo', async () => {
    await newEntry(page, 'news');
    await fillFields(page, {
      'Web address': notice.slug,
      Title: notice.title,
      Date: today,
      Summary: notice.summary,
    });
    await uploadPhoto(page, join(repo, notice.photo));
    await page.getByLabel(/^Description of the photo/).fill(notice.alt);
    await writeMarkdown(page, [notice.text]);
    await publish(page, browserProblems);
  });

  await test.step('add a sermon with its recording, in a new series', async () => {
    await newEntry(page, 'sermon-series');
    await fillFields(page, {
      'Web address': series.slug,
      Title: series.title,
      Description: series.description,
    });
    await publish(page, browserProblems);

    await newEntry(page, 'sermons');
    await fillFields(page, {
      'Web address': sermon.slug,
      Title: sermon.title,
      Preacher: sermon.preacher,
      // A passage that names no book of the Bible: the build's own check, made before saving.
      'Bible passage': 'Hezekiah 2:1',
    });
    // The date typed with the keyboard, straight through, as Decap's own box got wrong (#7939).
    const date = page.getByLabel('Date preached', { exact: true });
    await typeDate(page, date, today);
    await expect(date).toHaveValue(today);
    await chooseOption(page, 'series', series.title);
    await fillFields(page, {
      Summary: sermon.summary,
      // Not an MP3, and no size: with the passage, and a chapter after the recording's end.
      'Address of the MP3': sermon.url.replace(/\.mp3$/, '.wav'),
      Length: sermon.length,
    });
    const chapters = page.locator('[id^="chapters-field-"]');
    await chapters.getByRole('button', { name: 'Add chapter' }).click();
    await chapters.getByLabel('Starts at', { exact: true }).fill(sermon.lateChapter);
    await chapters.getByLabel('Title', { exact: true }).fill(sermon.chapter.title);
    // Its transcript, a WebVTT file with two speakers, uploaded.
    const transcript = page.locator('[id^="transcript-field-"]').first();
    await transcript.locator('button').first().click(); // the group's expand arrow
    await transcript.getByRole('button', { name: 'Choose a file' }).click();
    const fileChooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await fileChooser).setFiles(vttPath);
    await expect(page.getByText(basename(vttPath), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(transcript.getByText(`transcripts/${basename(vttPath)}`)).toBeVisible();
    // One Publish: every problem, in page order, in the build's words (Decap's own "Size in
    // bytes is required." gives way to the build's sentence for the same box).
    await refused(
      page,
      [
        /^Bible passage: "Hezekiah 2:1" does not start with the name of a book of the Bible/,
        /^Recording → Address of the MP3: The audio address must be an MP3 file/,
        /^Recording → Size in bytes: The audio file size is missing/,
        new RegExp(
          `^Chapters → .* → Starts at: The chapter "${sermon.chapter.title}" starts at ${sermon.lateChapter}, after the recording ends`,
        ),
      ],
      pageErrors,
    );
    const passage = page.getByLabel('Bible passage', { exact: true });
    await expect(passage).toBeFocused();
    // Each box named is marked as Decap marks its own: its label on red.
    const passageLabel = page.locator('label', { hasText: /^Bible passage$/ });
    await expect(passageLabel).toHaveCSS('background-color', 'rgb(255, 0, 59)');
    // Put right one by one, each leaves the list.
    const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
    await retype(passage, sermon.passage);
    await expect(message.getByRole('listitem')).toHaveCount(3);
    await expect(passageLabel).not.toHaveCSS('background-color', 'rgb(255, 0, 59)');
    await retype(page.getByLabel('Address of the MP3', { exact: true }), sermon.url);
    await retype(chapters.getByLabel('Starts at', { exact: true }), sermon.chapter.start);
    await expect(message.getByRole('listitem')).toHaveCount(1);
    // The size given, and the mouse wheel turned over its box: the number stays as typed.
    const size = page.getByLabel('Size in bytes', { exact: true });
    await size.fill(sermon.bytes);
    await size.hover();
    await page.mouse.wheel(0, 120);
    await expect(size).toHaveValue(sermon.bytes);
    await expect(message).toHaveCount(0);
    await publish(page, browserProblems);
    // The transcript is in the content folder, as uploaded.
    await expect
      .poll(() => existsSync(join(contentDir(), 'transcripts', basename(vttPath))))
      .toBe(true);
  });

  await test.step('open a sermon on the site from its form, with "View Live"', async () => {
    const [first] = readdirSync(join(contentDir(), 'sermons')).sort();
    const [, frontMatter = ''] = /^---\n([\s\S]*?)\n---/.exec(
      readFileSync(join(contentDir(), 'sermons', first!), 'utf8'),
    )!;
    const { slug, title } = parse(frontMatter) as { slug: string; title: string };
    await page.goto(url(site.port, '/admin/#/'));
    await page.getByRole('link', { name: 'Sermons', exact: true }).click();
    await page.goto(url(site.port, `/admin/#/collections/sermons/entries/${first!.slice(0, -3)}`));
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(title);
    const viewLive = page.getByRole('link', { name: 'View Live' });
    await expect(viewLive).toHaveAttribute('href', new RegExp(`/sermons/${slug}$`));
    // It opens in a tab of its own: the page at that address is the sermon's.
    await expect(viewLive).toHaveAttribute('target', '_blank');
    const sermonPage = await context.newPage();
    await sermonPage.goto(new URL((await viewLive.getAttribute('href'))!, page.url()).href);
    await expect(sermonPage).toHaveURL(url(site.port, `/sermons/${slug}`));
    await expect(sermonPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await sermonPage.close();
  });

  await test.step("paste a ChurchSuite group's address into an activity: its code is saved", async () => {
    const file = readdirSync(join(contentDir(), 'activities')).sort()[0]!;
    const before = readFileSync(join(contentDir(), 'activities', file), 'utf8');
    const activity = parse(before) as Yaml;
    const account = (readYaml('church.yml').churchSuite as { account: string }).account;
    await page.goto(url(site.port, '/admin/#/'));
    await openFromList(page, 'Activities', String(activity.name));
    await page
      .getByLabel(/^ChurchSuite group/)
      .fill(`https://${account}.churchsuite.com/groups/${groupCode}`);
    await publish(page, browserProblems);
    await expect.poll(() => readYaml(join('activities', file)).churchSuiteGroup).toBe(groupCode);
    // Put back as it was, for the rebuild's pages.
    writeFileSync(join(contentDir(), 'activities', file), before);
  });

  await test.step('add a page with a heading, a link, a numbered list and a photo, in the footer', async () => {
    await newEntry(page, 'church-pages');
    await fillFields(page, {
      'Web address': newPage.slug,
      Title: newPage.title,
      Description: newPage.description,
    });
    await chooseOption(page, 'appears', 'In the footer');
    await page.getByLabel(/^Words on the link/).fill(newPage.label);
    const position = page.getByLabel('Position', { exact: true });
    await position.fill('25');
    // The wheel over the box with the keyboard in it: the page scrolls, the number stays.
    await position.hover();
    await page.mouse.wheel(0, -120);
    await expect(position).toHaveValue('25');
    await uploadPhoto(page, pagePhotoPath);
    await page.getByLabel(/^Description of the picture/).fill(newPage.alt);
    // Links the build refuses: each is named at once, by its words, before anything is saved.
    await writeMarkdown(page, [...pageText, '', refusedLinks]);
    await refused(
      page,
      [
        /^Text → link “an old page”: A page text has a link to "http:\/\/example\.org", which must start with https:\/\//,
        /^Text → link “bad link”: A page text has a link to "javascript:alert\(1\)", which is not allowed/,
      ],
      pageErrors,
    );
    // Put right as a person would: the last line, with the two links, rubbed out and written anew.
    // A person sees the caret at the end before rubbing out; on a busy machine the editor can
    // still be placing it where the click fell when the key to move it arrives.
    const editor = page.locator('[contenteditable="true"]').last();
    await editor.click();
    await expect(editor).toBeFocused();
    await expect
      .poll(async () => {
        await page.keyboard.press('ControlOrMeta+End');
        return caretAtEnd(editor);
      })
      .toBe(true);
    for (let i = 0; i < refusedLinks.length; i++) await page.keyboard.press('Backspace');
    await expect(editor).not.toContainText(refusedLinks);
    await page.keyboard.insertText(missingPage);
    await expect(editor).toContainText(missingPage);
    await publish(page, browserProblems);
  });

  await test.step(`put a picture in the page's text with the editor's picture button: saved in images/text, written as text/${newPage.textPicture.file}`, async () => {
    const file = join('church-pages', `${newPage.slug}.yml`);
    const { file: pictureFile, alt } = newPage.textPicture;
    await expect.poll(() => readYaml(file).title).toBe(newPage.title);
    const filesBefore = contentFiles();
    // Back to the page, as the office would come back to it.
    await page.goto(url(site.port, '/admin/#/'));
    await page.getByRole('link', { name: 'Your own pages', exact: true }).click();
    await page.goto(url(site.port, `/admin/#/collections/church-pages/entries/${newPage.slug}`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(newPage.title);
    // A saved page opens with its text parts folded: the arrow of "Text" opens them all.
    const parts = page.locator('[id^="body-field-"]');
    await parts.getByRole('button', { name: 'Expand', exact: true }).click();
    await expect(parts.getByRole('button', { name: 'Collapse', exact: true })).toBeVisible();
    // The picture button is the rich-text mode's ("Add Component", then "Image"); in Markdown
    // mode the toolbar is greyed out. The switch beside "Rich Text" and "Markdown" changes it.
    const modes = page.locator('div', { has: page.getByText('Rich Text', { exact: true }) }).last();
    const markdownMode = modes.getByRole('switch');
    await expect(markdownMode).toHaveAttribute('aria-checked', 'true');
    await markdownMode.click();
    const addComponent = page.getByRole('button', { name: 'Add Component', exact: true });
    await expect(addComponent).toBeEnabled();
    // Switching modes puts the cursor at the start of the text (Decap focuses the editor, and
    // Slate starts a new selection at the top), so the picture goes first, above the words.
    const editor = page.locator('[contenteditable="true"]').last();
    await expect(editor.getByRole('heading', { level: 2, name: newPage.heading })).toBeVisible();
    // The editor draws its toolbar afresh on every change in it, which closes a menu opened
    // just before one: open it again then.
    const imageItem = page.getByRole('menuitem', { name: 'Image', exact: true });
    await expect(async () => {
      if (!(await imageItem.isVisible())) await addComponent.click();
      await imageItem.click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const pictureButtons = editor.getByRole('button', { name: /^Choose (an|different) image$/ });
    await expect(pictureButtons).toHaveCount(1);
    // Its form, in the text: the picture, its description ("Alt Text") and a title.
    await editor.getByRole('button', { name: 'Choose an image', exact: true }).click();
    const fileChooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await fileChooser).setFiles(textPicturePath);
    await expect(page.getByText(pictureFile, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(editor.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    await editor.getByLabel('Alt Text', { exact: true }).fill(alt);
    await publish(page, browserProblems);

    // (1) The file is in content/images/text, as uploaded (redrawn, the same size).
    const saved = join(contentDir(), 'images', 'text', pictureFile);
    await expect.poll(() => existsSync(saved), { message: saved }).toBe(true);
    expect(await sharp(saved).metadata()).toMatchObject({ width: 1600, height: 900 });
    // (2) The page's text names it as text/<file>, with its description, on the first line;
    // the rest is as typed, the rich-text mode having rewritten none of it.
    await expect
      .poll(() => (readYaml(file) as { body: { text: string }[] }).body[0]!.text)
      .toBe([textPictureLine, '', ...pageText, '', missingPage].join('\n'));
    // (3) Nothing else new in the content folder: not in images/people (the site's
    // media_folder), not beside the page's file in church-pages.
    expect(contentFiles().filter((name) => !filesBefore.includes(name))).toEqual([
      join('images', 'text', pictureFile),
    ]);
    expect(existsSync(join(contentDir(), 'images', 'people', pictureFile))).toBe(false);
    expect(existsSync(join(contentDir(), 'church-pages', pictureFile))).toBe(false);
  });

  await test.step('with three mistakes /admin cannot see or never saw, the build tells all three, each by its box in /admin, file and line', async () => {
    const file = join('church-pages', `${newPage.slug}.yml`);
    const sermonFile = join('sermons', `${sermon.slug}.md`);
    await expect.poll(() => readYaml(file).title).toBe(newPage.title);
    await expect.poll(() => existsSync(join(contentDir(), sermonFile))).toBe(true);
    const saved = readFileSync(join(contentDir(), file), 'utf8');
    const savedSermon = readFileSync(join(contentDir(), sermonFile), 'utf8');
    // Two more, as a push from elsewhere than /admin might bring: a passage naming no book, and
    // the recording's size taken out.
    const [, frontMatter = '', notes = ''] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(savedSermon) ?? [];
    const facts = parse(frontMatter) as {
      date: string;
      passage: string;
      audio: Record<string, unknown>;
    };
    // The date typed with the keyboard was saved as typed.
    expect(facts.date).toBe(today);
    facts.passage = 'Hezekiah 2:1';
    delete facts.audio.bytes;
    writeFileSync(
      join(contentDir(), sermonFile),
      `---\n${stringify(facts, yamlOptions)}---\n${notes}`,
    );
    const output = await failedBuild(
      { CONTENT_DIR: contentDir(), BUILD_DIR: rebuilt.build },
      `${file} as saved:\n${saved}`,
    );
    const lineOf = (text: string, words: string) =>
      text.split('\n').findIndex((line) => line.includes(words)) + 1;
    const written = readFileSync(join(contentDir(), sermonFile), 'utf8');
    expect(output).toContain('The church content has 3 mistakes:');
    expect(output).toMatch(
      new RegExp(
        `church-pages/${newPage.slug}\\.yml, line \\d+, body: the link to "/no-such-page" goes to a page that does not exist on this site.*\\n  In /admin: Your own pages → “${newPage.title}” → Text → link “old page”\\n`,
      ),
    );
    expect(output).toMatch(
      new RegExp(
        `sermons/${sermon.slug}\\.md, passage: "Hezekiah 2:1" does not start with the name of a book of the Bible.*\\n  In /admin: Sermons → “${sermon.title}” → Bible passage, line ${lineOf(written, 'passage:')}\\n`,
      ),
    );
    expect(output).toMatch(
      new RegExp(
        `sermons/${sermon.slug}\\.md, audio → bytes: The audio file size is missing.*\\n  In /admin: Sermons → “${sermon.title}” → Recording → Size in bytes, line ${lineOf(written, 'audio:')}\\n`,
      ),
    );
    // Put right: the link goes, the picture stays (in the file here; the CMS's own way is the
    // step above), and the sermon is as saved.
    const data = parse(saved) as { body: { text: string }[] };
    data.body[0]!.text = [textPictureLine, '', ...pageText].join('\n');
    writeFileSync(join(contentDir(), file), stringify(data, yamlOptions));
    writeFileSync(join(contentDir(), sermonFile), savedSermon);
  });

  await test.step('no Content-Security-Policy violation and no error in the CMS', () => {
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  await test.step('the files hold exactly the changes, and the build accepts them', async () => {
    const services = structuredClone(churchBefore.services) as { time: string }[];
    services[0]!.time = newTime;
    await expect
      .poll(() => readYaml('church.yml'))
      .toEqual({ ...churchBefore, services, livestream });

    const kirkSession = structuredClone(aboutUsBefore.kirkSession) as { people: unknown[] };
    kirkSession.people.push({ ...member, photo: `people/${member.photo}` });
    await expect
      .poll(() => readYaml('pages/about-us.yml'))
      .toEqual({
        ...aboutUsBefore,
        kirkSession,
      });
    // The CMS redrew the photo before saving it (media_processing): upright, its full size,
    // and with no EXIF, so the GPS position never reached the repository.
    const saved = readFileSync(join(contentDir(), 'images/people', member.photo));
    const savedMeta = await sharp(saved).metadata();
    expect(savedMeta).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 });
    expect(savedMeta.exif).toBeUndefined();
    expect(savedMeta.orientation).toBeUndefined();
    expect(pictureFacts(saved)?.gps).toBe(false);
    expect(near(await colourAt(saved, 0.5, 0.03), band.red)).toBe(true);
    expect(saved.length).toBeLessThan(photo.length * 2);

    // Only "until" changes: the message keeps its words, so a visitor's dismissal still holds.
    await expect
      .poll(() => readYaml('site-notice.yml'))
      .toEqual({ ...noticeBefore, enabled: true, from: noticeFrom, until: noticeUntil });

    const { module: loader } = await runnerImport<{ loadContent: typeof loadContent }>(
      '/app/content/loading/load.ts',
      { configFile: false, logLevel: 'error', resolve: { alias: { '~': resolve('app') } } },
    );
    const content = loader.loadContent(contentDir());
    expect(content.church.services[0]?.time).toBe(newTime);
    expect(content.siteNotice?.written.until ?? noticeUntil).toBe(noticeUntil);
    expect(content.aboutUs.kirkSession.people.at(-1)).toEqual({
      name: member.name,
      role: member.role,
      photo: expect.stringMatching(/^people\/lydia-testwell-[0-9a-f]{8}$/),
    });
  });

  await test.step('build the site again from the edited files', async () => {
    await build({ CONTENT_DIR: contentDir(), BUILD_DIR: rebuilt.build });
    const server = serve(rebuilt.port, rebuilt.build);
    running.push(server);
    await waitForUrl(url(rebuilt.port), server);
  });

  await test.step(`the home page and the footer show ${formatServiceTime(newTime)}`, async () => {
    await page.goto(url(rebuilt.port));
    const shown = formatServiceTime(newTime);
    const times = `time[datetime="${newTime}"]`;
    await expect(page.getByRole('main').locator(times)).toHaveText(shown);
    await expect(page.getByRole('contentinfo').locator(times)).toHaveText(shown);
    await expect(page.locator(`time[datetime="${oldTime}"]`)).toHaveCount(0);
  });

  await test.step('About Us shows the new member with the photo', async () => {
    await page.goto(url(rebuilt.port, '/about-us'));
    const photo = page.getByRole('img', { name: member.name, exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      '/images/generated/people/lydia-testwell-',
    );
    const card = page.locator('figure', { has: photo });
    await expect(card).toContainText(member.name);
    await expect(card).toContainText(member.role);
  });

  await test.step('the site notice shows at the top of the page, and "Watch live" goes to the new address', async () => {
    await page.goto(url(rebuilt.port));
    const shown = page.locator('[data-slot="site-notice"]');
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('button')).toBeVisible();
    for (const where of [page.getByRole('main'), page.getByRole('contentinfo')]) {
      await expect(where.getByRole('link', { name: /^Watch live/ }).first()).toHaveAttribute(
        'href',
        livestream.url,
      );
      await expect(where).toContainText(livestream.note);
    }
  });

  await test.step('the notice is first in the news, with its photo', async () => {
    await page.goto(url(rebuilt.port, '/news'));
    await page.getByRole('link', { name: notice.title, exact: true }).first().click();
    await expect(page).toHaveURL(url(rebuilt.port, `/news/${notice.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(page.locator(`time[datetime="${today}"]`).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(notice.text);
    await expect(page.getByRole('img', { name: notice.alt, exact: true })).toBeVisible();
  });

  await test.step('the sermon has its page with the player, in its new series and the podcast', async () => {
    await page.goto(url(rebuilt.port, `/sermons/series/${series.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(series.title);
    await page.getByRole('link', { name: sermon.title, exact: true }).click();
    await expect(page).toHaveURL(url(rebuilt.port, `/sermons/${sermon.slug}`));
    const main = page.getByRole('main');
    await expect(main).toContainText(sermon.passage);
    await expect(main).toContainText(sermon.preacher);
    // Its transcript, from the WebVTT file uploaded in /admin, names both speakers.
    const labels = readYaml('pages/sermons.yml').labels as {
      transcript: string;
      readTranscript: string;
    };
    const transcript = main.getByRole('region', { name: labels.transcript });
    await transcript.getByText(labels.readTranscript, { exact: true }).click();
    for (const speaker of speakers) {
      await expect(transcript.getByText(speaker, { exact: true })).toBeVisible();
    }
    const audio = main.locator('audio');
    await expect(audio).toHaveAttribute('preload', 'none');
    expect(await audio.evaluate((el: HTMLAudioElement) => el.currentSrc || el.src)).toBe(
      sermon.url,
    );
    const podcast = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
      await (await page.request.get(url(rebuilt.port, '/sermons/podcast.xml'))).text(),
    ) as { rss: { channel: { item: { title: string; enclosure: unknown }[] } } };
    const episode = podcast.rss.channel.item.find((item) => item.title === sermon.title);
    expect(episode?.enclosure).toEqual({
      '@url': sermon.url,
      '@length': sermon.bytes,
      '@type': 'audio/mpeg',
    });
  });

  await test.step('the new page is in the footer, with its heading, link, list, photo and the picture in its text', async () => {
    await page.goto(url(rebuilt.port));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: newPage.label, exact: true })
      .click();
    await expect(page).toHaveURL(url(rebuilt.port, `/${newPage.slug}`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(newPage.title);
    await expect(main.getByRole('heading', { level: 2, name: newPage.heading })).toBeVisible();
    await expect(main.getByRole('link', { name: newPage.link.words, exact: true })).toHaveAttribute(
      'href',
      newPage.link.to,
    );
    await expect(main.locator('ol > li')).toHaveText(newPage.steps);
    const photo = main.getByRole('img', { name: newPage.alt, exact: true });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The picture put in the text with the editor's button: from its copies in text/, whole.
    const inText = main.getByRole('img', { name: newPage.textPicture.alt, exact: true });
    await inText.scrollIntoViewIfNeeded();
    await expect(inText).toBeVisible();
    await expect
      .poll(() => inText.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await inText.evaluate((img: HTMLImageElement) => ({
      path: new URL(img.currentSrc).pathname,
      shape: img.naturalWidth / img.naturalHeight,
    }));
    expect(shown.path).toMatch(/^\/images\/generated\/text\/hall-set-for-supper-[0-9a-f]{8}-/);
    expect(Math.abs(shown.shape / (1600 / 900) - 1)).toBeLessThan(0.01);
  });

  await test.step('every copy of the photo served is upright, small, and without EXIF or GPS', async () => {
    await page.goto(url(rebuilt.port, '/about-us'));
    const picture = page.locator('picture', {
      has: page.getByRole('img', { name: member.name, exact: true }),
    });
    const addresses = await picture.evaluate((element) =>
      [...element.querySelectorAll('source, img')].flatMap((node) =>
        (node.getAttribute('srcset') ?? node.getAttribute('src') ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!)
          .filter(Boolean),
      ),
    );
    const copies = [...new Set(addresses)];
    // Three formats at each of the portrait preset's widths.
    expect(copies.length).toBeGreaterThanOrEqual(9);
    for (const address of copies) {
      const response = await page.request.get(new URL(address, url(rebuilt.port)).href);
      expect(response.status(), address).toBe(200);
      const bytes = await response.body();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, address).toBeUndefined();
      expect(meta.orientation, address).toBeUndefined();
      expect(meta.width, address).toBe(meta.height); // a person's photo is cut square
      expect(near(await colourAt(bytes, 0.5, 0.03), band.red), `${address}: band on top`).toBe(
        true,
      );
      expect(near(await colourAt(bytes, 0.03, 0.5), band.blue), `${address}: left side`).toBe(true);
      // Within the pictures budget of a whole page on a phone (e2e/routes.spec.ts, BUDGETS).
      expect(bytes.length, address).toBeLessThanOrEqual(pagePicturesBudget);
    }
  });
});
