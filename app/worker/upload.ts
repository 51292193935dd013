// /admin/recordings/: a sermon's MP3 into R2 in parts, so a dropped connection costs one part
// (docs/decisions/0024); only from this site's page, with a GitHub token that may save to the
// church's repository. R2 makes the object only when the upload completes, and never over a
// recording already there (docs/decisions/0032).
import {
  isRecordingKey,
  isSha256,
  largestRecording,
  looksLikeMp3,
  partLength,
  partSize,
  partsOf,
  recordingKey,
  sizeInKey,
  startsLikeMp3,
  unfinishedAllowed,
  uploadPath,
  uploadRefusals as refusals,
  type UploadAnswer,
} from '../lib/recording-upload.ts';
import { editorRefusal } from './editors.ts';
import { messageOf, type SignInEnv } from './sign-in.ts';

/** The part of R2's binding an upload uses (the runtime's R2Bucket). */
export interface UploadBucket {
  head(key: string): Promise<{ size: number; customMetadata?: Record<string, string> } | null>;
  createMultipartUpload(
    key: string,
    options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> },
  ): Promise<{ key: string; uploadId: string }>;
  resumeMultipartUpload(key: string, uploadId: string): MultipartUpload;
  put(key: string, value: string, options: { httpMetadata: { contentType: string } }): unknown;
  list(options: { prefix: string }): Promise<{ objects: { key: string; uploaded: Date }[] }>;
  delete(keys: string | string[]): Promise<void>;
}
export interface MultipartUpload {
  uploadPart(number: number, bytes: Uint8Array): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<{ size: number }>;
  abort(): Promise<void>;
}

export type UploadEnv = SignInEnv & { RECORDINGS?: UploadBucket };

export async function upload(request: Request, env: UploadEnv): Promise<Response> {
  const url = new URL(request.url);
  const bucket = env.RECORDINGS;
  if (request.method === 'GET' && url.pathname === uploadPath) {
    return answer(200, bucket ? { ready: true } : { ready: false, said: refusals.notSetUp });
  }
  if (request.method !== 'POST' && request.method !== 'PUT') {
    return answer(405, { said: refusals.unknown }, { Allow: 'GET, POST, PUT' });
  }
  // A page of another site could otherwise send with the editor's token in hand.
  if (request.headers.get('Origin') !== url.origin) return refuse(403, refusals.otherSite);
  if (!bucket) return refuse(503, refusals.notSetUp);
  const refusal = await mayUpload(request, env);
  if (refusal) return refuse(refusal.status, refusal.said);

  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(uploadPath.length));
  } catch {
    return refuse(400, refusals.unknown);
  }
  const unfinished = new Unfinished(bucket, await signInOf(request));
  try {
    if (request.method === 'POST' && key === '') return await start(request, bucket, unfinished);
    const id = url.searchParams.get('upload');
    if (!isRecordingKey(key) || !id) return refuse(400, refusals.unknown);
    if (request.method === 'PUT') return await part(request, bucket, key, id, url.searchParams);
    return await complete(request, bucket, key, id, unfinished);
  } catch (failure) {
    const said = messageOf(failure);
    console.error(`Upload: R2 failed on ${key || 'a new upload'}: ${said}`);
    // An unfinished upload is forgotten after a day (the bucket's rule, docs/setting-up.md).
    if (/does not exist|NoSuchUpload|10024/i.test(said)) return refuse(404, refusals.forgotten);
    return refuse(503, refusals.storageDown, { 'Retry-After': '60' });
  }
}

/** The new upload: its key from the file, or the recording itself when it is already there. */
async function start(request: Request, bucket: UploadBucket, unfinished: Unfinished) {
  const { name, size, sha256 } = (await request.json().catch(() => ({}))) as Record<
    string,
    unknown
  >;
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isInteger(size)) {
    return refuse(400, refusals.unknown);
  }
  if (!isSha256(sha256)) return refuse(400, refusals.unknown);
  if (!looksLikeMp3(name, '')) return refuse(415, refusals.notMp3);
  if (size < 1) return refuse(400, refusals.empty);
  if (size > largestRecording) return refuse(413, refusals.tooLarge);
  const key = recordingKey(name, size, sha256);
  // The same bytes chosen again: one copy, and nothing sent twice.
  const there = await bucket.head(key);
  if (there) {
    return there.customMetadata?.sha256 === sha256
      ? answer(200, { key, done: true, size })
      : refuse(409, refusals.keptMeanwhile);
  }
  if (!(await unfinished.roomForOne())) return refuse(429, refusals.tooMany);
  const { uploadId } = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: 'audio/mpeg' },
    customMetadata: { sha256 },
  });
  await unfinished.add(uploadId);
  return answer(201, { key, upload: uploadId });
}

