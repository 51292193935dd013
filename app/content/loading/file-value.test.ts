import { describe, expect, it } from 'vitest';
import { lineOfKeys, withoutEmptyText } from './file-value.ts';

// A file's text made its value, as the build and /admin both read it.

describe('withoutEmptyText', () => {
  it('leaves out emptied boxes and groups of them, at any depth', () => {
    expect(
      withoutEmptyText({ a: '', b: ' ', c: 'x', d: { e: '' }, f: [{ g: '', h: 1 }], i: 0 }),
    ).toEqual({ c: 'x', f: [{ h: 1 }], i: 0 });
  });
});

describe('lineOfKeys', () => {
  it('finds the line of a box by its keys, in YAML and in front matter, or of the nearest around it', () => {
    const yaml = 'name: Ours\nservices:\n  - day: Sunday\n    time: 11.30\n  - day: Monday\n';
    expect(lineOfKeys('church.yml', yaml, ['services', 0, 'time'])).toBe(4);
    expect(lineOfKeys('church.yml', yaml, ['services', 1])).toBe(5);
    expect(lineOfKeys('church.yml', yaml, ['services', 1, 'time'])).toBe(5);
    expect(lineOfKeys('church.yml', yaml, ['email'])).toBeUndefined();
    const markdown = '---\nslug: x\naudio:\n  url: https://a.example.org/x.mp3\n---\nWords\n';
    expect(lineOfKeys('sermons/x.md', markdown, ['audio', 'url'])).toBe(4);
    expect(lineOfKeys('sermons/x.md', markdown, ['body'])).toBe(6);
  });
});
