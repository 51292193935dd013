import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from './load.server.ts';
import { noticeMessage } from '../schemas/site-notice.ts';
import { slugOf } from '../../lib/slug.ts';
import {
  contentCopies,
  contentFolders,
  type Data,
  edit,
  editMarkdown,
  firstPeople,
  firstPeopleSection,
  problemsIn,
  expectProblems,
} from '../../../test/content-copies.ts';

// Each test copies a content folder, breaks one thing the way a person editing it might, and
// checks the sentence that stops the build. Expectations come from the change made, never from
// the sample words, so the tests hold for any church's valid content.

const copyOf = contentCopies();

const firstIn = (dir: string, folder: string) => readdirSync(join(dir, folder)).sort()[0]!;
const firstActivity = (dir: string) => firstIn(dir, 'activities');
/** Changes the first activity of a copy; its file, for the sentences. */
const editFirstActivity = (dir: string, change: (activity: Data) => void) => {
  const file = `activities/${firstActivity(dir)}`;
  edit(dir, file, change);
  return file;
};
const firstSermon = (dir: string) => `sermons/${firstIn(dir, 'sermons')}`;
const firstNotice = (dir: string) => `news/${firstIn(dir, 'news')}`;

describe('the content contentFolders', () => {
  it.each(contentFolders)('%s is valid', (folder) => {
    const content = loadContent(folder);
    expect(Object.keys(content.activities).length).toBeGreaterThan(0);
  });
});

