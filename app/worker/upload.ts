// /admin/recordings/: a sermon's MP3 into R2 in parts, so a dropped connection costs one part
// (docs/decisions/0024); only from this site's page, with a GitHub token that may save to the
// church's repository. R2 makes the object only when the upload completes; its size is checked.
import {
  isRecordingKey,
  largestRecording,
  looksLikeMp3,
  partLength,
  partSize,
  recordingKey,
  uploadPath,
  uploadRefusals as refusals,
  type UploadAnswer,
} from '../lib/recording-upload.ts';
import { editorRefusal } from './editors.ts';
import { messageOf, type SignInEnv } from './sign-in.ts';

/** The part of R2's binding an upload uses (the runtime's R2Bucket). */
export interface UploadBucket {
  head(key: string): Promise<{ size: number } | null>;
  createMultipartUpload(
    key: string,
    options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> },
  ): Promise<{ key: string; uploadId: string }>;
  resumeMultipartUpload(key: string, uploadId: string): MultipartUpload;
  delete(key: string): Promise<void>;
}
export interface MultipartUpload {
  uploadPart(number: number, bytes: ArrayBuffer): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<{ size: number }>;
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

  const key = decodeURIComponent(url.pathname.slice(uploadPath.length));
  try {
    if (request.method === 'POST' && key === '') return await start(request, bucket);
    const id = url.searchParams.get('upload');
    if (!isRecordingKey(key) || !id) return refuse(400, refusals.unknown);
    if (request.method === 'PUT') return await part(request, bucket, key, id, url.searchParams);
    return await complete(request, bucket, key, id);
  } catch (failure) {
    const said = messageOf(failure);
    console.error(`Upload: R2 failed on ${key || 'a new upload'}: ${said}`);
    // R2 forgets an unfinished upload after seven days (its default lifecycle).
    if (/does not exist|NoSuchUpload|10024/i.test(said)) return refuse(404, refusals.forgotten);
    return refuse(503, refusals.storageDown, { 'Retry-After': '60' });
  }
}

/** The new upload: its key from the file, or the recording itself when it is already there. */
async function start(request: Request, bucket: UploadBucket) {
  const { name, size } = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isInteger(size)) {
    return refuse(400, refusals.unknown);
  }
  if (!looksLikeMp3(name, '')) return refuse(415, refusals.notMp3);
  if (size < 1) return refuse(400, refusals.empty);
  if (size > largestRecording) return refuse(413, refusals.tooLarge);
  const key = recordingKey(name, size);
  // The same file chosen again: one copy, and nothing sent twice.
  const there = await bucket.head(key);
  if (there?.size === size) return answer(200, { key, done: true, size });
  const { uploadId } = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: 'audio/mpeg' },
    customMetadata: { size: String(size) },
  });
  return answer(201, { key, upload: uploadId });
}

async function part(
  request: Request,
  bucket: UploadBucket,
  key: string,
  id: string,
  query: URLSearchParams,
) {
  const number = Number(query.get('part'));
  const size = Number(query.get('size'));
  const expected = Number.isInteger(size) ? partLength(size, number) : undefined;
  if (!expected || expected > partSize) return refuse(400, refusals.unknown);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) !== expected) return refuse(400, refusals.wrongPart);
  // A part of 5 MiB at most, held whole: R2 needs its length, and it is checked first.
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength !== expected) return refuse(400, refusals.wrongPart);
  const { partNumber, etag } = await bucket
    .resumeMultipartUpload(key, id)
    .uploadPart(number, bytes);
  return answer(200, { part: partNumber, etag });
}

async function complete(request: Request, bucket: UploadBucket, key: string, id: string) {
  const { parts } = (await request.json().catch(() => ({}))) as { parts?: unknown };
  const size = Number(/-(\d+)\.mp3$/.exec(key)?.[1]);
  const list = Array.isArray(parts) ? (parts as { partNumber?: unknown; etag?: unknown }[]) : [];
  const whole =
    list.length === Math.ceil(size / partSize) &&
    list.every(
      ({ partNumber, etag }, index) => partNumber === index + 1 && typeof etag === 'string',
    );
  if (!whole) return refuse(409, refusals.notWhole);
  let made: { size: number };
  try {
    made = await bucket
      .resumeMultipartUpload(key, id)
      .complete(list as { partNumber: number; etag: string }[]);
  } catch (failure) {
    const said = messageOf(failure);
    if (/does not exist|NoSuchUpload|10024/i.test(said)) throw failure;
    console.error(`Upload: R2 would not complete ${key}: ${said}`);
    return refuse(409, refusals.notWhole);
  }
  // Parts of the right sizes make the right size; anything else is not served for a moment.
  if (made.size !== size) {
    await bucket.delete(key);
    return refuse(409, refusals.notWhole);
  }
  return answer(200, { key, done: true, size });
}

/** Undefined if GitHub says the token may push to the church's repository, else the refusal. */
async function mayUpload(request: Request, env: UploadEnv) {
  return editorRefusal(request, env);
}

const refuse = (status: number, said: string, extra: Record<string, string> = {}) =>
  answer(status, { said }, extra);

const answer = (status: number, body: UploadAnswer, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
