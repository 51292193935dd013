import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  recording,
  recordingPolicy,
  recordingRefusals,
  recordingType,
  type RecordingsBucket,
  type StoredRecording,
} from './recordings.ts';

// What a podcast app or a browser gets from /recordings/, from a bucket that keeps its files in
// memory and answers as R2's binding does: `head`, and `get` with an offset and length and an
// ETag the file must still have. The host's own R2 is asked in e2e/host.spec.ts.

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const uploaded = new Date('2026-11-22T10:30:00.400Z');
const lastModified = 'Sun, 22 Nov 2026 10:30:00 GMT';

function bucket(files: Record<string, { type?: string; bytes?: Uint8Array; encoding?: string }>) {
  const asked: Parameters<RecordingsBucket['get']>[1][] = [];
  const stored = (key: string, body?: Uint8Array): StoredRecording | null => {
    const file = files[key];
    if (!file) return null;
    return {
      size: (file.bytes ?? bytes).length,
      etag: 'v2',
      httpEtag: '"v2"',
      uploaded,
      httpMetadata: file.type ? { contentType: file.type } : {},
      ...(body && { body: new Blob([body as BlobPart]).stream() }),
      writeHttpMetadata(headers) {
        if (file.type) headers.set('Content-Type', file.type);
        if (file.encoding) headers.set('Content-Encoding', file.encoding);
      },
    };
  };
  const r2: RecordingsBucket & { asked: typeof asked } = {
    asked,
    head: async (key) => stored(key),
    get: async (key, options) => {
      asked.push(options);
      const all = files[key]?.bytes ?? bytes;
      if (options.onlyIf.etagMatches !== 'v2') return stored(key);
      const { offset = 0, length = all.length - offset } = options.range ?? {};
      return stored(key, all.subarray(offset, offset + length));
    },
  };
  return r2;
}

const sermon = '/recordings/2026/advent-hope.mp3';
const ask = (headers: Record<string, string> = {}, path = sermon, method = 'GET') =>
  new Request(`https://church.example${path}`, { headers, method });
const body = async (answer: Response) => new Uint8Array(await answer.arrayBuffer());

describe('a recording', () => {
  const r2 = bucket({ '2026/advent-hope.mp3': { type: 'audio/mpeg' } });

  it('goes out whole, with its validators, a type that plays and a policy that runs nothing', async () => {
    const answer = await recording(ask(), r2);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '1000',
      etag: '"v2"',
      'last-modified': lastModified,
      'accept-ranges': 'bytes',
      'content-security-policy': recordingPolicy,
    });
    expect(await body(answer)).toEqual(bytes);
  });

  it('passes on no stored Content-Encoding: the bytes go out as they are, whole or in part', async () => {
    const zipped = bucket({ '2026/advent-hope.mp3': { type: 'audio/mpeg', encoding: 'gzip' } });
    for (const headers of [{}, { Range: 'bytes=0-99' }] as Record<string, string>[]) {
      const answer = await recording(ask(headers), zipped);
      expect(answer.status).toBe('Range' in headers ? 206 : 200);
      expect(answer.headers.has('Content-Encoding')).toBe(false);
    }
  });

  it('answers one range with 206 and exactly its bytes, asking R2 for those alone', async () => {
    const cases = [
      ['bytes=0-99', 0, 100],
      ['bytes=-10', 990, 10],
      ['bytes=900-', 900, 100],
      ['bytes=950-5000', 950, 50],
    ] as const;
    for (const [range, offset, length] of cases) {
      const answer = await recording(ask({ Range: range }), r2);
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get('Content-Range'), range).toBe(
        `bytes ${offset}-${offset + length - 1}/1000`,
      );
      expect(answer.headers.get('Content-Length'), range).toBe(String(length));
      expect(await body(answer), range).toEqual(bytes.subarray(offset, offset + length));
      expect(r2.asked.at(-1), range).toEqual({
        range: { offset, length },
        onlyIf: { etagMatches: 'v2' },
      });
    }
  });

  it('answers 416 for a range past the end, naming the size', async () => {
    for (const range of ['bytes=5000-', 'bytes=1000-', 'bytes=-0']) {
      const answer = await recording(ask({ Range: range }), r2);
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('Content-Range'), range).toBe('bytes */1000');
      expect(await answer.text()).toBe(recordingRefusals.tooShort);
    }
  });

  it('sends the whole file for several ranges, another unit, nonsense, or a stale If-Range', async () => {
    for (const headers of [
      { Range: 'bytes=0-1,5-6' } as Record<string, string>,
      { Range: 'items=0-1' },
      { Range: 'bytes=abc' },
      { Range: 'bytes=10-5' },
      { Range: 'bytes=0-99', 'If-Range': '"v1"' },
      { Range: 'bytes=0-99', 'If-Range': 'Sat, 21 Nov 2026 09:00:00 GMT' },
    ]) {
      const answer = await recording(ask(headers), r2);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.headers.get('Content-Range')).toBeNull();
      expect(await body(answer)).toEqual(bytes);
    }
  });

  it('gives the part when If-Range names the current version', async () => {
    for (const ifRange of ['"v2"', lastModified]) {
      const answer = await recording(ask({ Range: 'bytes=0-99', 'If-Range': ifRange }), r2);
      expect(answer.status, ifRange).toBe(206);
      expect((await body(answer)).length).toBe(100);
    }
  });

  it('answers 304 with its validators and no body when the client has it, to GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      for (const headers of [
        { 'If-None-Match': '"v2"' } as Record<string, string>,
        { 'If-None-Match': 'W/"v2"' },
        { 'If-Modified-Since': lastModified },
      ]) {
        const answer = await recording(ask(headers, sermon, method), r2);
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(304);
        expect(answer.headers.get('ETag')).toBe('"v2"');
        expect(answer.headers.get('Last-Modified')).toBe(lastModified);
        expect(answer.body).toBeNull();
      }
    }
    const changed = await recording(ask({ 'If-None-Match': '"v1"' }, sermon, 'HEAD'), r2);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('Content-Length')).toBe('1000');
    expect((await recording(ask({ 'If-Match': '"v1"' }), r2)).status).toBe(412);
  });

  it('asks R2 for the version it looked at, and says so if it changed meanwhile', async () => {
    const changing = bucket({ 'a.mp3': {} });
    changing.get = async (key) => ({ ...(await changing.head(key))!, body: undefined });
    const answer = await recording(ask({}, '/recordings/a.mp3'), changing);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe(recordingRefusals.unreadable);
  });
});

