import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './webvtt.ts';
import { allowanceReturns, joinPieces, pieceSeconds } from './transcript-writing.ts';
import { base64Of, wavOf } from './wav.ts';

describe('a transcript written from a recording', () => {
  it('joins the pieces into one WebVTT whose times run on across them', () => {
    const vtt = joinPieces([
      [
        { start: 0, end: 4.2, text: ' The sower went out to sow. ' },
        { start: 4.2, end: 29.5, text: 'Some seed fell on the path.' },
      ],
      [],
      [{ start: 1.25, end: 6, text: 'Other seed fell on good soil.' }],
    ]);
    expect(vtt).toBe(
      [
        'WEBVTT',
        '00:00:00.000 --> 00:00:04.200\nThe sower went out to sow.',
        '00:00:04.200 --> 00:00:29.500\nSome seed fell on the path.',
        `00:01:01.250 --> 00:01:06.000\nOther seed fell on good soil.`,
      ].join('\n\n') + '\n',
    );
    const read = parseWebVtt(vtt);
    expect('cues' in read && read.cues.map((cue) => cue.start)).toEqual([0, 4.2, 61.25]);
    expect(pieceSeconds).toBe(30);
  });

  it('keeps each stretch within its piece, never running back, and drops empty ones and arrows', () => {
    const vtt = joinPieces([
      [{ start: 25, end: 34, text: 'Over the edge -->' }],
      [
        { start: -1, end: 2, text: 'Before its start' },
        { start: 3, end: 3, text: '   ' },
      ],
    ]);
    const read = parseWebVtt(vtt);
    if (!('cues' in read)) throw new Error(read.problem);
    expect(read.cues.map(({ start, end, text }) => [start, end, text])).toEqual([
      [25, 30, 'Over the edge →'],
      [30, 32, 'Before its start'],
    ]);
  });

  it('says truthfully when the free allowance returns: 00:00 UTC, 1 am in summer time', () => {
    expect(allowanceReturns(new Date('2026-11-29T15:00:00Z'))).toBe('midnight');
    expect(allowanceReturns(new Date('2026-07-05T15:00:00Z'))).toBe('1 am');
    // The clocks go forward at 01:00 UTC on 29 March 2026: the midnight after the 28th is GMT.
    expect(allowanceReturns(new Date('2026-03-28T12:00:00Z'))).toBe('midnight');
    expect(allowanceReturns(new Date('2026-03-29T12:00:00Z'))).toBe('1 am');
    // And back at 01:00 UTC on 25 October 2026: the midnight after the 24th is still BST.
    expect(allowanceReturns(new Date('2026-10-24T12:00:00Z'))).toBe('1 am');
    expect(allowanceReturns(new Date('2026-10-25T12:00:00Z'))).toBe('midnight');
  });

  it('sends a piece as 16-bit mono WAV, in base64', () => {
    const wav = wavOf(new Float32Array([0, 1, -1, 0.5]), 16_000);
    const view = new DataView(wav.buffer);
    expect(String.fromCharCode(...wav.subarray(0, 4), ...wav.subarray(8, 12))).toBe('RIFFWAVE');
    expect([view.getUint32(24, true), view.getUint16(22, true), view.getUint32(40, true)]).toEqual([
      16_000, 1, 8,
    ]);
    expect([1, 2, 3, 4].map((i) => view.getInt16(42 + i * 2, true))).toEqual([
      0, 32767, -32768, 16383,
    ]);
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(Buffer.from(base64Of(big), 'base64').equals(Buffer.from(big))).toBe(true);
  });
});
