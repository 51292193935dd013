import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partSize, recordingKey, uploadPath, uploadRefusals } from '../lib/recording-upload.ts';
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
  const objects = new Map<string, Uint8Array>();
  const uploads = new Map<string, { key: string; parts: Map<number, Uint8Array> }>();
  const bucket: UploadBucket & { objects: typeof objects } = {
    objects,
    head: async (key) => (objects.has(key) ? { size: objects.get(key)!.length } : null),
    createMultipartUpload: async (key) => {
      const uploadId = `upload-${uploads.size + 1}`;
      uploads.set(uploadId, { key, parts: new Map() });
      return { key, uploadId };
    },
    resumeMultipartUpload: (key, uploadId) => ({
      uploadPart: async (number, bytes) => {
        const started = uploads.get(uploadId);
        if (!started || started.key !== key) throw new Error('The multipart upload does not exist');
        started.parts.set(number, new Uint8Array(bytes));
        return { partNumber: number, etag: `etag-${number}-${bytes.byteLength}` };
      },
      complete: async (parts) => {
        const started = uploads.get(uploadId)!;
        const whole = new Uint8Array(
          await new Blob(
            parts.map(({ partNumber }) => started.parts.get(partNumber)! as BlobPart),
          ).arrayBuffer(),
        );
        objects.set(key, whole);
        uploads.delete(uploadId);
        return { size: whole.length };
      },
    }),
    delete: async (key) => void objects.delete(key),
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
const startOf = (name: string, size: number, init: Parameters<typeof ask>[1] = {}) =>
  ask(uploadPath, { method: 'POST', body: JSON.stringify({ name, size }), ...init });
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
  const file = new Uint8Array(size).map((_, i) => (i * 7) % 256);
  /** Byte for byte, without a deep comparison of ten million numbers. */
  const same = (stored: Uint8Array | undefined) =>
    stored !== undefined && Buffer.from(stored).equals(Buffer.from(file));
  const key = recordingKey('Advent Hope.mp3', size);

  async function send(bucket = memoryBucket(), dropPart?: number) {
    const started = await upload(startOf('Advent Hope.mp3', size), env(bucket));
    expect(started.status).toBe(201);
    const { upload: id } = (await started.json()) as { key: string; upload: string };
    const parts: { partNumber: number; etag: string }[] = [];
    for (let number = 1; number <= 3; number++) {
      const bytes = file.slice((number - 1) * partSize, number * partSize);
      const path = `${uploadPath}${key}?upload=${id}&part=${number}&size=${size}`;
      if (number === dropPart) {
        // Cut off part way: the Worker refuses what arrived, and the part is sent again.
        const cut = await upload(
          ask(path, { method: 'PUT', body: bytes.slice(0, 1000) }),
          env(bucket),
        );
        expect(await said(cut)).toBe(uploadRefusals.wrongPart);
        expect(bucket.objects.has(key)).toBe(false);
      }
      const answer = await upload(ask(path, { method: 'PUT', body: bytes }), env(bucket));
      expect(answer.status).toBe(200);
      const { part, etag } = (await answer.json()) as { part: number; etag: string };
      parts.push({ partNumber: part, etag });
      // Nothing is served while parts are still to come.
      expect(bucket.objects.has(key)).toBe(false);
    }
    const done = await upload(
      ask(`${uploadPath}${key}?upload=${id}`, { method: 'POST', body: JSON.stringify({ parts }) }),
      env(bucket),
    );
    return { bucket, done };
  }

  it('is stored whole, under its name and size, once the last part is in', async () => {
    const { bucket, done } = await send();
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ key, done: true, size });
    expect(key).toBe(`advent-hope-${size}.mp3`);
    expect(same(bucket.objects.get(key))).toBe(true);
  });

  it('survives a part cut off on the way, sent again', async () => {
    const { bucket } = await send(undefined, 2);
    expect(same(bucket.objects.get(key))).toBe(true);
    expect([...bucket.objects.keys()]).toEqual([key]);
  });

  it('is not sent again when it is already there', async () => {
    const { bucket } = await send();
    const again = await upload(startOf('Advent Hope.mp3', size), env(bucket));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ key, done: true, size });
  });

  it('is not completed with a part missing', async () => {
    const bucket = memoryBucket();
    const started = await upload(startOf('Advent Hope.mp3', size), env(bucket));
    const { upload: id } = (await started.json()) as { upload: string };
    const parts = [{ partNumber: 1, etag: 'a' }];
    const done = await upload(
      ask(`${uploadPath}${key}?upload=${id}`, { method: 'POST', body: JSON.stringify({ parts }) }),
      env(bucket),
    );
    expect(done.status).toBe(409);
    expect(await said(done)).toBe(uploadRefusals.notWhole);
    expect(bucket.objects.size).toBe(0);
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