/** A part, its length from the key's own size, refused before R2 unless it is exactly that. */
async function part(
  request: Request,
  bucket: UploadBucket,
  key: string,
  id: string,
  query: URLSearchParams,
) {
  const number = Number(query.get('part'));
  const expected = partLength(sizeInKey(key), number);
  if (!expected || expected > partSize) return refuse(400, refusals.unknown);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) !== expected) return refuse(400, refusals.wrongPart);
  const bytes = await bodyOf(request, expected);
  if (!bytes) return refuse(400, refusals.wrongPart);
  if (number === 1 && !startsLikeMp3(bytes)) return refuse(415, refusals.notMp3);
  const { partNumber, etag } = await bucket
    .resumeMultipartUpload(key, id)
    .uploadPart(number, bytes);
  return answer(200, { part: partNumber, etag });
}

/** A body of exactly `length` bytes, counted as it arrives and cut off past it; else undefined. */
async function bodyOf(request: Request, length: number) {
  const bytes = new Uint8Array(length);
  let filled = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    if (filled + read.value.length > length) {
      await reader!.cancel();
      return undefined;
    }
    bytes.set(read.value, filled);
    filled += read.value.length;
  }
  return filled === length ? bytes : undefined;
}

async function complete(
  request: Request,
  bucket: UploadBucket,
  key: string,
  id: string,
  unfinished: Unfinished,
) {
  const { parts } = (await request.json().catch(() => ({}))) as { parts?: unknown };
  const list = Array.isArray(parts) ? (parts as { partNumber?: unknown; etag?: unknown }[]) : [];
  const whole =
    list.length === partsOf(sizeInKey(key)) &&
    list.every(
      ({ partNumber, etag }, index) => partNumber === index + 1 && typeof etag === 'string',
    );
  if (!whole) return refuse(409, refusals.notWhole);
  const upload = bucket.resumeMultipartUpload(key, id);
  // R2's complete replaces whatever is there: a recording already live is never touched.
  if (await bucket.head(key)) {
    await upload.abort();
    await unfinished.remove(id);
    return refuse(409, refusals.keptMeanwhile);
  }
  try {
    await upload.complete(list as { partNumber: number; etag: string }[]);
  } catch (failure) {
    const said = messageOf(failure);
    if (/does not exist|NoSuchUpload|10024/i.test(said)) throw failure;
    console.error(`Upload: R2 would not complete ${key}: ${said}`);
    return refuse(409, refusals.notWhole);
  }
  await unfinished.remove(id);
  return answer(200, { key, done: true, size: sizeInKey(key) });
}

/** A sign-in's unfinished uploads, one small object each, so each may have only so many. */
class Unfinished {
  constructor(
    private bucket: UploadBucket,
    private signIn: string,
  ) {}

  private keyOf = (id: string) => `${unfinishedFolder}${this.signIn}/${encodeURIComponent(id)}`;

  /** Forgets what a day has cleared (the bucket's rule), then counts what is left. */
  async roomForOne() {
    const { objects } = await this.bucket.list({ prefix: `${unfinishedFolder}${this.signIn}/` });
    const stale = objects.filter(({ uploaded }) => Date.now() - uploaded.getTime() > day);
    if (stale.length) await this.bucket.delete(stale.map(({ key }) => key));
    return objects.length - stale.length < unfinishedAllowed;
  }

  add = (id: string) =>
    this.bucket.put(this.keyOf(id), '', { httpMetadata: { contentType: 'text/plain' } });
  remove = (id: string) => this.bucket.delete(this.keyOf(id));
}

/** Where the unfinished uploads are counted; never served (not a recording's type). */
const unfinishedFolder = 'unfinished/';
const day = 24 * 60 * 60 * 1000;

/** A sign-in by its token's SHA-256, so the bucket never holds a token. */
async function signInOf(request: Request) {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** Undefined if GitHub says the token may push to the church's repository, else the refusal. */
async function mayUpload(request: Request, env: UploadEnv) {
  return editorRefusal(request, env);
}

const refuse = (status: number, said: string, extra: Record<string, string> = {}) =>
  answer(status, { said }, extra);

const answer = (status: number, body: UploadAnswer, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
