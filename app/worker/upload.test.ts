import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  dailyBytes,
  largestRecording,
  overQuotaUntil,
  partSize,
  partsOf,
  recordingKey,
  unfinishedAllowed,
  uploadPath,
  uploadRefusals,
} from '../lib/recording-upload.ts';
import { editorEachTest, siteAppSettings } from '../../test/worker-github.ts';
import { memoryBucket, memoryLedger } from '../../test/worker-storage.ts';
import { buildFactsPath } from './paths.ts';
import { upload, type UploadBucket, type UploadEnv } from './upload.ts';

// /admin's recording box as the Worker meets it: who may send (the page's origin; the token's
// check is editors.test.ts's), and a file sent in parts into a bucket that keeps them in memory
// and answers as R2's binding does (the object made only when the upload completes), with the
// uploads' ledger (test/worker-storage.ts). The host's own R2 and Durable Object are used in
// e2e-admin/recording.spec.ts.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';

/** One ledger a bucket, as the site has one of each. */
const ledgers = new WeakMap<object, ReturnType<typeof memoryLedger>>();
function ledgerOf(bucket: object) {
  if (!ledgers.has(bucket)) ledgers.set(bucket, memoryLedger());
  return ledgers.get(bucket)!;
}
const env = (bucket: UploadBucket | undefined = memoryBucket()): UploadEnv => ({
  ...siteAppSettings,
  RECORDINGS: bucket,
  UPLOADS: bucket && ledgerOf(bucket),
  ASSETS: {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === buildFactsPath
        ? Response.json({ backend: { repo: repository, branch: 'main' } })
        : new Response('Not Found', { status: 404 }),
  },
});

const ask = (
  path: string,
  init: RequestInit & { token?: string; origin?: string } = {},
): Request => {
  const { token = each.editor, origin = site, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `token ${token}`);
  if (origin) headers.set('Origin', origin);
  return new Request(`${site}${path}`, { ...rest, headers });
};
/** A start as the box sends it: the file's SHA-256 and each part's (made up unless given). */
const startOf = (
  name: string,
  size: number,
  init: Parameters<typeof ask>[1] = {},
  sha256 = 'a'.repeat(64),
  parts = Array.from({ length: partsOf(size) }, () => 'b'.repeat(64)),
) =>
  ask(uploadPath, { method: 'POST', body: JSON.stringify({ name, size, sha256, parts }), ...init });
const said = async (answer: Response) => ((await answer.json()) as { said?: string }).said;

const each = editorEachTest(repository);
describe('who may upload a recording', () => {
  it('refuses a request from another site’s page, even with an editor’s token', async () => {
    for (const origin of ['https://elsewhere.example', '']) {
      const answer = await upload(startOf('advent.mp3', 10, { origin }), env());
      expect(answer.status).toBe(403);
      expect(await said(answer)).toBe(uploadRefusals.otherSite);
    }
    expect(each.github.asked).toEqual([]);
  });
});

/** An M4A's first 28 bytes as an iPhone's Voice Memos writes them: `ftyp`, `M4A `, its brands. */
const mp4Head = [
  0,
  0,
  0,
  28,
  ...'ftypM4A '.split('').map((c) => c.charCodeAt(0)),
  0,
  0,
  0,
  0,
  ...'M4A isommp42'.split('').map((c) => c.charCodeAt(0)),
];