describe('bad content stops the build with a sentence naming file and field', () => {
  it('a missing church name', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => delete church.name);
    expect(problemsIn(dir)).toContain('church.yml, name: The church name is missing');
  });

  // A file, or the first file of a folder ('sermons/'); a value at a path of its data; the sentence after "file, ".
  it.each([
    [
      'a web address with http://, not https://',
      'church.yml',
      'social.youtube',
      'http://youtube.com/@our-church',
      'social → youtube: The YouTube channel address must be a full web address starting with https://',
    ],
    [
      "a Facebook link that is not on Facebook's own site",
      'church.yml',
      'social.facebook',
      'https://facebook',
      'social → facebook: The Facebook group address must be a full web address starting with https://',
    ],
    [
      "an Instagram link that is not on Instagram's own site",
      'church.yml',
      'social.instagram',
      'https://www.example.org/our-church',
      'social → instagram: The Instagram address must be an Instagram address, starting with https://www.instagram.com/',
    ],
    [
      'a web address without a real host name, such as https://facebook',
      'church.yml',
      'siteUrl',
      'https://our-church',
      'siteUrl: The website address must be a full web address starting with https://, such as https://www.example.org',
    ],
    [
      'a malformed e-mail address',
      'church.yml',
      'email',
      'the office at the church',
      'email: An e-mail address must look like office@example.org',
    ],
    [
      'no service times',
      'church.yml',
      'services',
      [],
      'services: At least one service time is needed',
    ],
    [
      'a service time that is not a time of day',
      'church.yml',
      'services.0.time',
      '11.75am',
      'services → 0 → time: A service time must be a time of day',
    ],
    [
      'a fill-in the site does not know',
      'pages/home.yml',
      'hero.tagline',
      'Welcome to {village}',
      'hero → tagline: "{village}" is not a value the site can fill in; use one of {church}, {town}',
    ],
    [
      'a livestream address that is not https',
      'church.yml',
      'livestream',
      { url: 'http://www.youtube.com/@our-church/live', note: 'Sundays' },
      'livestream → url: The livestream address must be a full web address starting with https://',
    ],
    [
      'an audio address that is not https',
      'sermons/',
      'audio.url',
      'http://media.example.org/sermon.mp3',
      'audio → url: The audio address must be a full web address starting with https://',
    ],
    [
      'an audio address that is not an MP3',
      'sermons/',
      'audio.url',
      'https://media.example.org/sermon.wav',
      'audio → url: The audio address must be an MP3 or M4A file: its address ends in .mp3 or .m4a (a WAV must be saved as MP3 first)',
    ],
    [
      'a video address that is not a YouTube video',
      'sermons/',
      'video',
      'https://vimeo.com/123456',
      'video: The video address must be a YouTube video’s address',
    ],
    [
      'a sermon in a series that does not exist',
      'sermons/',
      'series',
      'no-such-series',
      'series: there is no series "no-such-series"',
    ],
    [
      'a sermon whose passage names no book of the Bible, or a chapter past its end',
      'sermons/',
      'passage',
      'Psalm 151',
      'passage: "Psalm 151" asks for chapter 151 of Psalms, which has 150 chapters',
    ],
    [
      'a sermon at an address a list of sermons takes',
      'sermons/',
      'slug',
      'books',
      'slug: The web address is taken by a list of sermons (series, preachers, books, years): choose another',
    ],
  ])('%s', (_title, fileOrFolder, path, value, sentence) => {
    const dir = copyOf();
    const file = fileOrFolder.endsWith('/')
      ? fileOrFolder + firstIn(dir, fileOrFolder)
      : fileOrFolder;
    const keys = path.split('.');
    const last = keys.pop()!;
    (file.endsWith('.md') ? editMarkdown : edit)(dir, file, (data) => {
      (keys.reduce((at, key) => at[key] as Data, data) as Data)[last] = value;
    });
    expect(problemsIn(dir)).toContain(`${file}, ${sentence}`);
  });

  it("an activity's Facebook button that goes somewhere else", () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.links = [
        { kind: 'facebook', label: 'Our page', href: 'https://www.example.org/page' },
      ];
    });
    expect(problemsIn(dir)).toContain(
      `${file}, links → 0 → href: A Facebook button's address must be a Facebook address, starting with https://www.facebook.com/`,
    );
  });

  it('two activities with one web address', () => {
    const dir = copyOf();
    const original = firstActivity(dir);
    const { slug } = parse(readFileSync(join(dir, 'activities', original), 'utf8')) as Data;
    cpSync(join(dir, 'activities', original), join(dir, 'activities', 'zz-copy.yml'));
    expect(problemsIn(dir)).toContain(
      `activities/zz-copy.yml, slug: ${join(dir, 'activities', original)} already uses the web address "${String(slug)}"`,
    );
  });

  it('a photo that does not exist', () => {
    const dir = copyOf();
    const { index } = firstPeopleSection(dir);
    edit(dir, 'pages/about-us.yml', (page) => {
      ((page.sections as Data[])[index]!.people as Data[])[0]!.photo = 'people/nobody-at-all.jpg';
    });
    expect(problemsIn(dir)).toContain(
      `pages/about-us.yml, sections → ${index} → people → 0 → photo: A person's photo names a picture that is not in content/images`,
    );
  });

  it('a menu group that does not exist', () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.group = 'nowhere';
    });
    expect(problemsIn(dir)).toContain(`${file}, group: the menu group "nowhere" does not exist`);
  });

  it('a file that is not valid YAML, by line', () => {
    const dir = copyOf();
    writeFileSync(join(dir, 'navigation.yml'), 'links:\n  home: Home\n   events: [Events\n');
    expect(problemsIn(dir)).toMatch(/navigation\.yml \(line \d+\): the file is not valid YAML/);
  });

  /** "line 7": where a piece of text is in a file of the copy. */
  const lineIn = (dir: string, file: string, snippet: string) =>
    `line ${
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(snippet)) + 1
    }`;

  it('Markdown the pages cannot show, naming its line', () => {
    const dir = copyOf();
    const file = `activities/${firstActivity(dir)}`;
    edit(dir, file, (activity) => {
      activity.why = 'Because we love to.\n\n# Why we meet';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, ${lineIn(dir, file, '# Why we meet')}, why: The Why? section has a top-level heading ("#")`,
    );
  });

  it('links that go nowhere safe or to no page, and pictures that are not there', () => {
    const dir = copyOf();
    const file = `activities/${firstActivity(dir)}`;
    edit(dir, file, (activity) => {
      activity.what = 'See [this](javascript:alert(1)).';
      activity.why =
        'See [our events](/events) and [this](/no-such-page).\n\n![A hall](text/no-such-picture.jpg)';
    });
    const problems = problemsIn(dir);
    expect(problems).toContain(
      `${file}, ${lineIn(dir, file, 'javascript:')}, what: The What? section has a link to "javascript:alert(1)", which is not allowed`,
    );
    // Once the unsafe link is gone, links to pages and pictures are checked across the site.
    edit(dir, file, (activity) => {
      activity.what = 'See [this](https://example.org).';
    });
    const later = problemsIn(dir);
    expect(later).toContain(
      `${file}, ${lineIn(dir, file, '/no-such-page')}, why: the link to "/no-such-page" goes to a page that does not exist`,
    );
    expect(later).toContain(
      `${file}, ${lineIn(dir, file, 'no-such-picture')}, why: the picture "text/no-such-picture.jpg" is not in content/images`,
    );
    expect(later).not.toContain('"/events"');
  });

  it('a notice that ends before it starts', () => {
    const dir = copyOf();
    const window = { from: '2027-03-10T09:00', until: '2027-03-09T18:00' };
    edit(dir, 'site-notice.yml', (notice) => Object.assign(notice, window));
    expect(problemsIn(dir)).toContain(
      'site-notice.yml, until: The "until" date and time must be later than the "from" one',
    );
  });

  it('a notice date that is not a real date', () => {
    const dir = copyOf();
    edit(dir, 'site-notice.yml', (notice) => {
      notice.from = '2027-02-30T09:00';
      notice.until = 'next Sunday';
    });
    expectProblems(
      dir,
      `site-notice.yml, from: The "from" date and time must be a real date and time on the church's clock, written year-month-day and hours:minutes, such as 2026-12-24T18:00`,
      'site-notice.yml, until: The "until" date and time must be a real',
    );
  });

  it('a notice message of two paragraphs, or with a link the site will not show', () => {
    const dir = copyOf();
    edit(dir, 'site-notice.yml', (notice) => {
      notice.message = 'Closed on Monday.\n\nOpen again on Tuesday.';
    });
    expect(problemsIn(dir)).toMatch(
      /site-notice\.yml, line \d+, message: The notice message must be one line: it has more than one paragraph/,
    );
    edit(dir, 'site-notice.yml', (notice) => {
      notice.message = 'See [the forecast](http://weather.example.org).';
    });
    expect(problemsIn(dir)).toMatch(
      /site-notice\.yml, line \d+, message: The notice message has a link to "http:\/\/weather\.example\.org", which must start with https:\/\//,
    );
  });

  it('every problem at once, one line each', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      delete church.name;
      church.services = [];
    });
    const lines = problemsIn(dir)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(2);
  });
});

