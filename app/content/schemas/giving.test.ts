import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { givingSchema } from './giving.ts';

// A church that claims no Gift Aid empties its two boxes in /admin: the page then has no section.

const sample = parse(readFileSync('content/pages/giving.yml', 'utf8')) as Record<string, unknown>;

describe('the Giving page’s Gift Aid section', () => {
  it('is kept as the church wrote it', () => {
    expect(givingSchema.parse(sample).giftAid).toBeDefined();
  });

  it('is none when both its boxes are emptied', () => {
    const emptied = { ...sample, giftAid: { heading: '', body: ' ' } };
    expect(givingSchema.parse(emptied).giftAid).toBeUndefined();
  });
});
