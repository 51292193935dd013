import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateFile } from './validate.ts';

// Checking one file's value against a schema, with fixtures of its own.

const schema = z.object({
  title: z.string({ error: 'The title is missing' }),
  intro: z.string().refine((intro) => !intro.includes('#'), {
    error: 'The intro has a heading',
    params: { snippet: '# Why' },
  }),
});
const shown = (file: string) => `content/${file}`;

describe('validateFile', () => {
  it('gives the checked value, with values filled in', () => {
    const raw = { file: 'a.yml', text: '', data: { title: 'In {town}', intro: 'Hello' } };
    expect(validateFile(raw, schema, shown, { town: 'Ballyglen' })).toEqual({
      ok: true,
      data: { title: 'In Ballyglen', intro: 'Hello' },
      problems: [],
    });
  });

  it('names the file, the field and, for a piece of copy, its line', () => {
    const text = 'title: x\nintro: |\n  Hello\n  # Why\n';
    const raw = { file: 'a.yml', text, data: { intro: 'Hello\n# Why' } };
    expect(validateFile(raw, schema, shown)).toEqual({
      ok: false,
      problems: [
        {
          sentence: '- content/a.yml, title: The title is missing',
          file: 'a.yml',
          keys: ['title'],
        },
        {
          sentence: '- content/a.yml, line 4, intro: The intro has a heading',
          file: 'a.yml',
          keys: ['intro'],
          line: 4,
        },
      ],
    });
  });

  it('tells a fill-in it does not know before the schema speaks, and still checks', () => {
    const raw = { file: 'a.yml', text: '', data: { title: 'In {village}', intro: 'Hi' } };
    const result = validateFile(raw, schema, shown, { town: 'Ballyglen' });
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual([
      {
        sentence:
          '- content/a.yml, title: "{village}" is not a value the site can fill in; use one of {town}',
        file: 'a.yml',
        keys: ['title'],
      },
    ]);
  });

  it('passes over a file that could not be read (reading told its problem)', () => {
    expect(validateFile({ file: 'a.yml', text: '', data: undefined }, schema, shown)).toEqual({
      ok: false,
      problems: [],
    });
  });
});