describe('a recording sent in parts', () => {
  const size = 2 * partSize + 1234;
  /** An MP3's bytes (a frame header first), the same length with other bytes after it. */
  const mp3 = (seed: number) =>
    new Uint8Array(size).map((_, i) => (i < 2 ? [0xff, 0xfb][i]! : (i * seed) % 256));
  const file = mp3(7);
  const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
  /** Byte for byte, without a deep comparison of ten million numbers. */
  const same = (stored: { bytes: Uint8Array } | undefined, bytes = file) =>
    stored !== undefined && Buffer.from(stored.bytes).equals(Buffer.from(bytes));
  const partsOfFile = (bytes: Uint8Array) =>
    [1, 2, 3].map((number) => bytes.slice((number - 1) * partSize, number * partSize));
  /** Each part's SHA-256, as the box reads them before it sends a byte. */
  const hashesOf = (bytes: Uint8Array) => partsOfFile(bytes).map(sha256);
  /** The key names the SHA-256 of the parts' SHA-256s, which the Worker checks as they come. */
  const keyOf = (bytes: Uint8Array, name = 'Advent Hope.mp3') =>
    recordingKey(name, size, sha256(hashesOf(bytes).join('')));
  const key = keyOf(file);
  /** A start of these bytes, as the box sends it. */
  const startWith = (bytes: Uint8Array, init: Parameters<typeof ask>[1] = {}) =>
    startOf('Advent Hope.mp3', size, init, sha256(bytes), hashesOf(bytes));

  async function begin(bucket: ReturnType<typeof memoryBucket>, bytes = file, token = each.editor) {
    const started = await upload(startWith(bytes, { token }), env(bucket));
    expect(started.status).toBe(201);
    return (await started.json()) as { key: string; upload: string };
  }
  const putPart = (bucket: UploadBucket, path: string, body: BodyInit, token = each.editor) =>
    upload(ask(path, { method: 'PUT', body, duplex: 'half', token } as RequestInit), env(bucket));
  const finish = (
    bucket: UploadBucket,
    at: string,
    id: string,
    parts: object[],
    token = each.editor,
  ) =>
    upload(
      ask(`${uploadPath}${at}?upload=${id}`, {
        method: 'POST',
        body: JSON.stringify({ parts }),
        token,
      }),
      env(bucket),
    );
  /** Every part of a started upload sent, and what the box would complete it with. */
  async function sendParts(
    bucket: UploadBucket,
    { key: at, upload: id }: { key: string; upload: string },
    bytes = file,
    token = each.editor,
  ) {
    const parts: { partNumber: number; etag: string }[] = [];
    for (const [index, body] of partsOfFile(bytes).entries()) {
      const path = `${uploadPath}${at}?upload=${id}&part=${index + 1}`;
      const answer = await putPart(bucket, path, body, token);
      expect(answer.status).toBe(200);
      parts.push({ partNumber: index + 1, etag: ((await answer.json()) as { etag: string }).etag });
    }
    return parts;
  }

  async function send(bucket = memoryBucket(), dropPart?: number, bytes = file) {
    const { key: at, upload: id } = await begin(bucket, bytes);
    const parts: { partNumber: number; etag: string }[] = [];
    for (const [index, body] of partsOfFile(bytes).entries()) {
      const number = index + 1;
      const path = `${uploadPath}${at}?upload=${id}&part=${number}`;
      if (number === dropPart) {
        // Cut off part way: the Worker refuses what arrived, and the part is sent again.
        const cut = await putPart(bucket, path, body.slice(0, 1000));
        expect(await said(cut)).toBe(uploadRefusals.wrongPart);
        expect(bucket.objects.has(at)).toBe(false);
      }
      const answer = await putPart(bucket, path, body);
      expect(answer.status).toBe(200);
      const { part, etag } = (await answer.json()) as { part: number; etag: string };
      parts.push({ partNumber: part, etag });
      // Nothing is served while parts are still to come.
      expect(bucket.objects.has(at)).toBe(false);
    }
    return { bucket, at, done: await finish(bucket, at, id, parts) };
  }

  it('is stored whole, under its name, size and the start of its SHA-256, once the last part is in', async () => {
    const { bucket, done } = await send();
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ key, done: true, size });
    const ofParts = sha256(hashesOf(file).join(''));
    expect(key).toBe(`advent-hope-${size}-${ofParts.slice(0, 8)}.mp3`);
    expect(same(bucket.objects.get(key))).toBe(true);
    expect(bucket.objects.get(key)?.customMetadata).toEqual({
      sha256: sha256(file),
      parts: ofParts,
    });
  });

  it('survives a part cut off on the way, sent again', async () => {
    const { bucket } = await send(undefined, 2);
    expect(same(bucket.objects.get(key))).toBe(true);
    expect([...bucket.objects.keys()]).toEqual([key]);
  });

  it('is not sent again when the same bytes are already there', async () => {
    const { bucket } = await send();
    const again = await upload(startWith(file), env(bucket));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ key, done: true, size });
  });

  it('is a new recording when other bytes come with the same name and size', async () => {
    const { bucket } = await send();
    const other = mp3(11);
    const { at } = await send(bucket, undefined, other);
    expect(at).not.toBe(key);
    expect(same(bucket.objects.get(at), other)).toBe(true);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('never touches a live recording from a stale upload, whatever size its query claims', async () => {
    const bucket = memoryBucket();
    const stale = await begin(bucket);
    await send(bucket);
    const path = (number: number, claimed: number) =>
      `${uploadPath}${key}?upload=${stale.upload}&part=${number}&size=${claimed}`;
    // Its parts are measured by the key's own size, not the query's.
    const short = await putPart(bucket, path(1, 6291456), file.slice(0, 6291456 - partSize));
    expect(await said(short)).toBe(uploadRefusals.wrongPart);
    const parts = [];
    for (const [index, body] of partsOfFile(file).entries()) {
      const answer = await putPart(bucket, path(index + 1, 6291456), body);
      parts.push({ partNumber: index + 1, etag: ((await answer.json()) as { etag: string }).etag });
    }
    const done = await finish(bucket, key, stale.upload, parts);
    expect(done.status).toBe(409);
    expect(await said(done)).toBe(uploadRefusals.keptMeanwhile);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('refuses a first part that is not an MP3, even named .mp3', async () => {
    const bucket = memoryBucket();
    const page = new TextEncoder().encode('<!doctype html><title>Hello</title>');
    const started = await upload(
      startOf('page.mp3', page.length, {}, sha256(page), [sha256(page)]),
      env(bucket),
    );
    const { key: at, upload: id } = (await started.json()) as { key: string; upload: string };
    const answer = await putPart(bucket, `${uploadPath}${at}?upload=${id}&part=1`, page);
    expect(answer.status).toBe(415);
    expect(await said(answer)).toBe(uploadRefusals.notWhatItSays);
  });

  it('takes an M4A whose first part starts as an MP4 does, stored to be served as audio/mp4', async () => {
    const bucket = memoryBucket();
    // `ftyp`, brand M4A, then the phone's sound: only part 1's start is checked for the kind.
    const m4a = new Uint8Array(40).map((_, i) => (i < 28 ? mp4Head[i]! : i));
    const started = await upload(
      startOf('Voice Memo 12.m4a', m4a.length, {}, sha256(m4a), [sha256(m4a)]),
      env(bucket),
    );
    expect(started.status).toBe(201);
    const { key: at, upload: id } = (await started.json()) as { key: string; upload: string };
    expect(at).toMatch(/^voice-memo-12-40-[0-9a-f]{8}\.m4a$/);
    const sent = await putPart(bucket, `${uploadPath}${at}?upload=${id}&part=1`, m4a);
    expect(sent.status).toBe(200);
    const { etag } = (await sent.json()) as { etag: string };
    const done = await finish(bucket, at, id, [{ partNumber: 1, etag }]);
    expect(done.status).toBe(200);
    expect(bucket.types.get(at)).toBe('audio/mp4');
  });

  it('refuses a text file renamed .m4a at its first part, and a WAV before any', async () => {
    const bucket = memoryBucket();
    const text = new TextEncoder().encode('Notes for Sunday: welcome, notices, hymn 1.\n');
    const started = await upload(
      startOf('notes.m4a', text.length, {}, sha256(text), [sha256(text)]),
      env(bucket),
    );
    const { key: at, upload: id } = (await started.json()) as { key: string; upload: string };
    const answer = await putPart(bucket, `${uploadPath}${at}?upload=${id}&part=1`, text);
    expect(answer.status).toBe(415);
    expect(await said(answer)).toBe(uploadRefusals.notWhatItSays);
    const wav = await upload(startOf('ZOOM0001.WAV', 100), env(bucket));
    expect(wav.status).toBe(415);
    expect(await said(wav)).toBe(uploadRefusals.wav);
  });

  it('cuts off a part that streams on past its length', async () => {
    const bucket = memoryBucket();
    const { key: at, upload: id } = await begin(bucket);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        sent += 65536;
        controller.enqueue(file.slice(0, 65536));
      },
    });
    const answer = await putPart(bucket, `${uploadPath}${at}?upload=${id}&part=1`, endless);
    expect(await said(answer)).toBe(uploadRefusals.wrongPart);
    expect(sent).toBeLessThan(partSize + 4 * 65536);
  });

  it('answers a key that cannot be read with 400', async () => {
    const answer = await upload(
      ask(`${uploadPath}%E0%A4%A.mp3?upload=1`, { method: 'POST' }),
      env(),
    );
    expect(answer.status).toBe(400);
    expect(await said(answer)).toBe(uploadRefusals.unknown);
  });

  it('lets one sign-in have only so many uploads unfinished, until a day clears them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const bucket = memoryBucket();
    for (let n = 0; n < unfinishedAllowed; n++) await begin(bucket, mp3(n + 2));
    const more = await upload(startWith(mp3(99)), env(bucket));
    expect(more.status).toBe(429);
    expect(await said(more)).toBe(uploadRefusals.tooMany);
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await begin(bucket, mp3(99));
    vi.useRealTimers();
  });

  it('is not completed with a part missing', async () => {
    const bucket = memoryBucket();
    const { upload: id } = await begin(bucket);
    const done = await finish(bucket, key, id, [{ partNumber: 1, etag: 'a' }]);
    expect(done.status).toBe(409);
    expect(await said(done)).toBe(uploadRefusals.notWhole);
    // Nor with the parts listed but not sent: the ledger's list counts, not the browser's.
    const listed = [1, 2, 3].map((partNumber) => ({ partNumber, etag: 'made-up' }));
    const claimed = await finish(bucket, key, id, listed);
    expect(claimed.status).toBe(409);
    expect(await said(claimed)).toBe(uploadRefusals.notWhole);
    expect(bucket.objects.has(key)).toBe(false);
  });

  it('lets one sign-in have at most five unfinished, twenty started at once', async () => {
    const bucket = memoryBucket();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => upload(startOf(`Sermon ${n}.mp3`, size), env(bucket))),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(unfinishedAllowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - unfinishedAllowed);
    const refused = answers.find(({ status }) => status === 429)!;
    expect(await said(refused)).toBe(uploadRefusals.tooMany);
  });

  it('gives the slot back when R2 will not start the upload', async () => {
    const bucket = memoryBucket();
    const create = bucket.createMultipartUpload;
    bucket.createMultipartUpload = () =>
      Promise.reject(new Error('We encountered an internal error.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let n = 0; n < unfinishedAllowed; n++) {
      const refused = await upload(startOf(`Sermon ${n}.mp3`, size), env(bucket));
      expect(await said(refused)).toBe(uploadRefusals.storageDown);
    }
    bucket.createMultipartUpload = create;
    for (let n = 0; n < unfinishedAllowed; n++) {
      expect((await upload(startOf(`Sermon ${n}.mp3`, size), env(bucket))).status).toBe(201);
    }
  });

  it('lets an editor start so many bytes a day, however many times they sign in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const bucket = memoryBucket();
    const first = each.github.give('MinisterAtHome', { login: 'minister' });
    const second = each.github.give('MinisterOnPhone', { login: 'minister' });
    const largest = (n: number, token: string) =>
      upload(startOf(`Long ${n}.mp3`, largestRecording, { token }), env(bucket));
    const allowed = dailyBytes / largestRecording;
    for (let n = 0; n < allowed; n++) {
      expect((await largest(n, n % 2 ? second : first)).status).toBe(201);
    }
    const over = await largest(allowed, second);
    expect(over.status).toBe(429);
    // The first started now, so this one fits a day on: on the church's clock.
    const sentence = await said(over);
    expect(sentence).toBe(overQuotaUntil(Date.now() + 24 * 60 * 60 * 1000));
    expect(sentence).toContain('try again after 10:00 on Monday 30 November');
    // Another editor's day is their own.
    expect((await largest(allowed, each.editor)).status).toBe(201);
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    expect((await largest(allowed + 1, second)).status).toBe(201);
    vi.useRealTimers();
  });

  it('takes an upload’s parts and its finish only from the sign-in that started it', async () => {
    const bucket = memoryBucket();
    const started = await begin(bucket);
    const other = each.github.give('AnotherEditor');
    const [first, second] = partsOfFile(mp3(11));
    const path = (number: number) => `${uploadPath}${key}?upload=${started.upload}&part=${number}`;
    for (const [number, body] of [[1, first!] as const, [2, second!] as const]) {
      const answer = await putPart(bucket, path(number), body, other);
      expect(answer.status).toBe(403);
      expect(await said(answer)).toBe(uploadRefusals.notYours);
    }
    const parts = await sendParts(bucket, started);
    const stolen = await finish(bucket, key, started.upload, parts, other);
    expect(stolen.status).toBe(403);
    expect(bucket.objects.has(key)).toBe(false);
    expect((await finish(bucket, key, started.upload, parts)).status).toBe(200);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('finishes a key once when two finish it at once: the other is told, nothing replaced', async () => {
    const bucket = memoryBucket();
    const other = each.github.give('AnotherEditor');
    const mine = await begin(bucket);
    const theirs = await begin(bucket, file, other);
    const [myParts, theirParts] = [
      await sendParts(bucket, mine),
      await sendParts(bucket, theirs, file, other),
    ];
    const answers = await Promise.all([
      finish(bucket, key, mine.upload, myParts),
      finish(bucket, key, theirs.upload, theirParts, other),
      // The same upload finished twice at once (a second tap): told too.
      finish(bucket, key, mine.upload, myParts),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(await said(answer)).toBe(uploadRefusals.keptMeanwhile);
    }
    expect(bucket.completed).toEqual([key]);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('refuses other bytes sent under a sermon’s hashes, so its key only ever names its bytes', async () => {
    const bucket = memoryBucket();
    const squatter = each.github.give('Squatter');
    const other = mp3(11);
    // The sermon's hashes, known (say from its published SHA-256 and parts), other bytes sent.
    const squat = await begin(bucket, file, squatter);
    expect(squat.key).toBe(key);
    for (const [index, body] of partsOfFile(other).entries()) {
      const path = `${uploadPath}${key}?upload=${squat.upload}&part=${index + 1}`;
      const answer = await putPart(bucket, path, body, squatter);
      expect(answer.status).toBe(422);
      expect(await said(answer)).toBe(uploadRefusals.notTheFile);
    }
    // The sermon's SHA-256 claimed with the other bytes' parts: a key of their own.
    const claimed = await upload(
      startOf('Advent Hope.mp3', size, { token: squatter }, sha256(file), hashesOf(other)),
      env(bucket),
    );
    const elsewhere = (await claimed.json()) as { key: string; upload: string };
    expect(elsewhere.key).toBe(keyOf(other));
    const parts = await sendParts(bucket, elsewhere, other, squatter);
    expect((await finish(bucket, elsewhere.key, elsewhere.upload, parts, squatter)).status).toBe(
      200,
    );
    // The sermon itself is then sent, not taken as uploaded before, and stored whole.
    const { done } = await send(bucket);
    expect(done.status).toBe(200);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('believes "uploaded before" only of an object whose parts were checked', async () => {
    const bucket = memoryBucket();
    // At the key, bytes that never passed the Worker's check (no `parts` of their own).
    bucket.objects.set(key, {
      bytes: mp3(11),
      customMetadata: { sha256: sha256(file) },
      uploaded: new Date(),
    });
    const again = await upload(startWith(file), env(bucket));
    expect(again.status).toBe(409);
    expect(await said(again)).toBe(uploadRefusals.keptMeanwhile);
  });

  it('refuses what is not an MP3, or is too large, before any part', async () => {
    expect(await said(await upload(startOf('notes.docx', 100), env()))).toBe(uploadRefusals.notMp3);
    expect(await said(await upload(startOf('long.mp3', 600e6), env()))).toBe(
      uploadRefusals.tooLarge,
    );
  });

  it('says what to do where R2 is not turned on yet', async () => {
    const status = await upload(ask(uploadPath, { token: '' }), {
      ...env(),
      RECORDINGS: undefined,
    });
    expect(await status.json()).toEqual({ ready: false, said: uploadRefusals.notSetUp });
    const started = await upload(startOf('advent.mp3', 10), { ...env(), RECORDINGS: undefined });
    expect(started.status).toBe(503);
    expect(await said(started)).toBe(uploadRefusals.notSetUp);
  });
});
