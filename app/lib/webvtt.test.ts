import { describe, expect, it } from 'vitest';
import { type Cue, parseWebVtt } from './webvtt.ts';

// The WebVTT files transcription tools write (W3C WebVTT, https://www.w3.org/TR/webvtt1/), and
// the mistakes a file can have, each told with its line.

const cues = (source: string): Cue[] => {
  const read = parseWebVtt(source);
  if ('problem' in read) throw new Error(read.problem);
  return read.cues;
};
const problem = (source: string) => {
  const read = parseWebVtt(source);
  return 'problem' in read ? read.problem : 'no problem';
};

describe('parseWebVtt', () => {
  it('reads the cues, their times in seconds, and the speaker a <v> span names', () => {
    const source = `WEBVTT

00:00:00.000 --> 00:00:05.000
<v John>Podcasting 2.0 is really changing the game.

00:00:05.000 --> 00:00:10.000
<v.loud Tom Smith>Yeah, absolutely.</v>

01:02:03.250 --> 01:02:04.500 align:start position:10%
It is amazing.`;
    expect(cues(source)).toEqual([
      { start: 0, end: 5, voice: 'John', text: 'Podcasting 2.0 is really changing the game.' },
      { start: 5, end: 10, voice: 'Tom Smith', text: 'Yeah, absolutely.' },
      { start: 3723.25, end: 3724.5, text: 'It is amazing.' },
    ]);
  });

  it('takes minutes without hours, names and notes, CRLF lines and a byte order mark', () => {
    const source =
      '\uFEFFWEBVTT - a sermon\r\nKind: captions\r\n\r\nNOTE made by a transcription tool\r\nover two lines\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\nintro\r\n00:01.500 --> 00:03.000\r\nFirst line\r\nsecond line\r\n';
    expect(cues(source)).toEqual([{ start: 1.5, end: 3, text: 'First line second line' }]);
  });

  it('drops other tags and reads character references', () => {
    expect(
      cues(
        'WEBVTT\n\n00:00.000 --> 00:01.000\n<c.yellow>Fish</c> &amp; <i>chips</i> &lt;3 &#8212; <00:00.500>caf&#xE9;&nbsp;time&lrm;',
      )[0]?.text,
    ).toBe('Fish & chips <3 — café time');
  });

  it('leaves out a cue with no words', () => {
    expect(
      cues('WEBVTT\n\n00:00.000 --> 00:01.000\n<i></i>\n\n00:01.000 --> 00:02.000\nWords'),
    ).toEqual([{ start: 1, end: 2, text: 'Words' }]);
  });

  it.each([
    ['', 'is not a WebVTT file: its first line must be WEBVTT'],
    [
      '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file',
      'is not a WebVTT file: its first line must be WEBVTT',
    ],
    ['WEBVTTX\n', 'is not a WebVTT file'],
    ['WEBVTT\n', 'has no cues: there are no words in it to show'],
    [
      'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nCommas',
      'has a cue on line 3 whose times, "00:00:01,000 --> 00:00:02,000", are not in the form WebVTT wants, such as 00:01:02.500 --> 00:01:05.000',
    ],
    [
      'WEBVTT\n\n0:01.000 --> 0:02.000\nOne digit',
      'has a cue on line 3 whose times, "0:01.000 --> 0:02.000", are not',
    ],
    [
      'WEBVTT\n\n00:01.000 -> 00:02.000\nOne dash',
      'has words on line 3, "00:01.000 -> 00:02.000", outside a cue',
    ],
    [
      'WEBVTT\n\n00:61.000 --> 00:62.000\nSixty-one seconds',
      'has a cue on line 3 whose times, "00:61.000 --> 00:62.000", are not',
    ],
    [
      'WEBVTT\n\nJust words',
      'has words on line 3, "Just words", outside a cue: a cue starts with its times',
    ],
    [
      'WEBVTT\n\n00:05.000 --> 00:04.000\nBackwards',
      'has a cue on line 3 that ends (0:04) no later than it starts (0:05)',
    ],
    [
      'WEBVTT\n\n00:05.000 --> 00:05.000\nNo time',
      'has a cue on line 3 that ends (0:05) no later than it starts (0:05)',
    ],
    [
      'WEBVTT\n\n00:05.000 --> 00:06.000\nSecond\n\n00:01.500 --> 00:02.000\nFirst',
      'has a cue on line 6 that starts at 0:01.500, before the cue above it (0:05): cues must be in the order they are spoken',
    ],
  ])('says what is wrong with %j', (source, expected) => {
    expect(problem(source)).toContain(expected);
  });
});
