import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loading/load.server.ts';
import {
  contentCopies,
  type Data,
  editMarkdown,
  problemsIn,
} from '../../../test/content-copies.ts';

// A sermon's transcript and chapters, as the office gives them in the CMS: what the build makes
// of them, and the sentence that stops it, naming the file and the field, when a WebVTT file is
// wrong or a chapter does not fit the recording. Each test gives a copy of the content a sermon
// of its own making, so none depends on the sample's words.

const copyOf = contentCopies();
const file = 'sermons/zz-test.md';
const sermon = (extra: Data) => ({
  slug: 'zz-test',
  title: 'A test sermon',
  date: '2020-01-05',
  preacher: 'A. Preacher',
  passage: 'John 1',
  summary: 'A sermon to test with.',
  audio: { url: 'https://media.example.org/test.mp3', bytes: 1000, length: '2:00' },
  ...extra,
});
const withSermon = (extra: Data, vtt?: string) => {
  const dir = copyOf('test/fixtures/content');
  writeFileSync(join(dir, file), '---\nslug: zz-test\n---\n');
  editMarkdown(dir, file, (data) => Object.assign(data, sermon(extra)));
  if (vtt !== undefined) writeFileSync(join(dir, 'transcripts', 'zz-test.vtt'), vtt);
  return dir;
};
const loaded = (dir: string) => loadContent(dir).sermons.find((s) => s.slug === 'zz-test')!;

const vtt = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:04.000',
  '<v Jean Orr>In the beginning was the Word.',
  '',
  '00:04.000 --> 00:09.000',
  '<v Rev. Sam Boyd>Let us think about words.',
  '',
  '00:09.000 --> 00:12.000',
  'And about the Word.',
].join('\n');

describe('a sermon’s transcript', () => {
  it('from a WebVTT file: paragraphs with their speakers and times', () => {
    const dir = withSermon({ transcript: { file: 'transcripts/zz-test.vtt' } }, vtt);
    expect(loaded(dir).transcript).toEqual({
      vtt: 'transcripts/zz-test.vtt',
      end: 12,
      paragraphs: [
        { start: 0, speaker: 'Jean Orr', text: 'In the beginning was the Word.' },
        {
          start: 4,
          speaker: 'Rev. Sam Boyd',
          text: 'Let us think about words. And about the Word.',
        },
      ],
    });
  });

  it('from pasted text: a paragraph at each blank line, without times', () => {
    const dir = withSermon({ transcript: { text: 'One line\nand its next.\n\nTwo.' } });
    expect(loaded(dir).transcript).toEqual({
      paragraphs: [{ text: 'One line and its next.' }, { text: 'Two.' }],
    });
  });

  it.each([
    ['no group', undefined],
    ['an empty group', {}],
    ['emptied boxes', { file: '', text: '  ' }],
    ['boxes it never filled', { file: null, text: null }],
  ])('none, when the CMS leaves %s', (_, transcript) => {
    const dir = withSermon(transcript === undefined ? {} : { transcript });
    expect(loaded(dir).transcript).toBeUndefined();
  });

  it.each([
    [
      'a file that is not WebVTT',
      '1\n00:00:01,000 --> 00:00:02,000\nAn SRT file',
      'transcript → file: The transcript file transcripts/zz-test.vtt is not a WebVTT file: its first line must be WEBVTT. Save it again as WebVTT from the transcription tool, or paste the text instead',
    ],
    [
      'a cue with times WebVTT does not allow',
      'WEBVTT\n\n00:01 --> 00:02\nShort times',
      'transcript → file: The transcript file transcripts/zz-test.vtt has a cue on line 3 whose times, "00:01 --> 00:02", are not in the form WebVTT wants, such as 00:01:02.500 --> 00:01:05.000. Save it again as WebVTT',
    ],
    [
      'a cue that ends before it starts',
      'WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards',
      'transcript → file: The transcript file transcripts/zz-test.vtt has a cue on line 3 that ends (0:01) no later than it starts (0:05)',
    ],
    [
      'words past the end of the recording',
      'WEBVTT\n\n00:01.000 --> 02:30.000\nToo long',
      "transcript → file: The transcript file transcripts/zz-test.vtt goes on to 2:30, after the recording ends (its length is 2:00): is it this sermon's transcript?",
    ],
  ])('a wrong WebVTT file stops the build: %s', (_, source, problem) => {
    const dir = withSermon({ transcript: { file: 'transcripts/zz-test.vtt' } }, source);
    expect(problemsIn(dir)).toContain(`${file}, ${problem}`);
  });

  it('a file that is not there, or not a .vtt, stops the build', () => {
    const missing = withSermon({ transcript: { file: 'transcripts/none.vtt' } });
    expect(problemsIn(missing)).toContain(
      `${file}, transcript → file: The transcript file transcripts/none.vtt is not in content/transcripts (upload it, or check the spelling)`,
    );
    const srt = withSermon({ transcript: { file: 'transcripts/zz-test.srt' } });
    expect(problemsIn(srt)).toContain(
      `${file}, transcript → file: The transcript file must be a WebVTT file (ending in .vtt) in content/transcripts`,
    );
  });

  it('written from the recording in /admin and corrected there: read as its WebVTT is', () => {
    const dir = withSermon({ transcript: { written: vtt } });
    const { transcript } = loaded(dir);
    expect(transcript?.vtt).toBeUndefined();
    expect(transcript?.end).toBe(12);
    expect(transcript?.paragraphs[0]).toEqual({
      start: 0,
      speaker: 'Jean Orr',
      text: 'In the beginning was the Word.',
    });
    const broken = withSermon({ transcript: { written: 'WEBVTT\n\n00:01.000 -> 00:02.000\nHi' } });
    expect(problemsIn(broken)).toContain(
      `${file}, transcript → written: The transcript written from the recording`,
    );
  });

  it('both a file and pasted text stop the build', () => {
    const dir = withSermon(
      { transcript: { file: 'transcripts/zz-test.vtt', text: 'Words.' } },
      vtt,
    );
    expect(problemsIn(dir)).toContain(
      `${file}, transcript: The transcript has more than one of a WebVTT file, pasted text and one written from the recording: keep one`,
    );
  });
});