describe('what is not a recording', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is refused in plain words: a web page, a script, a file of no known kind', async () => {
    const r2 = bucket({
      'notice.html': { type: 'text/html' },
      'sermon.mp3': { type: 'text/html; charset=utf-8' },
      'tool.js': {},
      'notes.bin': { type: 'application/octet-stream' },
    });
    for (const name of ['notice.html', 'sermon.mp3', 'tool.js', 'notes.bin']) {
      const answer = await recording(ask({}, `/recordings/${name}`), r2);
      expect(answer.status, name).toBe(403);
      expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toBe(recordingRefusals.notARecording);
    }
  });

  it('takes its type from R2, or from its name when R2 only says "bytes"', () => {
    expect(recordingType('a.mp3', undefined)).toBe('audio/mpeg');
    expect(recordingType('a.M4A', 'application/octet-stream')).toBe('audio/mp4');
    expect(recordingType('a.mp4', '')).toBe('video/mp4');
    expect(recordingType('a', 'audio/x-m4a')).toBe('audio/x-m4a');
    expect(recordingType('a.mp3', 'image/svg+xml')).toBeUndefined();
    expect(recordingType('a.txt', undefined)).toBeUndefined();
  });

  it('is a 404 for a name with no file, a 405 for a method that is not reading, a 503 when R2 fails', async () => {
    const empty = bucket({});
    expect((await recording(ask({}, '/recordings/%E0%A4%A'), empty)).status).toBe(404);
    expect((await recording(ask(), empty)).status).toBe(404);
    const notSetUp = await recording(ask(), undefined);
    expect(notSetUp.status).toBe(404);
    expect(await notSetUp.text()).toBe(recordingRefusals.notSetUp);
    const posted = await recording(ask({}, sermon, 'POST'), empty);
    expect(posted.status).toBe(405);
    expect(posted.headers.get('Allow')).toBe('GET, HEAD');
    const failing = bucket({});
    failing.head = async () => {
      throw new Error('We encountered an internal error. Please try again.');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await recording(ask(), failing);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('60');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('internal error'));
  });

  it('writes a key from the address as one quoted line of the log, whatever it holds', async () => {
    const failing = bucket({});
    failing.head = async () => {
      throw new Error('R2 is down\nWorker: all is well');
    };
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...said: unknown[]) => {
      lines.push(said.map(String).join(' '));
    });
    const path = '/recordings/sermon.mp3%0AWorker:%20a%20forged%20line%0D%E2%80%A8.mp3';
    expect((await recording(ask({}, path), failing)).status).toBe(503);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(lines[0]).toContain('"sermon.mp3\\nWorker: a forged line\\r\\u2028.mp3"');
  });

  it('is a 404 under unfinished/, as for no file, not saying whether a marker is there', async () => {
    const markers = bucket({ 'unfinished/0123abcd/upload-1': { type: 'text/plain' } });
    for (const key of ['unfinished/0123abcd/upload-1', 'unfinished/none']) {
      const answer = await recording(ask({}, `/recordings/${key}`), markers);
      expect(answer.status, key).toBe(404);
      expect(await answer.text()).toBe(recordingRefusals.notFound);
    }
  });

  it('is a 404 under transcripts/: the words Whisper wrote reach the site only once published', async () => {
    const kept = 'transcripts/sermon-10-c0ffee12.m4a/en/0.json';
    const pieces = bucket({ [kept]: { type: 'application/json' } });
    const answer = await recording(ask({}, `/recordings/${kept}`), pieces);
    expect(answer.status).toBe(404);
  });
});
