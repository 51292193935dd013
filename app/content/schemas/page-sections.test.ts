import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSectionsSchema } from './page-sections.ts';

// The ids a page's sections get from their headings, for links to them (#kirk-session).

const sections = pageSectionsSchema('the page', z.object({ name: z.string() }));
const people = (heading: string) => ({ type: 'people', heading, people: [{ name: 'Ann' }] });

describe('the sections of a page', () => {
  it('take their ids from their headings, the second of two alike numbered, never the skip link’s', () => {
    const headings = ['Kirk Session', 'Staff', 'Staff', 'Main'];
    const ids = sections.parse(headings.map(people)).map((s) => s.id);
    expect(ids).toEqual(['kirk-session', 'staff', 'staff-2', 'main-2']);
  });

  it('take the link name the office gave one in place of its heading', () => {
    const named = { ...people('Our Vacancy'), linkName: 'vacancy' };
    const ids = sections.parse([named, people('Vacancy')]).map((s) => s.id);
    expect(ids).toEqual(['vacancy', 'vacancy-2']);
  });

  it('may be none at all', () => {
    expect(sections.parse(undefined)).toEqual([]);
  });
});
