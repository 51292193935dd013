import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contentCopies, problemsIn } from '../../../test/content-copies.ts';
import { entryChecks } from '../../admin/before-publish/entry-check.ts';
import { collections } from './kinds.ts';
import { loadContent } from '../loading/load.server.ts';

// Events typed in /admin: what the build takes and refuses, and /admin refusing the same
// before a save, each in the office's words naming the box.

const copy = contentCopies();
const { folder, cms } = collections.typedEvents;
/** A save before every event here, as the clock of a test must not turn one into the past. */
const savedAt = Date.parse('2027-03-01T12:00:00Z');
const checkEntry = entryChecks('content', { now: () => savedAt });

const event = {
  title: 'Harvest supper',
  start: '2027-10-30T18:30',
  end: '2027-10-30T21:00',
  place: { name: 'Church Hall', address: '1 Church Road' },
  link: 'https://www.example.org/harvest',
  description: 'Soup and bread.\n\nAll welcome.',
  category: 'Fellowship',
};

function withEvent(dir: string, data: Record<string, unknown>, stem = 'harvest-supper') {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, `${stem}.yml`), stringify(data));
}

describe('an event typed in /admin', () => {
  it('is taken whole, named by its file, and with its boxes emptied is taken as left out', () => {
    const dir = copy();
    withEvent(dir, event);
    withEvent(dir, { ...event, end: '', place: { name: '', address: '' }, link: '' }, 'bare');
    const typed = loadContent(dir).typedEvents;
    expect(typed).toEqual([
      { ...event, id: 'bare', end: undefined, place: undefined, link: undefined },
      { ...event, id: 'harvest-supper' },
    ]);
    expect(checkEntry(cms.name, undefined, event)).toEqual([]);
  });

  it('takes a picture from the media library, as its copies will name it', () => {
    const dir = copy();
    const news = join(dir, 'images/news');
    const [photo] = readdirSync(news);
    mkdirSync(join(dir, 'images/events'));
    copyFileSync(join(news, photo!), join(dir, 'images/events', photo!));
    withEvent(dir, { ...event, picture: `events/${photo}` });
    const [typed] = loadContent(dir).typedEvents;
    expect(typed!.picture).toMatch(/^events\/.+-[0-9a-f]{8}$/);
  });

  it.each([
    [
      'an end before the start',
      { end: '2027-10-30T17:00' },
      'Ends',
      'The end must be later than the start',
    ],
    [
      'a start that is no time',
      { start: '30/10/2027' },
      'Starts',
      "The start must be a real date and time on the church's clock",
    ],
    [
      'a link that is not https',
      { link: 'http://www.example.org/harvest' },
      'More details or booking',
      'The "More details or booking" link must be a full web address starting with https://',
    ],
    ['no title', { title: '' }, 'Title', 'The title is missing'],
  ])('refuses %s, in the build and in /admin, naming the box', (_, change, box, words) => {
    const data = { ...event, ...change };
    expect(checkEntry(cms.name, undefined, data)).toEqual([
      { screen: box, message: expect.stringContaining(words) },
    ]);
    const dir = copy();
    withEvent(dir, data);
    const told = problemsIn(dir);
    expect(told).toContain(`${folder}/harvest-supper.yml`);
    expect(told).toContain(words);
    expect(told).toContain(`In /admin: ${cms.label}`);
    expect(told).toContain(`→ ${box}`);
  });
});

describe('an event already over when it is saved', () => {
  // The harvest supper runs from 18:30 to 21:00 summer time (17:30 to 20:00 UTC).
  const checkAt = (iso: string) => entryChecks('content', { now: () => Date.parse(iso) });
  const endedAt = '2027-10-30T20:00:00Z';

  it('is refused in /admin, naming Ends, though the build takes it (and leaves it out)', () => {
    expect(checkAt(endedAt)(cms.name, undefined, event)).toEqual([
      { screen: 'Ends', message: expect.stringContaining('already ended') },
    ]);
    const dir = copy();
    withEvent(dir, event);
    expect(loadContent(dir).typedEvents).toHaveLength(1);
  });

  it('without an end, is refused from its start, naming Starts', () => {
    const noEnd = { ...event, end: undefined };
    expect(checkAt('2027-10-30T17:29:00Z')(cms.name, undefined, noEnd)).toEqual([]);
    expect(checkAt('2027-10-30T17:30:00Z')(cms.name, undefined, noEnd)).toEqual([
      { screen: 'Starts', message: expect.stringContaining('without an end') },
    ]);
  });

  it('is taken while under way, and listed beside any other problem when over', () => {
    expect(checkAt('2027-10-30T19:59:00Z')(cms.name, undefined, event)).toEqual([]);
    const problems = checkAt(endedAt)(cms.name, undefined, { ...event, title: '' });
    expect(problems.map(({ screen }) => screen)).toEqual(['Title', 'Ends']);
  });
});