describe('a sermon’s chapters', () => {
  it('each its start in seconds and its title, in order', () => {
    const dir = withSermon({
      chapters: [
        { start: '0:00', title: 'The reading' },
        { start: '1:05', title: 'The sermon' },
      ],
    });
    expect(loaded(dir).chapters).toEqual([
      { start: 0, title: 'The reading' },
      { start: 65, title: 'The sermon' },
    ]);
    expect(loaded(withSermon({ chapters: [] })).chapters).toBeUndefined();
  });

  it('a chapter past the recording’s length stops the build', () => {
    const dir = withSermon({
      chapters: [
        { start: '0:00', title: 'The reading' },
        { start: '2:00', title: 'Prayers' },
      ],
    });
    expect(problemsIn(dir)).toContain(
      `${file}, chapters → 1 → start: The chapter "Prayers" starts at 2:00, after the recording ends (its length is 2:00): check its start, or the recording's length`,
    );
  });

  it('chapters out of order, or a start that is not a time, stop the build', () => {
    const dir = withSermon({
      chapters: [
        { start: '1:00', title: 'The sermon' },
        { start: '0:30', title: 'The reading' },
        { start: '90', title: 'Prayers' },
      ],
    });
    const problems = problemsIn(dir);
    expect(problems).toContain(
      `${file}, chapters → 2 → start: The chapter’s start must be written as minutes:seconds or hours:minutes:seconds, such as 12:30 or 1:02:05`,
    );
    const fixed = withSermon({
      chapters: [
        { start: '1:00', title: 'The sermon' },
        { start: '0:30', title: 'The reading' },
      ],
    });
    expect(problemsIn(fixed)).toContain(
      `${file}, chapters → 1 → start: The chapter "The reading" starts at 0:30, no later than the chapter above it (1:00): list the chapters in the order they come`,
    );
  });
});
