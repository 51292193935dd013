import { describe, expect, it } from 'vitest';
import {
  paragraphSeconds,
  paragraphsOfCues,
  paragraphsOfText,
  pauseSeconds,
  transcriptFileText,
} from './transcript.ts';
import type { Cue } from './webvtt.ts';

const cue = (start: number, end: number, text: string, voice?: string): Cue => ({
  start,
  end,
  text,
  ...(voice && { voice }),
});

describe('paragraphsOfCues', () => {
  it('joins one speaker’s cues into a paragraph that starts with the first', () => {
    expect(
      paragraphsOfCues([cue(0, 2, 'A reading', 'Jean'), cue(2, 4, 'from Luke.', 'Jean')]),
    ).toEqual([{ start: 0, speaker: 'Jean', text: 'A reading from Luke.' }]);
  });

  it('starts a paragraph where another person speaks', () => {
    expect(
      paragraphsOfCues([cue(0, 2, 'Amen.', 'Jean'), cue(2, 4, 'Let us pray.', 'Andrew')]),
    ).toEqual([
      { start: 0, speaker: 'Jean', text: 'Amen.' },
      { start: 2, speaker: 'Andrew', text: 'Let us pray.' },
    ]);
  });

  it('keeps the last speaker named for a cue that names none, as the namespace’s example does', () => {
    expect(
      paragraphsOfCues([
        cue(0, 2, 'Hello.', 'Tom'),
        cue(2, 4, 'Yes.'),
        cue(4, 6, 'Indeed.', 'John'),
      ]),
    ).toEqual([
      { start: 0, speaker: 'Tom', text: 'Hello. Yes.' },
      { start: 4, speaker: 'John', text: 'Indeed.' },
    ]);
  });

  it(`starts a paragraph after a pause of ${pauseSeconds} seconds, not a shorter one`, () => {
    expect(
      paragraphsOfCues([
        cue(0, 2, 'One.'),
        cue(2 + pauseSeconds - 0.1, 5, 'Two.'),
        cue(5 + pauseSeconds, 9, 'Three.'),
      ]),
    ).toEqual([
      { start: 0, text: 'One. Two.' },
      { start: 5 + pauseSeconds, text: 'Three.' },
    ]);
  });

  it(`ends a paragraph of ${paragraphSeconds} seconds or more at the end of a sentence`, () => {
    const long = Array.from({ length: 20 }, (_, i) =>
      cue(i * 3, i * 3 + 3, i === 11 ? 'the end.' : 'words and', 'Andrew'),
    );
    const paragraphs = paragraphsOfCues(long);
    expect(paragraphs.map((p) => p.start)).toEqual([0, 36]);
    expect(paragraphs[0]?.text.endsWith('the end.')).toBe(true);
  });

  it('gives nothing for no cues', () => {
    expect(paragraphsOfCues([])).toEqual([]);
  });
});

describe('paragraphsOfText', () => {
  it('makes a paragraph wherever a blank line is, and joins the lines of one', () => {
    expect(
      paragraphsOfText('First line\nsame paragraph.\n\n\n  Second.  \r\n \r\nThird.\n'),
    ).toEqual([{ text: 'First line same paragraph.' }, { text: 'Second.' }, { text: 'Third.' }]);
  });
});

describe('transcriptFileText', () => {
  it('writes a paragraph a line, after its speaker’s name', () => {
    expect(
      transcriptFileText([{ start: 0, speaker: 'Jean', text: 'Amen.' }, { text: 'Let us pray.' }]),
    ).toBe('Jean: Amen.\n\nLet us pray.\n');
  });
});
