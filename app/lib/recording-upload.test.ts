import { describe, expect, it } from 'vitest';
import {
  isRecordingKey,
  lengthOf,
  partLength,
  partSize,
  partsOf,
  recordingKey,
  sizeInKey,
  recordingKindOf,
  startsLikeMp3,
  startsLikeMp4,
} from './recording-upload.ts';

describe('a recording sent from /admin', () => {
  const hash = 'c0ffee12'.padEnd(64, '0');
  it('is named by its file, size and the start of its SHA-256, in small letters and dashes', () => {
    expect(recordingKey('Advent Hope – Rév. Smith.MP3', 24613000, hash)).toBe(
      'advent-hope-rev-smith-24613000-c0ffee12.mp3',
    );
    expect(recordingKey('???.mp3', 10, hash)).toBe('sermon-10-c0ffee12.mp3');
    expect(isRecordingKey(recordingKey('New Recording 3.mp3', 9, hash))).toBe(true);
    expect(isRecordingKey('../other/file-9-c0ffee12.mp3')).toBe(false);
    expect(sizeInKey(recordingKey('New Recording 3.mp3', 9, hash))).toBe(9);
  });

  it('keeps the letters of a name in any script, so such names do not all become one', () => {
    const chinese = recordingKey('讲道 𠀀.mp3', 60_000_000, hash);
    expect(chinese).toBe('讲道-𠀀-60000000-c0ffee12.mp3');
    expect(recordingKey('Проповедь.mp3', 5, hash)).toBe('проповедь-5-c0ffee12.mp3');
    expect(isRecordingKey(chinese)).toBe(true);
    // Cut at 60 characters, never inside one.
    expect(isRecordingKey(recordingKey('𠀀'.repeat(70) + '.mp3', 5, hash))).toBe(true);
  });

  it('goes in parts of R2’s least size, the last one smaller', () => {
    const size = 2 * partSize + 5;
    expect(partsOf(size)).toBe(3);
    expect([1, 2, 3].map((n) => partLength(size, n))).toEqual([partSize, partSize, 5]);
    expect(partLength(size, 4)).toBeUndefined();
    expect(partsOf(200e6)).toBe(39);
  });

  it('is an MP3 by its first bytes: an ID3 tag or an MPEG layer III frame', () => {
    expect(startsLikeMp3(new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe(true);
    expect(startsLikeMp3(new Uint8Array([0xff, 0xfb, 0x90, 0]))).toBe(true);
    expect(startsLikeMp3(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBe(false); // %PDF
  });

  it('is an M4A as phones make it: its name, then an MP4’s ftyp with an audio brand', () => {
    const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));
    const ftyp = (major: string, ...compatible: string[]) =>
      new Uint8Array([
        0,
        0,
        0,
        16 + 4 * compatible.length,
        ...ascii('ftyp'),
        ...ascii(major),
        0,
        0,
        0,
        0,
        ...ascii(compatible.join('')),
      ]);
    expect(recordingKey('Voice Memo 3.M4A', 9, hash)).toBe('voice-memo-3-9-c0ffee12.m4a');
    expect(isRecordingKey('voice-memo-3-9-c0ffee12.m4a')).toBe(true);
    expect(recordingKindOf('New Recording.m4a', '')).toBe('m4a');
    expect(recordingKindOf('x', 'audio/x-m4a')).toBe('m4a');
    expect(recordingKindOf('notes.docx', '')).toBeUndefined();
    expect(recordingKindOf('ZOOM0001.WAV', 'audio/wav')).toBeUndefined();
    // iPhone's Voice Memos, Android's Recorder (mp42, isom), Samsung's (3gp4).
    expect(startsLikeMp4(ftyp('M4A ', 'M4A ', 'isom', 'mp42'))).toBe(true);
    expect(startsLikeMp4(ftyp('mp42', 'isom'))).toBe(true);
    expect(startsLikeMp4(ftyp('3gp4', '3gp4'))).toBe(true);
    // A QuickTime film, HEIF picture, and a text file renamed .m4a are not.
    expect(startsLikeMp4(ftyp('qt  ', 'qt  '))).toBe(false);
    expect(startsLikeMp4(ftyp('heic', 'mif1'))).toBe(false);
    expect(startsLikeMp4(new TextEncoder().encode('Hello, this is not a recording at all'))).toBe(
      false,
    );
  });

  it('has its length written as the Length box takes it', () => {
    expect([lengthOf(5.2), lengthOf(2052), lengthOf(3725)]).toEqual(['0:05', '34:12', '1:02:05']);
  });
});
