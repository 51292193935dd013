import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { gitHubToken } from '../test/github-rules.ts';
import { filled } from '../app/admin/shared/words.ts';
import { recordingDone, transcriptWritten } from '../app/admin/uploads/upload-words.ts';
import { lengthOf, partSize, uploadRefusals } from '../app/lib/recording-upload.ts';
import { joinPieces } from '../app/lib/transcript-writing.ts';
import { speakEnglish } from '../test/admin-words.ts';
import { fakeHeard } from '../test/fake-whisper.ts';
import { silentM4a } from '../test/m4a.ts';
import { typeDate } from './forms.ts';
import * as office from './office-data.ts';
import { test } from './office.ts';
import { editedContent, url } from './office-page.ts';

// This week's sermon from a phone (issue 72): the office, on a phone-sized screen, starts a
// sermon, chooses its MP3, watches it upload into the church's recordings (the preview's own
// R2 bucket, through the site's Worker) with the connection dropped once on the way, and
// publishes with the address, size and length filled in from the file; then, as most churches
// record, the phone's own M4A in its place (issue 91), a WAV refused in words on the way.
// site-rebuilt.spec.ts then plays it from the site built again.

const { recording: boxWords, transcript: transcriptWords } = speakEnglish();
const phone = { width: 390, height: 844 };
/** The GitHub token Decap would hold after "Login with GitHub": one the tests' GitHub knows. */
const editorToken = gitHubToken('TheChurchOfficesToken');

/**
 * Silent MPEG-1 layer III at 128 kbit/s, 48 kHz, mono: 384 bytes and 24 ms a frame, so
 * 16,000 frames are 6,144,000 bytes (two parts) playing for 6:24.
 */
function silentMp3(frames: number) {
  const frame = Buffer.alloc(384);
  frame.set([0xff, 0xfb, 0x94, 0xc0]);
  return {
    bytes: Buffer.concat(Array.from({ length: frames }, () => frame)),
    seconds: frames * 0.024,
  };
}

/** Every box, button and hint of the open form that is not wholly on the screen's width. */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const form = document
      .querySelector('[id^="slug-field-"]')
      ?.closest('form, div[class*="ControlPane"]');
    const scope = form ?? document.body;
    return [...scope.querySelectorAll('input, textarea, button, select, label, p, a')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0) return false;
        if (box.left < -1 || box.right > innerWidth + 1) return true;
        element.scrollIntoView({ block: 'center' });
        const seen = element.getBoundingClientRect();
        const top = document.elementFromPoint(
          seen.left + seen.width / 2,
          seen.top + seen.height / 2,
        );
        return top !== null && top !== element && !element.contains(top) && !top.contains(element);
      })
      .map((element) => `${element.tagName} “${(element.textContent ?? '').trim().slice(0, 40)}”`);
  });

