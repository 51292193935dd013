import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTextSchema } from '../../content/schemas/site-text.ts';
import * as yaml from 'yaml';
import { fromFrontMatterFile, fromYamlFile } from '../../content/yaml.ts';
import { itemFilesIn } from '../../content/loading/read.server.ts';
import { entryChecks, tidyings } from './entry-check.ts';
import { formatTimecode } from '../../lib/timecode.ts';
import { timecodeSeconds } from '../../content/schemas/sermon-transcript.ts';
import { fillInValues } from '../../content/loading/fill-in.ts';
import { collections } from '../../content/schemas/kinds.ts';
import { settingsFiles } from '../../content/schemas/settings-files.ts';
import { loadContent } from '../../content/loading/load.server.ts';
import { churchSchema } from '../../content/schemas/church.ts';

// The build's checks of one entry as /admin makes them before a save (entry-check.ts): an
// entry as the CMS holds it (its file read with the CMS's own format), changed as the office
// might, on both content sets. Expectations come from the change made.

const folders = ['content', 'test/fixtures/content'];

/** Every entry of a content folder as the CMS holds it: its collection, its name and data. */
function entriesOf(dir: string) {
  const read = (file: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return (
      file.endsWith('.md') ? fromFrontMatterFile(yaml, text) : fromYamlFile(yaml, text)
    ) as Record<string, unknown>;
  };
  return [
    ...Object.values(settingsFiles(dir)).map(({ file, cms }) => ({
      collection: cms.section as string,
      name: cms.name,
      file,
      data: read(file),
    })),
    ...Object.values(collections).flatMap((kind) =>
      itemFilesIn(dir, kind).map(({ file, stem }) => ({
        collection: kind.cms.name,
        name: stem,
        file,
        data: read(file),
      })),
    ),
  ];
}

const fillInsOf = (dir: string) =>
  fillInValues(
    churchSchema.parse(yaml.parse(readFileSync(join(dir, 'church.yml'), 'utf8'))),
    siteTextSchema
      .pick({ dates: true, footer: true })
      .transform(({ dates, footer }) => ({ dates, regulators: footer.regulators }))
      .parse(yaml.parse(readFileSync(join(dir, 'site-text.yml'), 'utf8'))),
  );