describe('every problem at once, named as the CMS names its box, with its file and line', () => {
  /** The line of a file on which a piece of it first appears. */
  const lineWith = (dir: string, file: string, words: string) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(words)) + 1;

  it.each(contentFolders)(
    '%s: a passage naming no book, a missing size, and an http and a javascript: link in one text',
    (folder) => {
      const dir = copyOf(folder);
      const sermonFile = `sermons/${firstIn(dir, 'sermons')}`;
      const pageFile = `church-pages/${firstIn(dir, 'church-pages')}`;
      let sermonTitle = '';
      editMarkdown(dir, sermonFile, (sermon) => {
        sermonTitle = String(sermon.title);
        sermon.passage = 'Hezekiah 2:1';
        delete (sermon.audio as Data).bytes;
      });
      let pageTitle = '';
      edit(dir, pageFile, (page) => {
        pageTitle = String(page.title);
        page.body = [
          {
            type: 'text',
            text: 'Read [our old page](http://example.org).\n\nOr [click here](javascript:alert(1)).',
          },
        ];
      });
      const message = problemsIn(dir);
      expect(message).toMatch(/^The church content has 4 mistakes:/);
      const told = message.split('\n');
      /** The line the build tells a problem on, and the one under it naming its box in /admin. */
      const problemWith = (words: string) => {
        const at = told.findIndex((line) => line.startsWith('- ') && line.includes(words));
        expect(at, words).toBeGreaterThanOrEqual(0);
        return [told[at]!, told[at + 1]!];
      };
      const sermon = `  In /admin: Sermons → “${sermonTitle}”`;
      expect(problemWith('"Hezekiah 2:1" does not start with the name of a book')).toEqual([
        expect.stringContaining(`${sermonFile}, passage: `),
        `${sermon} → Bible passage, line ${lineWith(dir, sermonFile, 'passage:')}`,
      ]);
      expect(problemWith('The audio file size is missing')).toEqual([
        expect.stringContaining(`${sermonFile}, audio → bytes: `),
        // Not in the file: the line of the group it belongs in.
        `${sermon} → Recording → Size in bytes, line ${lineWith(dir, sermonFile, 'audio:')}`,
      ]);
      // Each link on its own line of the text, named by the line the build already gives.
      expect(problemWith('"http://example.org", which must start with https://')).toEqual([
        expect.stringContaining(
          `${pageFile}, line ${lineWith(dir, pageFile, 'our old page')}, body → 0 → text: `,
        ),
        `  In /admin: Your own pages → “${pageTitle}” → Text → link “our old page”`,
      ]);
      expect(problemWith('"javascript:alert(1)", which is not allowed')).toEqual([
        expect.stringContaining(
          `${pageFile}, line ${lineWith(dir, pageFile, 'click here')}, body → 0 → text: `,
        ),
        `  In /admin: Your own pages → “${pageTitle}” → Text → link “click here”`,
      ]);
    },
  );
});

