import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last names, passing over a title', () => {
    expect(initials('Rev. Andrew McCracken')).toBe('AM');
    expect(initials('Dr Mary Anne Boyd')).toBe('MB');
    expect(initials('Seán Ó Dónaill')).toBe('SD');
  });

  it('gives one letter for one name, and nothing for no name', () => {
    expect(initials('Heather')).toBe('H');
    expect(initials('  ')).toBe('');
  });
});
