import { describe, expect, it } from 'vitest';
import {
  isNamed,
  isPublishWords,
  labelsNamed,
  lineOf,
  once,
  putRight,
  refusal,
  requiredWords,
  signatureOf,
} from './problem-words.ts';

// The words of /admin's message when Publish is refused (publish-problems.ts), and how a
// problem the build's checks name finds its box by the labels on the screen.

/** Boxes as the checks name them, and the labels on the screen that those names hold. */
const screens = {
  'Recording → Size in bytes': 'Recording → Size in bytes',
  'Services → “Sunday 11:30” → Time': 'Services → Time',
  'Text (2 of 3) → link “old page”': 'Text',
  'Text → Text (2 of 3)': 'Text',
  'link “old page”': '',
};

describe('which box the build’s checks name', () => {
  it('by its labels and its groups’, leaving out the names of list items and of links', () => {
    for (const [screen, labels] of Object.entries(screens))
      expect(labelsNamed(screen)).toBe(labels);
  });

  it('a name said twice at once is said once, on the screen and in the checks', () => {
    expect(once(['Text', 'Text', 'Body', 'Text'])).toEqual(['Text', 'Body', 'Text']);
    expect(isNamed('Text → Text', 'Text')).toBe(true);
    expect(isNamed('Chapters → Starts at', 'Chapters → Starts at')).toBe(true);
    expect(isNamed('Chapters → Title', 'Chapters → Starts at')).toBe(false);
  });
});

describe('the message at the top of the form', () => {
  it('counts what needs putting right', () => {
    expect(putRight(1)).toBe('One thing needs putting right, then choose Publish again:');
    expect(putRight(4)).toBe('4 things need putting right, then choose Publish again:');
  });

  it('names each box, then what is wrong', () => {
    const problem = { path: 'Recording → Size in bytes', messages: ['Missing.', 'Too small.'] };
    expect(lineOf(problem)).toBe('Recording → Size in bytes: Missing. Too small.');
    expect(lineOf({ path: '', messages: ['Something.'] })).toBe('Something.');
    expect(signatureOf([problem, problem])).toBe(
      'Recording → Size in bytes: Missing. Too small.\nRecording → Size in bytes: Missing. Too small.',
    );
  });

  it('leaves out Decap’s “is required” where the build says it in its own words', () => {
    expect(requiredWords(undefined)).toBe(' is required.');
    expect(requiredWords('%{fieldLabel} must be given.')).toBe(' must be given.');
    expect('Size in bytes is required.'.endsWith(requiredWords(undefined))).toBe(true);
  });

  it('is shown after any of Decap’s Publish items, and no other', () => {
    expect(isPublishWords('  Publish now ')).toBe(true);
    expect(isPublishWords('Publish and create new')).toBe(true);
    expect(isPublishWords('Unpublish')).toBe(false);
    expect(isPublishWords('Delete entry')).toBe(false);
  });
});

describe('Decap’s pop-up when the build’s checks refuse a save', () => {
  it('points to the message at the top', () => {
    expect(refusal(1)).toBe('one thing needs putting right; it is named at the top of the form');
    expect(refusal(3)).toBe('3 things need putting right; they are listed at the top of the form');
  });
});