describe('every problem of one sermon at once', () => {
  it.each(contentFolders)(
    '%s: an MP3 address that is no MP3, a passage naming no book, a chapter after the end',
    (folder) => {
      const dir = copyOf(folder);
      const sermonFile = `sermons/${firstIn(dir, 'sermons')}`;
      editMarkdown(dir, sermonFile, (sermon) => {
        const audio = sermon.audio as Data;
        audio.url = String(audio.url).replace(/\.mp3$/i, '.wav');
        sermon.passage = 'Hezekiah 2:1';
        sermon.chapters = [{ start: '9:59:00', title: 'After the end' }];
      });
      const message = problemsIn(dir);
      expect(message).toMatch(/^The church content has 3 mistakes:/);
      expect(message).toContain(
        `${sermonFile}, audio → url: The audio address must be an MP3 or M4A file`,
      );
      expect(message).toContain(
        `${sermonFile}, passage: "Hezekiah 2:1" does not start with the name of a book`,
      );
      expect(message).toContain(
        `${sermonFile}, chapters → 0 → start: The chapter "After the end" starts at 9:59:00, after the recording ends`,
      );
    },
  );
});

describe('the halls page at the address its content gives', () => {
  it.each(contentFolders)(
    '%s: a text may link to it and to each room’s page; a church page may not take its address',
    (folder) => {
      const dir = copyOf(folder);
      const halls = parse(readFileSync(join(dir, 'pages/halls.yml'), 'utf8')) as {
        slug: string;
        rooms: { name: string }[];
      };
      const room = `/${halls.slug}/${slugOf(halls.rooms[0]!.name)}`;
      const file = `activities/${firstActivity(dir)}`;
      edit(dir, file, (activity) => {
        activity.why = `See [the halls](/${halls.slug}) and [one room](${room}).`;
      });
      expect(() => loadContent(dir)).not.toThrow();
      const page = `church-pages/${firstIn(dir, 'church-pages')}`;
      edit(dir, page, (churchPage) => {
        churchPage.slug = halls.slug;
      });
      expect(problemsIn(dir)).toContain(
        `${page}, slug: the web address /${halls.slug} is the halls page's (pages/halls.yml); choose another for one of them`,
      );
    },
  );

  it('not at an address the site uses itself', () => {
    const dir = copyOf();
    edit(dir, 'pages/halls.yml', (halls) => {
      halls.slug = 'events';
    });
    expect(problemsIn(dir)).toContain(
      'slug: The halls page’s web address belongs to the site itself; choose another, such as halls',
    );
  });
});

describe('boxes emptied in the CMS', () => {
  it('an emptied optional box counts as not given', () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.how = '';
      (activity.contacts as Data[])[0]!.role = '';
    });
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    const activity = loadContent(dir).activities[String(slug)]!;
    expect(activity.how).toBeUndefined();
  });

  it('an emptied required box says what is missing', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      church.name = '  ';
    });
    expect(problemsIn(dir)).toContain('church.yml, name: The church name is missing');
  });

  it("a contact's emptied phone counts as not given; a contact with no way to reach them does not pass", () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.contacts = [
        {
          type: 'person',
          name: 'Pat Leader',
          email: 'pat@our-church.org.uk',
          phone: { display: '', international: '' },
        },
      ];
    });
    expect(() => loadContent(dir)).not.toThrow();
    edit(dir, `${file}`, (activity) => {
      activity.contacts = [{ type: 'person', name: 'Pat Leader', address: [] }];
    });
    expect(problemsIn(dir)).toContain(`${file}, contacts → 0:`);
  });

  it('emptying both livestream boxes takes the "Watch live" link away', () => {
    const dir = copyOf();
    const noteOnly = (note: string) =>
      edit(dir, 'church.yml', (church) => (church.livestream = { url: '', note }));
    noteOnly('');
    expect(loadContent(dir).church.livestream).toBeUndefined();
    noteOnly('Sundays from 11:25');
    expect(problemsIn(dir)).toContain(
      'livestream → url: The livestream address must be a full web address starting with https://',
    );
  });

  it('a person without a name, or a contact of neither kind', () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.contacts = [
        { type: 'person', email: 'pat@our-church.org.uk' },
        { name: 'Pat Leader', email: 'pat@our-church.org.uk' },
      ];
    });
    expectProblems(
      dir,
      `${file}, contacts → 0 → name: A contact name is missing`,
      `${file}, contacts → 1 → type: Each contact is a person`,
    );
  });

  it('emptying both analytics boxes switches counting off', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      church.analytics = { domain: '', endpoint: '' };
    });
    expect(loadContent(dir).church.analytics).toBeNull();
  });
});

