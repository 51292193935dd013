import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  partSize,
  recordingKey,
  unfinishedAllowed,
  uploadPath,
  uploadRefusals,
} from '../lib/recording-upload.ts';
import { siteAppSettings, stubGitHub } from '../../test/worker-github.ts';
import { buildFactsPath } from './paths.ts';
import { upload, type UploadBucket, type UploadEnv } from './upload.ts';

// /admin's recording box as the Worker meets it: who may send (the page's origin; the token's
// check is editors.test.ts's), and a file sent in parts into a bucket that keeps them in memory
// and answers as R2's binding does (the object made only when the upload completes). The
// host's own R2 is used in e2e-admin/recording.spec.ts.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';
/** R2 in memory: finished objects, and unfinished uploads' parts, which are never served. */
function memoryBucket() {
  type Stored = { bytes: Uint8Array; customMetadata: Record<string, string>; uploaded: Date };
  const objects = new Map<string, Stored>();
  const uploads = new Map<
    string,
    { key: string; customMetadata: Record<string, string>; parts: Map<number, Uint8Array> }
  >();
  const store = (key: string, bytes: Uint8Array, customMetadata: Record<string, string> = {}) =>
    objects.set(key, { bytes, customMetadata, uploaded: new Date() });
  const bucket: UploadBucket & { objects: typeof objects } = {
    objects,
    head: async (key) => {
      const stored = objects.get(key);
      return stored ? { size: stored.bytes.length, customMetadata: stored.customMetadata } : null;
    },
    createMultipartUpload: async (key, { customMetadata }) => {
      const uploadId = `upload-${uploads.size + 1}`;
      uploads.set(uploadId, { key, customMetadata, parts: new Map() });
      return { key, uploadId };
    },
    resumeMultipartUpload: (key, uploadId) => {
      const started = () => {
        const known = uploads.get(uploadId);
        if (!known || known.key !== key) throw new Error('The multipart upload does not exist');
        return known;
      };
      return {
        uploadPart: async (number, bytes) => {
          started().parts.set(number, bytes.slice());
          return { partNumber: number, etag: `etag-${number}-${bytes.byteLength}` };
        },
        // As R2's: whatever is at the key is replaced.
        complete: async (parts) => {
          const { customMetadata, parts: held } = started();
          const whole = Buffer.concat(parts.map(({ partNumber }) => held.get(partNumber)!));
          store(key, new Uint8Array(whole), customMetadata);
          uploads.delete(uploadId);
          return { size: whole.length };
        },
        abort: async () => void uploads.delete(uploadId),
      };
    },
    put: async (key, value) => store(key, new TextEncoder().encode(value)),
    list: async ({ prefix }) => ({
      objects: [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, { uploaded }]) => ({ key, uploaded })),
    }),
    delete: async (keys) => {
      for (const key of [keys].flat()) objects.delete(key);
    },
  };
  return bucket;
}

const env = (bucket: UploadBucket | undefined = memoryBucket()): UploadEnv => ({
  ...siteAppSettings,
  RECORDINGS: bucket,
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
  const { token = editor, origin = site, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `token ${token}`);
  if (origin) headers.set('Origin', origin);
  return new Request(`${site}${path}`, { ...rest, headers });
};
const startOf = (
  name: string,
  size: number,
  init: Parameters<typeof ask>[1] = {},
  sha256 = 'a'.repeat(64),
) => ask(uploadPath, { method: 'POST', body: JSON.stringify({ name, size, sha256 }), ...init });
const said = async (answer: Response) => ((await answer.json()) as { said?: string }).said;

let github: ReturnType<typeof stubGitHub>;
let editor: string;
beforeEach(() => {
  github = stubGitHub(repository);
  editor = github.give('Editor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('who may upload a recording', () => {
  it('refuses a request from another site’s page, even with an editor’s token', async () => {
    for (const origin of ['https://elsewhere.example', '']) {
      const answer = await upload(startOf('advent.mp3', 10, { origin }), env());
      expect(answer.status).toBe(403);
      expect(await said(answer)).toBe(uploadRefusals.otherSite);
    }
    expect(github.asked).toEqual([]);
  });
});

describe('a recording sent in parts', () => {
  const size = 2 * partSize + 1234;
  /** An MP3's bytes (a frame header first), the same length with other bytes after it. */
  const mp3 = (seed: number) =>
    new Uint8Array(size).map((_, i) => (i < 2 ? [0xff, 0xfb][i]! : (i * seed) % 256));
  const file = mp3(7);
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  /** Byte for byte, without a deep comparison of ten million numbers. */
  const same = (stored: { bytes: Uint8Array } | undefined, bytes = file) =>
    stored !== undefined && Buffer.from(stored.bytes).equals(Buffer.from(bytes));
  const key = recordingKey('Advent Hope.mp3', size, sha256(file));
  const partsOfFile = (bytes: Uint8Array) =>
    [1, 2, 3].map((number) => bytes.slice((number - 1) * partSize, number * partSize));

  async function begin(bucket: ReturnType<typeof memoryBucket>, bytes = file) {
    const started = await upload(startOf('Advent Hope.mp3', size, {}, sha256(bytes)), env(bucket));
    expect(started.status).toBe(201);
    return (await started.json()) as { key: string; upload: string };
  }
  const putPart = (bucket: UploadBucket, path: string, body: BodyInit) =>
    upload(ask(path, { method: 'PUT', body, duplex: 'half' } as RequestInit), env(bucket));
  const finish = (bucket: UploadBucket, at: string, id: string, parts: object[]) =>
    upload(
      ask(`${uploadPath}${at}?upload=${id}`, { method: 'POST', body: JSON.stringify({ parts }) }),
      env(bucket),
    );

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
    expect(key).toBe(`advent-hope-${size}-${sha256(file).slice(0, 8)}.mp3`);
    expect(same(bucket.objects.get(key))).toBe(true);
    expect(bucket.objects.get(key)?.customMetadata).toEqual({ sha256: sha256(file) });
  });

  it('survives a part cut off on the way, sent again', async () => {
    const { bucket } = await send(undefined, 2);
    expect(same(bucket.objects.get(key))).toBe(true);
    expect([...bucket.objects.keys()]).toEqual([key]);
  });

  it('is not sent again when the same bytes are already there', async () => {
    const { bucket } = await send();
    const again = await upload(startOf('Advent Hope.mp3', size, {}, sha256(file)), env(bucket));
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
    const started = await upload(startOf('page.mp3', page.length, {}, sha256(page)), env(bucket));
    const { key: at, upload: id } = (await started.json()) as { key: string; upload: string };
    const answer = await putPart(bucket, `${uploadPath}${at}?upload=${id}&part=1`, page);
    expect(answer.status).toBe(415);
    expect(await said(answer)).toBe(uploadRefusals.notMp3);
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
    const more = await upload(startOf('Advent Hope.mp3', size, {}, sha256(mp3(99))), env(bucket));
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
    expect(bucket.objects.has(key)).toBe(false);
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