test('a sermon’s MP3 chosen on a phone: uploaded in parts through a dropped connection, its address, size and length filled in, then published', async ({
  cms,
  gitHub,
}, testInfo) => {
  const { page } = cms;
  await page.setViewportSize(phone);
  const sermon = office.phoneSermon;
  const { bytes, seconds } = silentMp3(16_000);
  expect(bytes.length).toBeGreaterThan(partSize);
  const file = testInfo.outputPath(sermon.file);
  writeFileSync(file, bytes);

  await cms.signIn();
  // What "Login with GitHub" leaves in the browser, which the local backend does not.
  gitHub.tokens.editors.push(editorToken);
  await page.evaluate((token) => {
    const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as object;
    localStorage.setItem('decap-cms-user', JSON.stringify({ ...user, token }));
  }, editorToken);

  await cms.newEntry('sermons', {
    'Web address': sermon.slug,
    Title: sermon.title,
    Preacher: sermon.preacher,
    'Bible passage': sermon.passage,
    Summary: sermon.summary,
  });
  await typeDate(page, page.getByLabel('Date preached', { exact: true }), office.today);

  // The first part is held until the progress has been seen; the second is cut off once, as a
  // phone losing its signal, and the box sends it again by itself.
  let release!: () => void;
  const seen = new Promise<void>((done) => (release = done));
  let partsSent = 0;
  let cutOff = false;
  await page.route(/\/admin\/recordings\/[^?]+\?.*part=\d/, async (route) => {
    partsSent += 1;
    if (route.request().url().includes('part=1')) await seen;
    if (route.request().url().includes('part=2') && !cutOff) {
      cutOff = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  const started = Date.now();
  await page.getByLabel(boxWords.choose).setInputFiles(file);
  const progress = page.getByRole('progressbar', { name: `Uploading ${sermon.file}` });
  await expect(progress).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Uploading ${sermon.file}: 0.0 of 6.1 MB` }),
  ).toBeVisible();
  release();
  const length = lengthOf(seconds);
  await expect(page.getByText(recordingDone(sermon.file, bytes.length, length))).toBeVisible();
  const took = Date.now() - started;
  expect(cutOff).toBe(true);
  expect(partsSent).toBe(3);

  const address = page.getByLabel('Address of the recording', { exact: true });
  await expect(address).toHaveValue(/\/recordings\/[a-z0-9-]+-6144000-[0-9a-f]{8}\.mp3$/);
  await expect(page.getByLabel('Size in bytes', { exact: true })).toHaveValue(String(bytes.length));
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue(length);
  const key = new URL(await address.inputValue()).pathname;

  // Stored once, byte for byte, and served only now it is whole.
  const stored = await page.request.get(url(cms.sitePort, key));
  expect(stored.status()).toBe(200);
  expect(Buffer.compare(await stored.body(), bytes)).toBe(0);

  // The same file chosen again is not sent again.
  await page.getByLabel(boxWords.choose).setInputFiles(file);
  await expect(page.getByText(filled(boxWords.already, { name: sermon.file }))).toBeVisible();
  expect(partsSent).toBe(3);

  // A re-export with the same name and size but other bytes is a new recording, the first kept;
  // the rebuilt sermon's page serves it (site-rebuilt.spec.ts asks for bytes 1000-1999).
  const reExported = Buffer.from(bytes).fill(0x55, 1000, 1100);
  const other = testInfo.outputPath('re-exported', sermon.file);
  mkdirSync(dirname(other), { recursive: true });
  writeFileSync(other, reExported);
  await page.getByLabel(boxWords.choose).setInputFiles(other);
  await expect(page.getByText(recordingDone(sermon.file, bytes.length, length))).toBeVisible();
  expect(partsSent).toBe(5);
  const newKey = new URL(await address.inputValue()).pathname;
  expect(newKey).not.toBe(key);
  for (const [at, expected] of [
    [newKey, reExported],
    [key, bytes],
  ] as const) {
    const served = await page.request.get(url(cms.sitePort, at));
    expect(Buffer.compare(await served.body(), expected)).toBe(0);
  }

  // A hand-held recorder's WAV is refused in words, before a byte is sent.
  const wav = testInfo.outputPath(sermon.wavFile);
  writeFileSync(wav, Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(64)]));
  await page.getByLabel(boxWords.choose).setInputFiles(wav);
  await expect(page.getByRole('alert')).toHaveText(uploadRefusals.wav);
  expect(partsSent).toBe(5);

  // The phone's own recording, AAC in MP4 (moov last, as phones write it): its length read from
  // its header, its size from the file, stored to be served as audio/mp4, with ranges.
  const m4a = silentM4a(5);
  const phoneFile = testInfo.outputPath(sermon.phoneFile);
  writeFileSync(phoneFile, m4a.bytes);
  await page.getByLabel(boxWords.choose).setInputFiles(phoneFile);
  const m4aLength = lengthOf(m4a.seconds);
  await expect(
    page.getByText(recordingDone(sermon.phoneFile, m4a.bytes.length, m4aLength)),
  ).toBeVisible();
  expect(partsSent).toBe(6);
  await expect(address).toHaveValue(
    new RegExp(`/recordings/new-recording-12-${m4a.bytes.length}-[0-9a-f]{8}\\.m4a$`),
  );
  await expect(page.getByLabel('Size in bytes', { exact: true })).toHaveValue(
    String(m4a.bytes.length),
  );
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue(m4aLength);
  const m4aKey = new URL(await address.inputValue()).pathname;
  const range = await page.request.get(url(cms.sitePort, m4aKey), {
    headers: { Range: 'bytes=100-199' },
  });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-type']).toBe('audio/mp4');
  expect(Buffer.compare(await range.body(), m4a.bytes.subarray(100, 200))).toBe(0);

  // Its transcript written from the recording (Whisper faked in this preview, test/fake-whisper.ts),
  // shown for the office to read, a misheard line corrected, and published with the rest.
  const transcriptGroup = page.locator('[id^="transcript-field-"]').first();
  await transcriptGroup.locator('button').first().click(); // the group's expand arrow
  await transcriptGroup.getByRole('button', { name: transcriptWords.write }).click();
  await expect(transcriptGroup.getByText(transcriptWritten(1))).toBeVisible();
  // Decap adds "(optional)" to the label.
  const written = transcriptGroup.getByLabel('Written from the recording (WebVTT)');
  const vtt = joinPieces([fakeHeard(0)]);
  await expect(written).toHaveValue(vtt);
  await written.fill(vtt.replace(sermon.misheard, sermon.corrected));

  // Every box, hint and button of the form is on the phone's screen, none under anything fixed.
  expect(await offScreen(page)).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );

  await cms.publish();
  // "View Live" at once, on the phone's screen, without the sermon opened again: its page.
  const viewLive = page.getByRole('link', { name: 'View Live' });
  await expect(viewLive).toBeInViewport({ ratio: 1 });
  expect(new URL((await viewLive.getAttribute('href'))!, page.url()).href).toBe(
    url(cms.sitePort, `/sermons/${sermon.slug}`),
  );

  await expect
    .poll(() => cms.files().some((name) => name === join('sermons', sermon.saved)))
    .toBe(true);
  const [, frontMatter = ''] =
    /^---\n([\s\S]*?)\n---/.exec(cms.text(join('sermons', sermon.saved))) ?? [];
  const saved = parse(frontMatter) as {
    audio: { url: string; bytes: number; length: string };
    transcript: { written: string };
  };
  expect(saved.transcript.written).toBe(vtt.replace(sermon.misheard, sermon.corrected));
  expect(saved.audio).toEqual({
    url: await address.inputValue(),
    bytes: m4a.bytes.length,
    length: m4aLength,
  });
  cms.keep();
  // The bucket the rebuilt site is served with gets the same recording (site-rebuilt.spec.ts).
  const kept = join(editedContent(), '..', 'recordings');
  mkdirSync(kept, { recursive: true });
  writeFileSync(join(kept, m4aKey.split('/').pop()!), m4a.bytes);
  testInfo.annotations.push({ type: 'upload', description: `${bytes.length} bytes in ${took} ms` });
});
