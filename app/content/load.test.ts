import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentError, loadContent } from './load';

// Each test copies a content folder, breaks one thing the way a person editing it might, and
// checks the sentence that stops the build. Expectations come from the change made, never from
// the sample words, so the tests hold for any church's valid content.

const folders = ['content', 'test/fixtures/content'];
const copies: string[] = [];

function copyOf(source = 'content') {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(source, dir, { recursive: true });
  copies.push(dir);
  return dir;
}
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Data = Record<string, unknown> & { [key: string]: never | unknown };
function edit(dir: string, file: string, change: (data: Data) => void) {
  const path = join(dir, file);
  const data = parse(readFileSync(path, 'utf8')) as Data;
  change(data);
  writeFileSync(path, stringify(data));
}

/** The message loadContent stops with (the test fails if it does not stop). */
function problemsIn(dir: string): string {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('The content was accepted');
}

const firstActivity = (dir: string) => readdirSync(join(dir, 'activities')).sort()[0]!;

describe('the content folders', () => {
  it.each(folders)('%s is valid', (folder) => {
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

  it('a web address without https://', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      (church.social as Data).youtube = 'youtube.com/@our-church';
    });
    expect(problemsIn(dir)).toContain(
      'church.yml, social → youtube: The YouTube channel address must be a full web address starting with https://',
    );
  });

  it('a malformed e-mail address', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      church.email = 'the office at the church';
    });
    expect(problemsIn(dir)).toContain(
      'church.yml, email: An e-mail address must look like office@example.org',
    );
  });

  it('no service times', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      church.services = [];
    });
    expect(problemsIn(dir)).toContain('church.yml, services: At least one service time is needed');
  });

  it('a service time not on the 24-hour clock', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      (church.services as Data[])[0]!.time = '11.30am';
    });
    expect(problemsIn(dir)).toContain(
      'church.yml, services → 0 → time: A service time must be written with the 24-hour clock',
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
    edit(dir, 'pages/about-us.yml', (page) => {
      ((page.kirkSession as Data).people as Data[])[0]!.photo = 'people/nobody-at-all.jpg';
    });
    expect(problemsIn(dir)).toContain(
      "pages/about-us.yml, kirkSession → people → 0 → photo: A person's photo names a picture that is not in content/images",
    );
  });

  it('a menu group that does not exist', () => {
    const dir = copyOf();
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.group = 'nowhere';
    });
    expect(problemsIn(dir)).toContain(
      `activities/${file}, group: the menu group "nowhere" does not exist`,
    );
  });

  it('a file that is not valid YAML, by line', () => {
    const dir = copyOf();
    writeFileSync(join(dir, 'navigation.yml'), 'links:\n  home: Home\n   events: [Events\n');
    expect(problemsIn(dir)).toMatch(/navigation\.yml \(line \d+\): the file is not valid YAML/);
  });

  it('a fill-in the site does not know', () => {
    const dir = copyOf();
    edit(dir, 'pages/home.yml', (home) => {
      (home.hero as Data).tagline = 'Welcome to {village}';
    });
    expect(problemsIn(dir)).toContain(
      'pages/home.yml, hero → tagline: "{village}" is not a value the site can fill in; use one of {church}, {town}',
    );
  });

  it('Markdown the pages cannot show', () => {
    const dir = copyOf();
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.why = '# Why we meet\n\nBecause we love to.';
    });
    expect(problemsIn(dir)).toContain(
      `activities/${file}, why: The Why? section has a heading ("# Why we meet"): only paragraphs and bulleted lists are shown on the site`,
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

describe('boxes emptied in the CMS', () => {
  it('an emptied optional box counts as not given', () => {
    const dir = copyOf();
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.how = '';
      (activity.contacts as Data[])[0]!.role = '';
    });
    const { slug } = parse(readFileSync(join(dir, 'activities', file), 'utf8')) as Data;
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
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.contacts = [
        { name: 'Pat Leader', email: 'pat@our-church.org.uk', phone: { display: '', international: '' } },
      ];
    });
    expect(() => loadContent(dir)).not.toThrow();
    edit(dir, `activities/${file}`, (activity) => {
      activity.contacts = [{ name: 'Pat Leader', address: [] }];
    });
    expect(problemsIn(dir)).toContain(`activities/${file}, contacts → 0:`);
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
  it('fills in the town and the first service time, and turns Markdown into blocks', () => {
    const dir = copyOf();
    edit(dir, 'church.yml', (church) => {
      (church.address as Data).town = 'Testbridge';
      (church.services as Data[])[0]!.time = '19:15';
    });
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.what = 'We meet at {serviceTime} in {town}.\n\n- Tea\n- *Buns*';
    });
    const { slug } = parse(readFileSync(join(dir, 'activities', file), 'utf8')) as Data;
    const content = loadContent(dir);
    expect(content.activities[String(slug)]!.what).toEqual([
      'We meet at 7:15 PM in Testbridge.',
      { list: ['Tea', 'Buns'] },
    ]);
  });

  it('gives the church office contact its phone and e-mail from church.yml', () => {
    const dir = copyOf();
    const file = firstActivity(dir);
    edit(dir, `activities/${file}`, (activity) => {
      activity.contacts = [{ churchOffice: true }];
    });
    const { slug } = parse(readFileSync(join(dir, 'activities', file), 'utf8')) as Data;
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
    const before = loadContent(dir).aboutUs.kirkSession.people[0]!.photo;
    const file = parse(readFileSync(join(dir, 'pages/about-us.yml'), 'utf8')) as Data;
    const photo = String(((file.kirkSession as Data).people as Data[])[0]!.photo);
    const path = join(dir, 'images', photo);
    writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from('\n')]));
    const after = loadContent(dir).aboutUs.kirkSession.people[0]!.photo;
    expect(after).not.toBe(before);
    expect(after.replace(/-[0-9a-f]{8}$/, '')).toBe(before.replace(/-[0-9a-f]{8}$/, ''));
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

