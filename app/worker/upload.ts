// /admin/recordings/: a sermon's recording (MP3 or M4A) into R2 in parts, so a dropped connection costs one part
// (docs/decisions/0024); only from this site's page, with a GitHub token that may save to the
// church's repository. R2 makes the object only when the upload completes, and never over a
// recording already there (docs/decisions/0032). What must not race is decided by the uploads'
// ledger, one Durable Object (upload-ledger.ts): every part is the bytes the upload promised, an
// upload is its sign-in's own, and one upload at a time finishes a key (decision 0046).
import {
  isRecordingKey,
  isSha256,
  largestRecording,
  looksLikeWav,
  overQuotaUntil,
  partLength,
  partSize,
  partsOf,
  recordingKey,
  recordingKindOf,
  sizeInKey,
  startsLike,
  uploadPath,
  uploadRefusals as refusals,
  type UploadAnswer,
} from '../lib/recording-upload.ts';
import { kindOfAddress, recordingKinds } from '../lib/recording-kinds.ts';
import { editorOf, hashOf } from './editors.ts';
import { logged } from './log.ts';
import {
  askLedger,
  type LedgerAsk,
  type LedgerNamespace,
  type LedgerRefusal,
} from './upload-ledger.ts';
import { messageOf, type SignInEnv } from './sign-in.ts';

/** The part of R2's binding an upload uses (the runtime's R2Bucket). */
export interface UploadBucket {
  head(key: string): Promise<{ size: number; customMetadata?: Record<string, string> } | null>;
  createMultipartUpload(
    key: string,
    options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> },
  ): Promise<{ key: string; uploadId: string }>;
  resumeMultipartUpload(key: string, uploadId: string): MultipartUpload;
}
export interface MultipartUpload {
  uploadPart(number: number, bytes: Uint8Array): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<{ size: number }>;
  abort(): Promise<void>;
}

export type UploadEnv = SignInEnv & { RECORDINGS?: UploadBucket; UPLOADS?: LedgerNamespace };

/** What the ledger's refusals say, and with which status. */
const ledgerRefusals: Record<LedgerRefusal, [number, string]> = {
  tooMany: [429, refusals.tooMany],
  overQuota: [429, refusals.overQuota],
  forgotten: [404, refusals.forgotten],
  notYours: [403, refusals.notYours],
  notWhole: [409, refusals.notWhole],
  finishing: [409, refusals.keptMeanwhile],
};

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
  if (!bucket || !env.UPLOADS) return refuse(503, refusals.notSetUp);
  const who = await editorOf(request, env);
  if ('refusal' in who) return refuse(who.refusal.status, who.refusal.said);

  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(uploadPath.length));
  } catch {
    return refuse(400, refusals.unknown);
  }
  const namespace = env.UPLOADS;
  const signIn = await signInOf(request);
  const ledger: Ledger = async (ask) => {
    const answer = await askLedger(namespace, ask);
    if ('refused' in answer) {
      const [status, said] = ledgerRefusals[answer.refused];
      throw new Refused(status, answer.after ? overQuotaUntil(answer.after) : said);
    }
    return answer as never;
  };
  const upload: Upload = { bucket, ledger, signIn, editor: who.editor };
  try {
    if (request.method === 'POST' && key === '') return await start(request, upload);
    const id = url.searchParams.get('upload');
    if (!isRecordingKey(key) || !id) return refuse(400, refusals.unknown);
    if (request.method === 'PUT') return await part(request, upload, key, id, url.searchParams);
    return await complete(request, upload, key, id);
  } catch (failure) {
    if (failure instanceof Refused) return refuse(failure.status, failure.said);
    const said = messageOf(failure);
    console.error(`Upload: R2 failed on ${logged(key || 'a new upload')}: ${logged(said)}`);
    // An unfinished upload is forgotten after a day (the bucket's rule, docs/setting-up.md).
    if (/does not exist|NoSuchUpload|10024/i.test(said)) return refuse(404, refusals.forgotten);
    return refuse(503, refusals.storageDown, { 'Retry-After': '60' });
  }
}

/** A refusal of the ledger's, thrown past the steps it stops. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly said: string,
  ) {
    super(said);
  }
}
type Ledger = <T>(ask: LedgerAsk) => Promise<T>;
/** What every step of an upload works with: where, the ledger, and who is asking. */
type Upload = { bucket: UploadBucket; ledger: Ledger; signIn: string; editor: string };

/** A SHA-256 in hex; the runtime's own, a part of 5 MiB in about 4 ms (docs/measurements.md). */
const sha256Hex = async (bytes: Uint8Array<ArrayBuffer> | string) =>
  [
    ...new Uint8Array(
      await crypto.subtle.digest(
        'SHA-256',
        typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
      ),
    ),
  ]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/**
 * The new upload, or the recording itself when it is already there. Its key names the SHA-256 of
 * its parts' SHA-256s, which the Worker checks as each part comes: so a key names only the bytes
 * it holds, whatever the browser claims, and "uploaded before" is believed of checked bytes only.
 */