describe.each(folders)('/admin checks an entry of %s before a save', (dir) => {
  const entries = entriesOf(dir);
  const fillIns = fillInsOf(dir);
  // Before every event the sets typed in /admin: one over when saved is refused.
  const checkEntry = entryChecks(dir, { now: () => Date.parse('2027-03-01T12:00:00Z') });
  const find = (collection: string) =>
    structuredClone(entries.find((e) => e.collection === collection)!);

  it('refuses nothing the build takes, with or without the values {church} and the like stand for', () => {
    expect(() => loadContent(dir)).not.toThrow();
    for (const { collection, name, file, data } of entries) {
      expect(checkEntry(collection, name, data, fillIns), file).toEqual([]);
      expect(checkEntry(collection, name, data), file).toEqual([]);
    }
  });

  it('About Us: a new section of people with nobody in it, named by its heading; one of text taken out', () => {
    const about = structuredClone(entries.find((e) => e.name === 'about-us')!);
    const sections = about.data.sections as Record<string, unknown>[];
    const heading = 'A heading of our own';
    const text = sections.findIndex((s) => s.type === 'text');
    if (text >= 0) sections.splice(text, 1);
    sections.push({ type: 'people', heading });
    expect(checkEntry('pages', 'about-us', about.data, fillIns)).toEqual([
      {
        screen: `Sections → ${heading} → People`,
        message: 'A section of people needs at least one person',
      },
    ]);
  });

  it('About Us: a person without a photo taken; a part of a photo /admin does not offer, named by its box', () => {
    const about = structuredClone(entries.find((e) => e.name === 'about-us')!);
    const sections = about.data.sections as { type: string; people?: Record<string, unknown>[] }[];
    const people = sections.find((s) => s.type === 'people')!.people!;
    delete people[0]!.photo;
    expect(checkEntry('pages', 'about-us', about.data, fillIns)).toEqual([]);
    people[0]!.photoPosition = 'the face';
    const [problem, ...others] = checkEntry('pages', 'about-us', about.data, fillIns);
    expect(others).toEqual([]);
    expect(problem?.screen).toMatch(/→ Part of the photo to keep$/);
  });

  it('a passage naming no book and a missing size, each named as on screen', () => {
    const sermon = find('sermons');
    sermon.data.passage = 'Hezekiah 2:1';
    delete (sermon.data.audio as Record<string, unknown>).bytes;
    expect(checkEntry('sermons', sermon.name, sermon.data, fillIns)).toEqual([
      {
        screen: 'Bible passage',
        message: expect.stringContaining(
          '"Hezekiah 2:1" does not start with the name of a book of the Bible',
        ),
      },
      {
        screen: 'Recording → Size in bytes',
        message: expect.stringContaining('The audio file size is missing'),
      },
    ]);
  });

  it('every bad link of a text, each by its words', () => {
    const page = find('church-pages');
    page.data.body = [
      {
        type: 'text',
        text: 'Read [our old page](http://example.org).\n\nOr [click here](javascript:alert(1)).',
      },
    ];
    expect(checkEntry('church-pages', page.name, page.data, fillIns)).toEqual([
      {
        screen: 'Text → link “our old page”',
        message: expect.stringContaining('must start with https://'),
      },
      { screen: 'Text → link “click here”', message: expect.stringContaining('is not allowed') },
    ]);
  });

  it('a notice across the site that ends before it starts', () => {
    const siteNotice = entries.find((e) => e.name === 'site-notice')!;
    const data = { ...siteNotice.data, from: '2026-12-24T18:00', until: '2026-12-24T17:00' };
    expect(checkEntry('settings', 'site-notice', data, fillIns)).toEqual([
      { screen: 'Until', message: 'The "until" date and time must be later than the "from" one' },
    ]);
  });

  it("a short address twice, one hiding the site's own page, and one going to an http:// address", () => {
    const shortLinks = entries.find((e) => e.name === 'short-links')!;
    const [first] = shortLinks.data.links as { path: string; to: string; note: string }[];
    const links = [first!, { ...first!, to: 'http://example.org' }, { ...first!, path: 'events' }];
    const item = (path: string, to: string) => `Short addresses → “${path} → ${to}”`;
    expect(checkEntry('settings', 'short-links', { links }, fillIns)).toEqual([
      {
        screen: `${item(first!.path, 'http://example.org')} → Goes to`,
        message: expect.stringContaining('must be a full web address starting with https://'),
      },
      {
        screen: `${item('events', first!.to)} → Short address`,
        message: expect.stringContaining("/events is one of the site's own addresses"),
      },
      {
        screen: `${item(first!.path, 'http://example.org')} → Short address`,
        message: expect.stringContaining('is in the list twice'),
      },
    ]);
  });

  it("a recording's sharing link, a page rather than the MP3 file", () => {
    const sermon = find('sermons');
    const audio = sermon.data.audio as { url: string };
    audio.url = 'https://www.dropbox.com/scl/fi/abc123/sermon.mp3?rlkey=xyz&dl=0';
    expect(checkEntry('sermons', sermon.name, sermon.data, fillIns)).toEqual([
      {
        screen: 'Recording → Address of the recording',
        message: expect.stringContaining(
          'is a sharing link from dropbox.com: it opens a page that shows the recording',
        ),
      },
    ]);
  });

  it('a fill-in the site does not know, once it knows the ones it does', () => {
    const activity = find('activities');
    activity.data.name = 'Meeting in {village}';
    expect(checkEntry('activities', activity.name, activity.data, fillIns)).toEqual([
      {
        screen: 'Name',
        message: expect.stringContaining('"{village}" is not a value the site can fill in'),
      },
    ]);
  });

  it('every problem of a sermon at once: the MP3 address, the passage and a chapter past the end', () => {
    const sermon = find('sermons');
    const audio = sermon.data.audio as { url: string; length: string };
    const late = formatTimecode(timecodeSeconds(audio.length)! + 60);
    sermon.data.passage = 'Hezekiah 2:1';
    audio.url = 'http://media.example.org/sermon.wav';
    sermon.data.chapters = [{ start: late, title: 'After the end' }];
    expect(checkEntry('sermons', sermon.name, sermon.data, fillIns)).toEqual([
      {
        screen: 'Bible passage',
        message: expect.stringContaining('does not start with the name of a book'),
      },
      {
        screen: 'Recording → Address of the recording',
        message: expect.stringContaining('starting with https://'),
      },
      {
        screen: 'Recording → Address of the recording',
        message: expect.stringContaining('must be an MP3 or M4A file'),
      },
      {
        screen: expect.stringMatching(/^Chapters → .* → Starts at$/),
        message: expect.stringContaining(
          `The chapter "After the end" starts at ${late}, after the recording ends`,
        ),
      },
    ]);
  });

  it('chapters half written: no crash, and a late chapter named by its own place', () => {
    const sermon = find('sermons');
    const audio = sermon.data.audio as { length: string };
    const late = formatTimecode(timecodeSeconds(audio.length)! + 60);
    sermon.data.chapters = [
      null,
      { start: 'soon', title: 'Unreadable' },
      { start: late, title: 'After the end' },
    ];
    const problems = checkEntry('sermons', sermon.name, sermon.data, fillIns);
    const tooLate = problems.find(({ message }) => message.includes('"After the end" starts at'));
    expect(tooLate?.screen).toContain('After the end');
    for (const chapters of ['abc', [null], 42]) {
      expect(() =>
        checkEntry('sermons', sermon.name, { ...sermon.data, chapters }, fillIns),
      ).not.toThrow();
    }
    expect(() =>
      checkEntry(
        'sermons',
        sermon.name,
        { ...sermon.data, chapters: undefined, transcript: null },
        fillIns,
      ),
    ).not.toThrow();
  });

  it('a transcript given twice, beside a file that is not there', () => {
    const sermon = find('sermons');
    sermon.data.transcript = { file: 'transcripts/not-uploaded.vtt', text: 'Some words.' };
    expect(checkEntry('sermons', sermon.name, sermon.data, fillIns)).toEqual([
      {
        screen: 'Transcript → WebVTT file',
        message: expect.stringContaining('is not in content/transcripts'),
      },
      {
        screen: 'Transcript',
        message: expect.stringContaining('more than one of a WebVTT file, pasted text'),
      },
    ]);
  });

  it('ChurchSuite emptied altogether, but not an id without its account; a giving button to anywhere on https', () => {
    const church = structuredClone(entries.find((e) => e.name === 'church')!.data);
    church.churchSuite = { account: '', calendarId: '', groupsId: '', bookingsId: '' };
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([]);
    church.churchSuite = { account: '', groupsId: '0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b' };
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([
      { screen: expect.stringContaining('Account name'), message: expect.any(String) },
    ]);
    const giving = structuredClone(entries.find((e) => e.name === 'giving')!);
    (giving.data.button as { url: string }).url = 'https://www.stewardship.org.uk/give/our-church';
    expect(checkEntry(giving.collection, giving.name, giving.data, fillIns)).toEqual([]);
    (giving.data.button as { url: string }).url = 'http://bank.example.org/give';
    expect(checkEntry(giving.collection, giving.name, giving.data, fillIns)).toEqual([
      {
        screen: expect.stringContaining('Address'),
        message: expect.stringContaining('starting with https://'),
      },
    ]);
  });

  it('the church’s postcode, number, times and phones as typed: taken, and saved as the site writes them', () => {
    const church = structuredClone(entries.find((e) => e.name === 'church')!.data);
    Object.assign(church.address as object, { postcode: 'ky15 7ab' });
    Object.assign(church, { charityNumber: 'SC 012345', phone: { display: '01334 650123' } });
    const services = church.services as { time: string }[];
    services[0]!.time = '10.30am';
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([]);
    expect(tidyings('settings', 'church', church)).toEqual([
      { keys: ['address', 'postcode'], value: 'KY15 7AB' },
      { keys: ['charityNumber'], value: 'SC012345' },
      { keys: ['services', '0', 'time'], value: '10:30' },
      { keys: ['phone', 'international'], value: '+441334650123' },
    ]);
    // A contact's phone, wherever it is, and nothing where all is as the site writes it.
    const activity = find('activities');
    activity.data.contacts = [{ type: 'person', name: 'Pat', phone: { display: '028 9649 6001' } }];
    expect(tidyings('activities', activity.name, activity.data)).toEqual([
      { keys: ['contacts', '0', 'phone', 'international'], value: '+442896496001' },
    ]);
    expect(tidyings('settings', 'church', entries.find((e) => e.name === 'church')!.data)).toEqual(
      [],
    );
  });

  it('a web address typed as people type it, without https://: taken, and saved whole', () => {
    const church = structuredClone(entries.find((e) => e.name === 'church')!.data);
    church.siteUrl = 'www.penwithickmethodist.org.uk';
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([]);
    expect(tidyings('settings', 'church', church)).toEqual([
      { keys: ['siteUrl'], value: 'https://www.penwithickmethodist.org.uk' },
    ]);
    const giving = structuredClone(entries.find((e) => e.name === 'giving')!);
    (giving.data.button as { url: string }).url = 'bank.example.org/give';
    expect(checkEntry(giving.collection, giving.name, giving.data, fillIns)).toEqual([]);
    expect(tidyings(giving.collection, giving.name, giving.data)).toEqual([
      { keys: ['button', 'url'], value: 'https://bank.example.org/give' },
    ]);
  });

  it('a ChurchSuite address pasted where a box wants part of it: taken, and saved as that part', () => {
    const activity = find('activities');
    activity.data.churchSuiteGroup = ' https://ourchurch.churchsuite.com/groups/ab12cd34 ';
    expect(checkEntry('activities', activity.name, activity.data, fillIns)).toEqual([]);
    expect(tidyings('activities', activity.name, activity.data)).toEqual([
      { keys: ['churchSuiteGroup'], value: 'ab12cd34' },
    ]);
    const church = structuredClone(entries.find((e) => e.name === 'church')!.data);
    const id = '0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';
    Object.assign(church.churchSuite as object, {
      account: 'https://ourchurch.churchsuite.com/my',
      calendarId: `https://ourchurch.churchsuite.com/-/calendar/${id}/json`,
      bookingsId: `https://ourchurch.churchsuite.com/-/bookings/${id}/json`,
    });
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([]);
    expect(tidyings('settings', 'church', church)).toEqual([
      { keys: ['churchSuite', 'account'], value: 'ourchurch' },
      { keys: ['churchSuite', 'calendarId'], value: id },
      { keys: ['churchSuite', 'bookingsId'], value: id },
    ]);
    // A calendar's webcal:// subscribe link is saved as its https address.
    const calendar = 'calendar.google.com/calendar/ical/office%40example.org/public/basic.ics';
    church.calendarUrl = `webcal://${calendar}`;
    expect(checkEntry('settings', 'church', church, fillIns)).toEqual([]);
    expect(tidyings('settings', 'church', church)).toContainEqual({
      keys: ['calendarUrl'],
      value: `https://${calendar}`,
    });
    // Anything else is left for the check's own sentence.
    activity.data.churchSuiteGroup = 'https://www.example.org/groups/ab12cd34';
    expect(tidyings('activities', activity.name, activity.data)).toEqual([]);
    expect(checkEntry('activities', activity.name, activity.data, fillIns)).toEqual([
      {
        screen: 'ChurchSuite group',
        message: expect.stringContaining('the last part of the group’s ChurchSuite address'),
      },
    ]);
  });
});
