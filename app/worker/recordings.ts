// /recordings/…: the sermons' MP3s from R2 (docs/setting-up.md, step 8), with byte ranges for
// podcast apps (Apple's checks refuse a host that does not answer them with 206). Range and
// conditions are decided here (http-conditions.ts): the local runtime's R2, handed the
// request's headers, answered every range, even an impossible one, whole.

import { byteRange, preconditions, rangeStillApplies } from './http-conditions.ts';
import { logged } from './log.ts';
import { recordingsPath } from './paths.ts';
import { transcriptsFolder } from './transcripts.ts';

/** The part of R2's binding this uses (the runtime's R2Bucket). */
export interface RecordingsBucket {
  head(key: string): Promise<StoredRecording | null>;
  get(
    key: string,
    options: { range?: { offset: number; length: number }; onlyIf: { etagMatches: string } },
  ): Promise<StoredRecording | null>;
}
export interface StoredRecording {
  size: number;
  /** Unquoted, as R2's conditions take it; httpEtag is the quoted one for headers. */
  etag: string;
  httpEtag: string;
  uploaded: Date;
  httpMetadata?: { contentType?: string };
  /** Absent when a condition of the get failed. */
  body?: ReadableStream;
  writeHttpMetadata(headers: Headers): void;
}

const types: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
};

/** A file that plays, and nothing a browser would run, even if someone opened it as a page. */
export const recordingPolicy = "default-src 'none'; sandbox";

/** Where uploads were counted before the ledger (decision 0046); never served. */
const unfinishedFolder = 'unfinished/';

export const recordingRefusals = {
  notSetUp: 'The church has not set up a home for its recordings yet.',
  notFound: 'There is no recording at this address.',
  notARecording:
    'This file is not a sound or video recording, so the website does not serve it: only recordings are shared from here.',
  onlyToFetch: 'This address only gives recordings to listen to or download (GET and HEAD).',
  tooShort: 'The recording is shorter than the part asked for.',
  unreadable: 'The recording could not be read just now: try again shortly.',
} as const;

export async function recording(request: Request, bucket: RecordingsBucket | undefined) {
  if (!bucket) return plain(404, recordingRefusals.notSetUp);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(405, recordingRefusals.onlyToFetch, { Allow: 'GET, HEAD' });
  }
  let key: string;
  try {
    key = decodeURIComponent(new URL(request.url).pathname.slice(recordingsPath.length));
  } catch {
    return plain(404, recordingRefusals.notFound);
  }
  // The old uploads' markers (decision 0032, before the ledger): not even whether one is there.
  // Nor the transcripts' pieces kept beside the recordings (transcripts.ts): the words reach the
  // site only once the office has read them and published.
  if (key.startsWith(unfinishedFolder) || key.startsWith(transcriptsFolder)) {
    return plain(404, recordingRefusals.notFound);
  }
  try {
    return await answer(request, bucket, key);
  } catch (failure) {
    const said = failure instanceof Error ? failure.message : String(failure);
    console.error(`Recordings: R2 could not give ${logged(key)}: ${logged(said)}`);
    return plain(503, recordingRefusals.unreadable, { 'Retry-After': '60' });
  }
}

async function answer(request: Request, bucket: RecordingsBucket, key: string) {
  const stored = await bucket.head(key);
  if (!stored) return plain(404, recordingRefusals.notFound);
  const type = recordingType(key, stored.httpMetadata?.contentType);
  if (!type) return plain(403, recordingRefusals.notARecording);

  const headers = new Headers();
  stored.writeHttpMetadata(headers);
  // The bytes go out as stored: a stored encoding would have a player unzip an MP3, or a range.
  headers.delete('Content-Encoding');
  headers.set('Content-Type', type);
  headers.set('ETag', stored.httpEtag);
  headers.set('Last-Modified', stored.uploaded.toUTCString());
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', 'public, max-age=86400');
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Content-Security-Policy', recordingPolicy);

  const file = { etag: stored.httpEtag, lastModified: stored.uploaded };
  const condition = preconditions(request.headers, file);
  if (condition) return new Response(null, { status: condition, headers });
  if (request.method === 'HEAD') {
    headers.set('Content-Length', String(stored.size));
    return new Response(null, { headers });
  }

  // Range is for GET alone; If-Range sends the whole file when the client's copy is stale.
  const range = rangeStillApplies(request.headers.get('If-Range'), file)
    ? byteRange(request.headers.get('Range'), stored.size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    return plain(416, recordingRefusals.tooShort, {
      'Content-Range': `bytes */${stored.size}`,
      'Accept-Ranges': 'bytes',
    });
  }
  const part = range.kind === 'part' ? range : undefined;
  // Only the version just looked at: its bytes must match the size and ETag already decided.
  const got = await bucket.get(key, {
    ...(part && { range: { offset: part.offset, length: part.length } }),
    onlyIf: { etagMatches: stored.etag },
  });
  if (!got) return plain(404, recordingRefusals.notFound);
  if (!got.body) return plain(503, recordingRefusals.unreadable, { 'Retry-After': '1' });
  headers.set('Content-Length', String(part?.length ?? stored.size));
  if (!part) return new Response(got.body, { headers });
  headers.set(
    'Content-Range',
    `bytes ${part.offset}-${part.offset + part.length - 1}/${stored.size}`,
  );
  return new Response(got.body, { status: 206, headers });
}

/** R2's stored type, else by the file's name; undefined unless it is sound or video. */
export function recordingType(key: string, stored: string | undefined) {
  const own = stored?.trim();
  const generic = !own || /^(application|binary)\/octet-stream\b/i.test(own);
  const type = generic ? types[key.split('.').pop()?.toLowerCase() ?? ''] : own;
  return type && /^(audio|video)\/[\w.+-]+\s*(;.*)?$/i.test(type) ? type : undefined;
}

const plain = (status: number, sentence: string, extra: Record<string, string> = {}) =>
  new Response(sentence, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': recordingPolicy,
      ...extra,
    },
  });
