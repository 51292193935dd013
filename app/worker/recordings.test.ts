import { describe, expect, it } from 'vitest';
import { byteRange, recording, type RecordingsBucket } from './recordings';

// What the recordings answer besides what the host's runtime shows (e2e/host.spec.ts): the
// ranges R2 reports turned into Content-Range, and the answers a podcast app can meet.

const size = 1000;
const stored = (extra: object = {}) => ({
  size,
  httpEtag: '"abc"',
  writeHttpMetadata: (headers: Headers) => headers.set('Content-Type', 'audio/mpeg'),
  ...extra,
});
const bucket = (get: RecordingsBucket['get']): RecordingsBucket => ({
  get,
  head: async () => stored(),
});
const ask = (headers: Record<string, string> = {}, path = '/recordings/sermon.mp3') =>
  new Request(`https://church.example${path}`, { headers });

describe('a byte range', () => {
  it.each([
    [
      { offset: 0, length: 100 },
      { offset: 0, length: 100 },
    ],
    [{ offset: 900 }, { offset: 900, length: 100 }],
    [{ suffix: 10 }, { offset: 990, length: 10 }],
    [{ suffix: 5000 }, { offset: 0, length: 1000 }],
    [
      { offset: 950, length: 500 },
      { offset: 950, length: 50 },
    ],
  ])('%o of a 1,000-byte file is %o', (range, expected) => {
    expect(byteRange(range, size)).toEqual(expected);
  });
});

describe('a recording', () => {
  it('answers a range with 206 and the bytes it covers', async () => {
    const answer = await recording(
      ask({ Range: 'bytes=-10' }),
      bucket(async () => stored({ body: new Blob(['x']).stream(), range: { suffix: 10 } })),
    );
    expect(answer.status).toBe(206);
    expect(answer.headers.get('Content-Range')).toBe('bytes 990-999/1000');
  });

  it('answers 304 when unchanged, and 412 when a condition to change fails', async () => {
    const unchanged = bucket(async () => stored());
    expect((await recording(ask({ 'If-None-Match': '"abc"' }), unchanged)).status).toBe(304);
    expect((await recording(ask({ 'If-Match': '"old"' }), unchanged)).status).toBe(412);
  });

  it('answers 416 for a range past the end, and 503 when R2 fails', async () => {
    const refusing = bucket(async () => {
      throw new Error('get: The requested range is not satisfiable (10039)');
    });
    const past = await recording(ask({ Range: 'bytes=5000-' }), refusing);
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */1000');
    const failing = bucket(async () => {
      throw new Error('We encountered an internal error. Please try again.');
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      expect((await recording(ask(), failing)).status).toBe(503);
    } finally {
      console.error = originalError;
    }
  });

  it('answers 404 for an address that names no file, however it is written', async () => {
    const empty = bucket(async () => null);
    expect((await recording(ask({}, '/recordings/%E0%A4%A'), empty)).status).toBe(404);
    expect((await recording(ask(), empty)).status).toBe(404);
    expect((await recording(ask(), undefined)).status).toBe(404);
  });
});