describe('what the pages receive', () => {
  it('the notice as words and links with its window in UTC, or nothing when it is off', () => {
    const dir = copyOf();
    const message =
      'Carols in {town} on **Sunday**: [times](/events) or [ring us](tel:+442896496000).';
    edit(dir, 'site-notice.yml', (notice) => {
      notice.enabled = true;
      notice.message = message;
      notice.from = '2027-03-28T00:30'; // winter time: 00:30 UTC
      notice.until = '2027-03-28T03:00'; // summer time, after the clocks go forward: 02:00 UTC
    });
    const { siteNotice, church } = loadContent(dir);
    expect(siteNotice).toMatchObject({
      // Its words and links as the notice's own tests read them (site-notice.test.ts), filled in.
      message: (noticeMessage(message.replace('{town}', church.address.town)) as { runs: [] }).runs,
      from: Date.UTC(2027, 2, 28, 0, 30),
      until: Date.UTC(2027, 2, 28, 2, 0),
      written: { from: '2027-03-28T00:30', until: '2027-03-28T03:00' },
    });
    expect(siteNotice?.key).toMatch(/^[0-9a-f]{12}$/);
    edit(dir, 'site-notice.yml', (notice) => {
      notice.enabled = false;
    });
    expect(loadContent(dir).siteNotice).toBeNull();
  });

  it('a changed message gets a new key, so an earlier dismissal does not hide it', () => {
    const dir = copyOf();
    const before = loadContent(dir).siteNotice!;
    edit(dir, 'site-notice.yml', (notice) => {
      notice.until = '2099-01-01T00:00';
    });
    expect(loadContent(dir).siteNotice!.key).toBe(before.key);
    edit(dir, 'site-notice.yml', (notice) => {
      notice.message = 'Something new.';
    });
    expect(loadContent(dir).siteNotice!.key).not.toBe(before.key);
  });

  it('fills in the town and the first service time, and turns Markdown into blocks', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      (church.address as Data).town = 'Testbridge';
      (church.services as Data[])[0]!.time = '19:15';
    });
    const file = editFirstActivity(dir, (activity) => {
      activity.what = 'We meet at {serviceTime} in {town}.\n\n- Tea\n- *Buns*\n\n## Where';
    });
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    const content = loadContent(dir);
    expect(content.activities[String(slug)]!.what).toEqual([
      'We meet at 7:15 PM in Testbridge.',
      { list: ['Tea', [{ em: ['Buns'] }]] },
      { heading: ['Where'], level: 1 },
    ]);
  });

  it('moves the end of the service with its start: {serviceTime} to {serviceEnd}', () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.what = 'During the service, {serviceTime} to {serviceEnd}.';
    });
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    const whatWith = (time: string, length: number) => {
      edit(dir, 'church.yml', (church) => {
        Object.assign((church.services as Data[])[0]!, { time, length });
      });
      return loadContent(dir).activities[String(slug)]!.what;
    };
    expect(whatWith('11:30', 60)).toEqual(['During the service, 11:30 AM to 12:30 PM.']);
    expect(whatWith('10:45', 60)).toEqual(['During the service, 10:45 AM to 11:45 AM.']);
    expect(whatWith('18:30', 75)).toEqual(['During the service, 6:30 PM to 7:45 PM.']);
    edit(dir, 'church.yml', (church) => {
      church.dateStyle = 'british';
    });
    expect(whatWith('11:00', 60)).toEqual(['During the service, 11am to midday.']);
  });

  it('{serviceEnd} without a length for the first service says where to add it', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      delete (church.services as Data[])[0]!.length;
    });
    const file = editFirstActivity(dir, (activity) => {
      (activity.facts as Data).when = 'Sundays, {serviceTime} to {serviceEnd}';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, facts → when: "{serviceEnd}" needs the length of the first service: add it in Church details, Service times (church.yml, services → 0 → length)`,
    );
  });

  it.each(contentFolders)(
    '%s writes no clock time after "{serviceTime} to": the end follows the start',
    (folder) => {
      const files = ['activities', 'pages'].flatMap((sub) =>
        readdirSync(join(folder, sub)).map((name) => join(folder, sub, name)),
      );
      for (const file of files.filter((name) => name.endsWith('.yml'))) {
        expect(readFileSync(file, 'utf8'), file).not.toMatch(
          /\{serviceTime\}\s*(to|until|-|–)\s*\d/,
        );
      }
    },
  );

  it('gives the church office contact its phone and e-mail from church.yml', () => {
    const dir = copyOf();
    const file = editFirstActivity(dir, (activity) => {
      activity.contacts = [{ type: 'church-office' }];
    });
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    const content = loadContent(dir);
    const last = content.activities[String(slug)]!.contact.at(-1);
    expect(last).toEqual({
      contacts: [
        {
          name: content.siteText.churchOffice,
          email: content.church.email,
          phone: content.church.phone,
        },
      ],
    });
  });

  it('names a changed photo differently, so it is never served stale', () => {
    const dir = copyOf();
    const before = firstPeople(loadContent(dir))[0]!.photo;
    const photo = String(firstPeopleSection(dir).people[0]!.photo);
    const path = join(dir, 'images', photo);
    writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from('\n')]));
    const after = firstPeople(loadContent(dir))[0]!.photo!;
    expect(after).not.toBe(before);
    expect(after.replace(/-[0-9a-f]{8}$/, '')).toBe(before!.replace(/-[0-9a-f]{8}$/, ''));
  });

  it('orders activities by their menu position', () => {
    const dir = copyOf();
    const files = readdirSync(join(dir, 'activities')).sort();
    const last = files.at(-1)!;
    edit(dir, `activities/${last}`, (activity) => {
      activity.order = -1;
    });
    const { slug } = parse(readFileSync(join(dir, 'activities', last), 'utf8')) as Data;
    expect(Object.keys(loadContent(dir).activities)[0]).toBe(slug);
  });
});

describe('bad notices and sermons stop the build with a sentence naming file and field', () => {
  it('a podcast picture smaller than Apple Podcasts takes', async () => {
    const dir = copyOf();
    const small = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#224466' },
    })
      .png()
      .toBuffer();
    writeFileSync(join(dir, 'images/podcast/small.png'), small);
    edit(dir, 'pages/sermons.yml', (page) => {
      (page.podcast as Data).image = 'podcast/small.png';
    });
    expect(problemsIn(dir)).toContain(
      'pages/sermons.yml, podcast → image: The podcast picture (podcast/small.png) is 600 × 600 pixels, too small for its place on the website, which needs at least 1400 × 1400 pixels',
    );
  });

  it.each(['bytes', 'length'])('a sermon without its audio %s', (field) => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => delete (sermon.audio as Data)[field]);
    expect(problemsIn(dir)).toContain(
      `${file}, audio → ${field}: The audio ${field === 'bytes' ? 'file size' : 'length'} is missing`,
    );
  });

  it.each([
    ['news', firstNotice, '/news/'],
    ['sermons', firstSermon, '/sermons/'],
  ])('two %s with the same web address', (folder, first, prefix) => {
    const dir = copyOf();
    const original = first(dir);
    const copy = `${folder}/zz-copy.md`;
    cpSync(join(dir, original), join(dir, copy));
    const slug = String(
      (parse(readFileSync(join(dir, original), 'utf8').split('---')[1]!) as Data).slug,
    );
    expect(problemsIn(dir)).toContain(
      `${copy}, slug: ${join(dir, original)} already uses the web address ${prefix}${slug}`,
    );
  });

  it.each([
    ['news', firstNotice, 'date', 'The date'],
    ['sermons', firstSermon, 'date', 'The date preached'],
  ])('%s: a date that is not a real date', (_folder, first, field, what) => {
    const dir = copyOf();
    const file = first(dir);
    editMarkdown(dir, file, (item) => {
      item[field] = '2026-02-30';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, ${field}: ${what} must be a real date written year-month-day, such as 2026-11-15`,
    );
  });

  it('a PDF over 10 MB', () => {
    const dir = copyOf();
    const file = firstNotice(dir);
    writeFileSync(join(dir, 'files', 'huge.pdf'), Buffer.alloc(10_000_001));
    editMarkdown(dir, file, (notice) => {
      notice.attachment = { file: 'files/huge.pdf', label: 'The bulletin' };
    });
    expect(problemsIn(dir)).toContain(
      `${file}, attachment → file: The attached file is 10.0 MB; the most the site takes is 10 MB`,
    );
  });

  it('a notice without its details between --- lines', () => {
    const dir = copyOf();
    writeFileSync(join(dir, 'news', 'loose.md'), 'Just some words.');
    expect(problemsIn(dir)).toContain(
      'news/loose.md: the file must start with its details between two lines of three dashes',
    );
  });
});