// The collections: a notice or sermon is a Markdown file, its facts in front matter.
function editMarkdown(dir: string, file: string, change: (data: Data) => void) {
  const path = join(dir, file);
  const [, frontMatter = '', body = ''] =
    readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/) ?? [];
  const data = parse(frontMatter) as Data;
  change(data);
  writeFileSync(path, `---\n${stringify(data)}---\n${body}`);
}
const firstIn = (dir: string, folder: string) => readdirSync(join(dir, folder)).sort()[0]!;
const firstSermon = (dir: string) => `sermons/${firstIn(dir, 'sermons')}`;
const firstNotice = (dir: string) => `news/${firstIn(dir, 'news')}`;

describe('bad notices and sermons stop the build with a sentence naming file and field', () => {
  it.each(['bytes', 'length'])('a sermon without its audio %s', (field) => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => delete (sermon.audio as Data)[field]);
    expect(problemsIn(dir)).toContain(
      `${file}, audio → ${field}: The audio ${field === 'bytes' ? 'file size' : 'length'} is missing`,
    );
  });

  it('an audio address that is not https', () => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => {
      (sermon.audio as Data).url = 'http://media.example.org/sermon.mp3';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, audio → url: The audio address must be a full web address starting with https://`,
    );
  });

  it('an audio address that is not an MP3', () => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => {
      (sermon.audio as Data).url = 'https://media.example.org/sermon.wav';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, audio → url: The audio address must be an MP3 file: its address ends in .mp3`,
    );
  });

  it('a video address that is not a YouTube video', () => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => {
      sermon.video = 'https://vimeo.com/123456';
    });
    expect(problemsIn(dir)).toContain(
      `${file}, video: The video address must be a YouTube video’s address`,
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

  it('a sermon in a series that does not exist', () => {
    const dir = copyOf();
    const file = firstSermon(dir);
    editMarkdown(dir, file, (sermon) => {
      sermon.series = 'no-such-series';
    });
    expect(problemsIn(dir)).toContain(`${file}, series: there is no series "no-such-series"`);
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
    for (const folder of folders) {
      for (const sermon of loadContent(folder).sermons) {
        if (!sermon.audio.url.endsWith('/audio/sample-sermon.mp3')) continue;
        expect(sermon.audio.bytes, sermon.slug).toBe(bytes);
        // MPEG-1 Layer III at 44.1 kHz: 1,152 samples a frame; the recording is about 6 s.
        expect(sermon.audio.seconds, sermon.slug).toBe(6);
      }
    }
  });
});