async function start(request: Request, { bucket, ledger, signIn, editor }: Upload) {
  const { name, size, sha256, parts } = (await request.json().catch(() => ({}))) as Record<
    string,
    unknown
  >;
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isInteger(size)) {
    return refuse(400, refusals.unknown);
  }
  if (!isSha256(sha256)) return refuse(400, refusals.unknown);
  if (looksLikeWav(name, '')) return refuse(415, refusals.wav);
  const kind = recordingKindOf(name, '');
  if (!kind) return refuse(415, refusals.notMp3);
  if (size < 1) return refuse(400, refusals.empty);
  if (size > largestRecording) return refuse(413, refusals.tooLarge);
  const hashes = Array.isArray(parts) ? parts : [];
  if (hashes.length !== partsOf(size) || !hashes.every(isSha256)) {
    return refuse(400, refusals.unknown);
  }
  const ofParts = await sha256Hex(hashes.join(''));
  const key = recordingKey(name, size, ofParts);
  // The same bytes chosen again, and checked when they came: one copy, nothing sent twice.
  const there = await bucket.head(key);
  if (there) {
    return there.customMetadata?.parts === ofParts
      ? answer(200, { key, done: true, size })
      : refuse(409, refusals.keptMeanwhile);
  }
  const { ticket } = await ledger<{ ticket: string }>({
    op: 'reserve',
    signIn,
    editor,
    key,
    size,
    hashes,
  });
  let uploadId: string;
  try {
    ({ uploadId } = await bucket.createMultipartUpload(key, {
      httpMetadata: { contentType: recordingKinds[kind].served },
      // The file's own SHA-256 is the browser's word, kept for sha256sum; `parts` was checked.
      customMetadata: { sha256, parts: ofParts },
    }));
  } catch (failure) {
    await ledger({ op: 'drop', ticket });
    throw failure;
  }
  await ledger({ op: 'bind', ticket, upload: uploadId });
  return answer(201, { key, upload: uploadId });
}

/** A part, its length from the key's own size, refused before R2 unless it is exactly that. */
async function part(
  request: Request,
  { bucket, ledger, signIn }: Upload,
  key: string,
  id: string,
  query: URLSearchParams,
) {
  const number = Number(query.get('part'));
  const expected = partLength(sizeInKey(key), number);
  if (!expected || expected > partSize) return refuse(400, refusals.unknown);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) !== expected) return refuse(400, refusals.wrongPart);
  // Only the sign-in that started the upload sends its parts.
  const { hash } = await ledger<{ hash: string }>({ op: 'part', signIn, key, upload: id, number });
  const bytes = await bodyOf(request, expected);
  if (!bytes) return refuse(400, refusals.wrongPart);
  // The name only claims a kind: part 1 must start as that kind does (an MP3's frame, an MP4's
  // `ftyp` with an audio brand), so a renamed document is never served as a recording.
  if (number === 1 && !startsLike(kindOfAddress(key), bytes)) {
    return refuse(415, refusals.notWhatItSays);
  }
  if ((await sha256Hex(bytes)) !== hash) return refuse(422, refusals.notTheFile);
  const { partNumber, etag } = await bucket
    .resumeMultipartUpload(key, id)
    .uploadPart(number, bytes);
  await ledger({ op: 'took', upload: id, number: partNumber, etag });
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
  { bucket, ledger, signIn }: Upload,
  key: string,
  id: string,
) {
  const { parts } = (await request.json().catch(() => ({}))) as { parts?: unknown };
  const list = Array.isArray(parts) ? (parts as { partNumber?: unknown; etag?: unknown }[]) : [];
  const whole =
    list.length === partsOf(sizeInKey(key)) &&
    list.every(
      ({ partNumber, etag }, index) => partNumber === index + 1 && typeof etag === 'string',
    );
  if (!whole) return refuse(409, refusals.notWhole);
  // The ledger's parts, each checked against its hash, never the browser's list; and the key is
  // this upload's alone until it says how it ended, so a second finish is told, not run.
  const claimed = await ledger<{ parts: { partNumber: number; etag: string }[] }>({
    op: 'claim',
    signIn,
    key,
    upload: id,
  });
  const upload = bucket.resumeMultipartUpload(key, id);
  let finished = false;
  let aborted = false;
  try {
    // R2's complete replaces whatever is there: a recording already live is never touched.
    if (await bucket.head(key)) {
      await upload.abort();
      finished = aborted = true;
      return refuse(409, refusals.keptMeanwhile);
    }
    try {
      await upload.complete(claimed.parts);
    } catch (failure) {
      const said = messageOf(failure);
      if (/does not exist|NoSuchUpload|10024/i.test(said)) throw failure;
      console.error(`Upload: R2 would not complete ${logged(key)}: ${logged(said)}`);
      return refuse(409, refusals.notWhole);
    }
    finished = true;
    return answer(200, { key, done: true, size: sizeInKey(key) });
  } finally {
    await ledger({ op: 'settle', key, upload: id, finished, aborted });
  }
}

/** A sign-in by its token's SHA-256, so nothing the Worker keeps holds a token. */
async function signInOf(request: Request) {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  return hashOf(token ?? '');
}

const refuse = (status: number, said: string, extra: Record<string, string> = {}) =>
  answer(status, { said }, extra);

const answer = (status: number, body: UploadAnswer, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