describe('the sample recording', () => {
  it('is the size and length the sample sermons give, and small', () => {
    const bytes = readFileSync('public/audio/sample-sermon.mp3').length;
    expect(bytes).toBeLessThan(200_000);
    for (const folder of contentFolders) {
      for (const sermon of loadContent(folder).sermons) {
        if (!sermon.audio.url.endsWith('/audio/sample-sermon.mp3')) continue;
        expect(sermon.audio.bytes, sermon.slug).toBe(bytes);
        // MPEG-1 Layer III at 44.1 kHz: 1,152 samples a frame; the recording is about 6 s.
        expect(sermon.audio.seconds, sermon.slug).toBe(6);
      }
    }
  });
});

describe('church pages', () => {
  const firstPage = (dir: string) =>
    `church-pages/${readdirSync(join(dir, 'church-pages')).sort()[0]!}`;

  it.each(contentFolders)(
    '%s: each is read, its text and contacts in order, at its own address',
    (folder) => {
      const content = loadContent(folder);
      const files = readdirSync(join(folder, 'church-pages'));
      expect(Object.keys(content.churchPages)).toHaveLength(files.length);
      for (const file of files) {
        const { slug, title } = parse(
          readFileSync(join(folder, 'church-pages', file), 'utf8'),
        ) as Data;
        expect(content.churchPages[slug as string]?.title).toBe(title);
      }
    },
  );

  it.each(['events', 'news', 'admin', 'pagefind', 'activities', 'index', '404'])(
    'cannot take an address the site uses itself (/%s)',
    (taken) => {
      const dir = copyOf();
      const file = firstPage(dir);
      edit(dir, file, (page) => {
        page.slug = taken;
      });
      expect(problemsIn(dir)).toContain(
        `${file}, slug: the web address /${taken} belongs to the site itself; choose another for this page`,
      );
    },
  );

  it("cannot take another page's address", () => {
    const dir = copyOf();
    const file = firstPage(dir);
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    cpSync(join(dir, file), join(dir, 'church-pages', 'copy.yml'));
    expect(problemsIn(dir)).toContain(
      `church-pages/copy.yml, slug: ${join(dir, file)} already uses the web address /${String(slug)}; give each its own`,
    );
  });

  it('in a menu group, names a group that exists', () => {
    const dir = copyOf();
    const file = firstPage(dir);
    edit(dir, file, (page) => {
      page.appears = 'group';
      delete page.group;
    });
    expect(problemsIn(dir)).toContain(
      `${file}, group: The menu group is missing: the page appears in a group, so say which one`,
    );
    edit(dir, file, (page) => {
      page.group = 'no-such-group';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, group: the menu group "no-such-group" does not exist`,
    );
  });

  it('with a link to javascript: and one to a page that does not exist, stops with both', () => {
    const dir = copyOf();
    const file = firstPage(dir);
    edit(dir, file, (page) => {
      page.body = [
        { type: 'text', text: 'Say [hello](javascript:alert(1)).\n\nSee [this](/no-such-page).' },
      ];
    });
    expectProblems(
      dir,
      'has a link to "javascript:alert(1)", which is not allowed: a link may go to a web address (https://)',
      'the link to "/no-such-page" goes to a page that does not exist on this site',
    );
  });

  it('may be linked from any other text', () => {
    const dir = copyOf();
    const file = firstPage(dir);
    const { slug } = parse(readFileSync(join(dir, file), 'utf8')) as Data;
    edit(dir, 'pages/giving.yml', (giving) => {
      giving.intro = `Read [this page](/${String(slug)}) first.`;
    });
    expect(() => loadContent(dir)).not.toThrow();
  });
});
