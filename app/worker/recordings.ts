// /recordings/…: the sermons' MP3s, from the church's R2 bucket (bound as RECORDINGS once the
// office turns it on: docs/setting-up.md, step 8), on the site's own address. Podcast apps
// ask for byte ranges (Apple's checks refuse a host that does not answer them with 206).

import { recordingsPath } from './paths.ts';

/** The part of R2's binding this uses (the runtime's R2Bucket). */
export interface RecordingsBucket {
  get(key: string, options: { range: Headers; onlyIf: Headers }): Promise<StoredRecording | null>;
  head(key: string): Promise<StoredRecording | null>;
}
interface StoredRecording {
  size: number;
  httpEtag: string;
  range?: { offset?: number; length?: number; suffix?: number };
  body?: ReadableStream;
  writeHttpMetadata(headers: Headers): void;
}

const types: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', mp4: 'video/mp4' };

export async function recording(request: Request, bucket: RecordingsBucket | undefined) {
  if (!bucket) return notFound('The church has not set up a home for its recordings yet.');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  let key: string;
  try {
    key = decodeURIComponent(new URL(request.url).pathname.slice(recordingsPath.length));
  } catch {
    return notFound('There is no recording at this address.');
  }
  let stored: StoredRecording | null;
  try {
    stored =
      request.method === 'HEAD'
        ? await bucket.head(key)
        : await bucket.get(key, { range: request.headers, onlyIf: request.headers });
  } catch (failure) {
    // R2 refuses a range it cannot give (past the file's end); anything else is its own fault.
    const said = failure instanceof Error ? failure.message : String(failure);
    if (/range/i.test(said)) {
      const whole = await bucket.head(key).catch(() => null);
      if (whole) {
        return new Response(null, {
          status: 416,
          headers: { 'Content-Range': `bytes */${whole.size}` },
        });
      }
    }
    console.error(`Recordings: R2 could not give ${key}: ${said}`);
    return new Response('The recording could not be read just now: try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  if (!stored) return notFound('There is no recording at this address.');
  const headers = new Headers();
  stored.writeHttpMetadata(headers);
  if (!headers.has('Content-Type')) {
    const type = types[key.split('.').pop()?.toLowerCase() ?? ''];
    headers.set('Content-Type', type ?? 'application/octet-stream');
  }
  headers.set('ETag', stored.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', 'public, max-age=86400');
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Content-Security-Policy', "default-src 'none'");
  headers.set('X-Content-Type-Options', 'nosniff');
  if (request.method === 'HEAD') {
    headers.set('Content-Length', String(stored.size));
    return new Response(null, { headers });
  }
  // A condition that failed: R2 gives the object without its body.
  if (!stored.body) {
    const unchanged =
      request.headers.has('If-None-Match') || request.headers.has('If-Modified-Since');
    return new Response(null, { status: unchanged ? 304 : 412, headers });
  }
  const range = request.headers.has('Range') ? stored.range : undefined;
  if (!range) return new Response(stored.body, { headers });
  const { offset, length } = byteRange(range, stored.size);
  headers.set('Content-Range', `bytes ${offset}-${offset + length - 1}/${stored.size}`);
  return new Response(stored.body, { status: 206, headers });
}

/** The bytes R2 gave for a range, as an offset and length within the file. */
export function byteRange(range: NonNullable<StoredRecording['range']>, size: number) {
  const offset =
    range.suffix !== undefined
      ? Math.max(0, size - range.suffix)
      : Math.min(range.offset ?? 0, size);
  const length = Math.min(range.suffix ?? range.length ?? size - offset, size - offset);
  return { offset, length };
}

const notFound = (sentence: string) =>
  new Response(sentence, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
