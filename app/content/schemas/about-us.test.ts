import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aboutUsSchema } from './about-us.ts';
import { defaultPhotoPosition, photoPositions } from '../../lib/photo-position.ts';

// A person's photo is theirs to leave out, and the part of it the square keeps is the office's
// to choose. Each test changes the first person of the sample's first section of people.

type Data = Record<string, unknown>;
const schema = aboutUsSchema('content');

function withFirstPerson(change: (person: Data) => void) {
  const page = parse(readFileSync('content/pages/about-us.yml', 'utf8')) as { sections: Data[] };
  const index = page.sections.findIndex((s) => s.type === 'people');
  change((page.sections[index]!.people as Data[])[0]!);
  return { page, index };
}

describe("About Us's people", () => {
  it('take a person without a photo, and give the page no photo of them', () => {
    const { page, index } = withFirstPerson((person) => delete person.photo);
    const parsed = schema.parse(page);
    const section = parsed.sections[index]!;
    expect(section.type === 'people' && section.people[0]).not.toHaveProperty('photo');
  });

  it('give the page the part of a photo its square keeps, none chosen meaning the default', () => {
    const chosen = Object.keys(photoPositions).find((p) => p !== defaultPhotoPosition)!;
    const { page, index } = withFirstPerson((person) => (person.photoPosition = chosen));
    const section = schema.parse(page).sections[index]!;
    expect(section.type === 'people' && section.people[0]?.photoPosition).toBe(chosen);
  });

  it('refuse a part of the photo that is not one of the choices, saying which are', () => {
    const { page } = withFirstPerson((person) => (person.photoPosition = 'the face'));
    const { error } = schema.safeParse(page);
    expect(error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringContaining(Object.keys(photoPositions).join(', ')),
    ]);
  });
});
