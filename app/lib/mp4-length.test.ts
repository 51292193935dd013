import { describe, expect, it } from 'vitest';
import { mp4Seconds } from './mp4-length.ts';

const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const box = (type: string, ...body: number[][]) => {
  const inside = body.flat();
  return [...u32(8 + inside.length), ...ascii(type), ...inside];
};
const ftyp = box('ftyp', ascii('M4A '), u32(0), ascii('M4A isommp42'));
const mvhd0 = (timescale: number, duration: number) =>
  box('mvhd', [0, 0, 0, 0], u32(0), u32(0), u32(timescale), u32(duration), new Array(80).fill(0));
const mvhd1 = (timescale: number, duration: number) =>
  box(
    'mvhd',
    [1, 0, 0, 0],
    u32(0),
    u32(0),
    u32(0),
    u32(0),
    u32(timescale),
    u32(Math.floor(duration / 2 ** 32)),
    u32(duration % 2 ** 32),
    new Array(80).fill(0),
  );

/** A file as bytes, with the reads counted, so a test sees that the sound is never read. */
function file(...boxes: number[][]) {
  const bytes = new Uint8Array(boxes.flat());
  const reads: number[] = [];
  const read = async (from: number, to: number) => {
    reads.push(to - from);
    return bytes.slice(from, to);
  };
  return { bytes, read, reads };
}

describe('an M4A’s length, from its own header', () => {
  it('reads moov/mvhd at the end, as phones write it, past the sound unread', async () => {
    const { bytes, read, reads } = file(
      ftyp,
      box('mdat', new Array(50_000).fill(7)),
      box('moov', mvhd0(44_100, 44_100 * 2052 + 22_050)),
    );
    expect(await mp4Seconds(read, bytes.length)).toBeCloseTo(2052.5, 5);
    expect(Math.max(...reads)).toBeLessThanOrEqual(32);
  });

  it('reads version 1, with 64-bit times, and a moov first', async () => {
    const { bytes, read } = file(ftyp, box('moov', box('free', [0, 0]), mvhd1(1000, 3_725_000)));
    expect(await mp4Seconds(read, bytes.length)).toBe(3725);
  });

  it('has no length without a moov, a broken box, or an unknown duration', async () => {
    const none = file(ftyp, box('mdat', [1, 2, 3]));
    expect(await mp4Seconds(none.read, none.bytes.length)).toBeUndefined();
    const broken = file(ftyp, [0, 0, 0, 4, ...ascii('moov')]);
    expect(await mp4Seconds(broken.read, broken.bytes.length)).toBeUndefined();
    const unknown = file(ftyp, box('moov', mvhd0(1000, 0xffffffff)));
    expect(await mp4Seconds(unknown.read, unknown.bytes.length)).toBeUndefined();
    const text = new TextEncoder().encode('Hello, this is a text file renamed .m4a\n');
    expect(await mp4Seconds(async (a, b) => text.slice(a, b), text.length)).toBeUndefined();
  });
});
