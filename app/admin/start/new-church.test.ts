import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { filesOutOfForm } from '../../../scripts/format-content.mjs';
import { applyChanges, repositoryPaths, repositoryTexts } from '../../../test/apply-changes.ts';
import { contentCopies } from '../../../test/content-copies.ts';
import {
  baptistInWales,
  beneficeOfTwo,
  independentInLondon,
  methodistChapel,
  parishInFife,
  parishInScotland,
} from '../../../test/start-facts.ts';
import { sampleRecord } from '../../content/loading/sample-values.server.ts';
import { filesIn } from '../../content/loading/sample-values.server.ts';
import { onStreet, regulatorOf, roadIn } from '../../content/loading/fill-in.ts';
import { fillPhrase } from '../../lib/format-date.ts';
import { loadContent, loadContentInLanguages } from '../../content/loading/load.server.ts';
import { sampleChecklist } from '../../content/loading/placeholders.server.ts';
import { valueOf } from '../../content/loading/file-value.ts';
import { inLanguage, type Language, withoutLanguage } from '../../lib/languages.ts';
import { languagesOfChoice, startFactsSchema, type StartFacts } from './facts.ts';
import { newChurch, ownItems, staying } from './new-church.ts';
import { formWords, keptFileIn, languageWords, startWords, templatesIn } from './words.ts';

const copy = contentCopies();

/** Every person the sample names: anyone with a role, and every sermon's preacher. */
function samplePeople(dir: string): string[] {
  const names = new Set<string>();
  let sermon = false;
  const visit = (value: unknown, key = '') => {
    if (sermon && key === 'preacher' && typeof value === 'string') names.add(value);
    if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === 'object') {
      const entry = value as Record<string, unknown>;
      if (typeof entry.name === 'string' && typeof entry.role === 'string') names.add(entry.name);
      Object.entries(entry).forEach(([k, v]) => visit(v, k));
    }
  };
  for (const file of filesIn(dir).filter((f) => /\.(ya?ml|md)$/.test(f))) {
    const read = valueOf(file, readFileSync(join(dir, file), 'utf8'));
    sermon = file.startsWith('sermons/');
    if ('data' in read) visit(read.data);
  }
  return [...names];
}

const forbidden = ['Ballyglen', 'Presbyterian', 'Kirk Session', 'County Down', 'Northern Ireland'];

/** A copy of the sample made the church of `facts`, with the photos the form would upload. */
async function published(facts: StartFacts, dir = copy()) {
  const changes = newChurch(facts, repositoryPaths(dir), sampleRecord().paths, {
    texts: repositoryTexts(dir),
  });
  const photos = [facts.building?.photo, ...facts.leaders.map((leader) => leader.photo)];
  for (const photo of photos.filter((p): p is string => Boolean(p))) {
    const jpeg = await sharp({
      create: { width: 1920, height: 1080, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer();
    changes.write[`content/images/${photo}`] = new Uint8Array(jpeg);
  }
  applyChanges(dir, changes);
  return { dir, changes };
}

/** A fresh copy of the sample content made the church of `facts` for a block's tests, then gone. */
function publishedInBlock(facts: StartFacts) {
  const site = {} as Awaited<ReturnType<typeof published>>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync('content', dir, { recursive: true });
    Object.assign(site, await published(facts, dir));
  });
  afterAll(() => rmSync(site.dir, { recursive: true, force: true }));
  return site;
}

test('a leader’s photo keeps the part chosen on the start form’s square', () => {
  const [minister, ...rest] = parishInScotland.leaders;
  const facts = {
    ...parishInScotland,
    leaders: [{ ...minister!, photoPosition: 'middle' as const }, ...rest],
  };
  const aboutUs = parse(
    String(newChurch(facts, [], sampleRecord().paths).write['content/pages/about-us.yml']),
  ) as unknown;
  expect(JSON.stringify(aboutUs)).toContain(
    JSON.stringify({
      name: minister!.name,
      role: minister!.role,
      photo: minister!.photo,
      photoPosition: 'middle',
    }),
  );
});

test('keeps the church’s own sermon, news item, picture and page, and says so', () => {
  const own = [
    'content/sermons/our-own-2027-easter.md',
    'content/news/our-own-news.md',
    'content/images/sermons/our-own-cover.jpg',
    'content/church-pages/our-own-page.yml',
  ];
  const existing = [...repositoryPaths(copy()), ...own];
  const { remove } = newChurch(baptistInWales, existing, sampleRecord().paths);
  expect(remove.length).toBeGreaterThan(0);
  expect(remove.filter((path) => own.includes(path))).toEqual([]);
  expect(ownItems(existing, sampleRecord().paths)).toEqual(own);
  expect(staying(own)).toBe(
    'Your 1 news item, 1 sermon, 1 picture and 1 page stay: the form removes only the sample’s own.',
  );
  expect(staying([own[0]!, own[0]!.replace('easter', 'advent')])).toMatch(/^Your 2 sermons stay:/);
  expect(staying(own.slice(1, 2))).toMatch(/^Your 1 news item stays:/);
  expect(staying([])).toBe('');
});

describe.each([
  ['a Baptist church in Wales', baptistInWales],
  ['a Church of Scotland parish', parishInScotland],
  ['a Scottish Episcopal parish in Fife', parishInFife],
  ['an independent church in London', independentInLondon],
  ['a Methodist chapel', methodistChapel],
])('One Publish of the start form for %s', (_, facts) => {
  // One copy made that church for every test here: reading it changes nothing.
  const site = publishedInBlock(facts);

  test('the fixture is what the form accepts', () => {
    expect(startFactsSchema.safeParse(facts).error?.issues ?? []).toEqual([]);
  });

  test('leaves a whole site of that church: no problems, no sample value left', async () => {
    const { dir } = site;
    expect(() => loadContent(dir)).not.toThrow();
    expect(sampleChecklist(dir, { record: sampleRecord() })).toEqual([]);
    expect(filesOutOfForm(dir).map(({ path }) => path)).toEqual([]);
  });

  test('removes every sample item, picture and file, and only what the repository holds', async () => {
    const before = repositoryPaths(copy());
    const { dir, changes } = site;
    expect(changes.remove.every((path) => before.includes(path))).toBe(true);
    expect(newChurch(facts, [], sampleRecord().paths).remove).toEqual([]);
    const written = Object.keys(changes.write).map((path) => path.replace(/^content\//, ''));
    const items = /^(activities|events|news|sermons|sermon-series|transcripts|files|images)\//;
    expect(
      before.filter((path) => items.test(path.slice('content/'.length))).length,
    ).toBeGreaterThan(0);
    expect(filesIn(dir).filter((file) => items.test(file) && !written.includes(file))).toEqual([]);
  });

  test('names no link, service, room or system the church does not have', async () => {
    const { dir } = site;
    const content = loadContent(dir);
    const said = (page: unknown) => JSON.stringify(page);
    const signUp = facts.signUp ?? 'office';
    const givingInChurchSuite = facts.giving.url.includes('.churchsuite.com/');
    const usesChurchSuite =
      facts.events.from === 'churchsuite' ||
      signUp === 'churchsuite' ||
      givingInChurchSuite ||
      facts.records?.addressBook === 'yes';
    expect(said(content.giving).includes('ChurchSuite')).toBe(givingInChurchSuite);
    expect(Boolean(content.getInvolved.form)).toBe(signUp === 'churchsuite');
    expect(readFileSync(join(dir, 'pages/get-involved.yml'), 'utf8').includes('ChurchSuite')).toBe(
      signUp === 'churchsuite',
    );
    const accessibility = said(content.churchPages.accessibility).replaceAll(
      facts.giving.label,
      '',
    );
    expect(accessibility.includes('ChurchSuite')).toBe(signUp === 'churchsuite');
    expect(said(content.privacyPolicy).includes('ChurchSuite')).toBe(usesChurchSuite);
    for (const page of [content.privacyPolicy, content.churchPages.accessibility]) {
      expect(said(page)).not.toMatch(/video/i);
      expect(said(page).includes('livestream')).toBe(Boolean(facts.livestream));
    }
    expect(said(content.churchPages.visit)).not.toMatch(/foot of each page\. *The link/);
    const giftAid = facts.records?.giftAid === 'yes';
    expect(said(content.privacyPolicy).includes('Gift Aid')).toBe(giftAid);
    expect(said(content.giving).includes('Gift Aid')).toBe(giftAid);
    expect(said(content.privacyPolicy).includes('registers')).toBe(
      facts.records?.registers === 'yes',
    );
    expect(content.hallsPage.rooms.map(({ name }) => name)).toEqual(
      (facts.rooms ?? []).map(({ name }) => name),
    );
  });

  test('gives the address in full, and the town once beside the church’s name', async () => {
    const { dir } = site;
    const content = loadContent(dir);
    const { street, town, postcode } = facts.address;
    const full = `${street}, ${town}, ${postcode}`;
    for (const page of [content.privacyPolicy, content.churchPages.visit, content.home.findUs]) {
      expect(JSON.stringify(page)).toContain(full);
    }
    const welcomes = [content.home.meta.description, content.sermonsPage.podcast.description];
    for (const words of welcomes) expect(words.split(town).length - 1).toBe(1);
  });

  test('gives each group of leaders its own section on About Us, those with none first', async () => {
    const { dir } = site;
    const sections = loadContent(dir).aboutUs.sections.flatMap((s) =>
      s.type === 'people' ? [{ heading: s.heading, people: s.people.map((p) => p.name) }] : [],
    );
    const groups = [...new Set(facts.leaders.map((leader) => leader.group ?? ''))];
    expect(sections.map(({ people }) => people)).toEqual(
      groups.map((group) =>
        facts.leaders.filter((leader) => (leader.group ?? '') === group).map(({ name }) => name),
      ),
    );
    expect(sections.slice(1).map(({ heading }) => heading)).toEqual(groups.slice(1));
  });

  test('writes a privacy notice the church can sign: nine sections, each lawful basis, every right and the ICO', async () => {
    const { dir } = site;
    const notice = loadContent(dir).privacyPolicy;
    expect(notice.sections).toHaveLength(9);
    const said = JSON.stringify(notice);
    const { street, town, postcode } = facts.address;
    expect(said).toContain(`${facts.name}, ${street}, ${town}, ${postcode}`);
    for (const basis of ['your consent', 'legitimate interests', 'a legal obligation']) {
      expect(said).toContain(basis);
    }
    for (const right of [
      'access',
      'rectification',
      'erasure',
      'restriction',
      'objection',
      'portability',
      'withdraw your consent',
    ]) {
      expect(said).toContain(right);
    }
    for (const ico of ['0303 123 1113', 'ico.org.uk', 'Wycliffe House', 'Wilmslow', 'SK9 5AF']) {
      expect(said).toContain(ico);
    }
  });

  test('names neither the sample church nor anyone in it', async () => {
    const people = samplePeople('content');
    expect(people.length).toBeGreaterThan(0);
    const { dir } = site;
    // The regulators' names are every church's words (one is "for Northern Ireland").
    const regulators = Object.values(loadContent('content').siteText.footer.regulators);
    for (const file of filesIn(dir).filter((f) => /\.(ya?ml|md|svg|vtt)$/.test(f))) {
      const written = readFileSync(join(dir, file), 'utf8');
      const text = regulators.reduce((left, name) => left.replaceAll(name, ''), written);
      for (const words of [...forbidden, ...people]) {
        expect(text.includes(words), `${file} holds "${words}"`).toBe(false);
      }
    }
  });

  test('gives the church’s own facts where a visitor looks for them', async () => {
    const { dir, changes } = site;
    const content = loadContent(dir);
    expect(content.church.name).toBe(facts.name);
    expect(changes.message).toContain(facts.name);
    const privacy = JSON.stringify(content.privacyPolicy);
    expect(privacy).toContain(facts.name);
    expect(privacy).toContain(facts.email);
    expect(privacy.includes('registered with')).toBe(Boolean(facts.charityNumber));
    if (facts.charityNumber)
      expect(privacy).toContain(
        content.siteText.footer.regulators[regulatorOf(facts.charityNumber)!],
      );
    const people = content.aboutUs.sections.flatMap((s) => (s.type === 'people' ? s.people : []));
    expect(people.map(({ name, role }) => ({ name, role }))).toEqual(
      facts.leaders.map(({ name, role }) => ({ name, role })),
    );
    const safeguarding = readFileSync(join(dir, 'church-pages/safeguarding.yml'), 'utf8');
    for (const { name } of facts.safeguarding) expect(safeguarding).toContain(name);
    const home = parse(readFileSync(join(dir, 'pages/home.yml'), 'utf8')) as {
      hero: { image?: { src: string } };
      story: { text: string };
    };
    expect(home.hero.image?.src).toBe(facts.building?.photo);
    // "We are a congregation…", however the office began it.
    expect(home.story.text.toLowerCase()).toContain(facts.tradition.toLowerCase());
  });
});

describe('One Publish of the start form for a benefice of two churches', () => {
  const site = publishedInBlock(beneficeOfTwo);

  test('the fixture is what the form accepts, and the site is whole', () => {
    expect(startFactsSchema.safeParse(beneficeOfTwo).error?.issues ?? []).toEqual([]);
    expect(() => loadContent(site.dir)).not.toThrow();
    expect(sampleChecklist(site.dir, { record: sampleRecord() })).toEqual([]);
    expect(filesOutOfForm(site.dir).map(({ path }) => path)).toEqual([]);
  });

  test('writes each church its file, and each service its church and weeks', () => {
    const content = loadContent(site.dir);
    expect(content.churches.map(({ slug, name }) => [slug, name])).toEqual([
      ['st-andrews-kelby', 'St Andrew’s, Kelby'],
      ['st-marys-ashwell', 'St Mary’s, Ashwell'],
    ]);
    expect(content.churches[1]!.access).toEqual({
      stepFree: true,
      hearingLoop: true,
      toilets: false,
      parking: 'On Church Lane.',
    });
    expect(content.church.services.map(({ church, weeks }) => [church, weeks])).toEqual([
      ['st-marys-ashwell', [1, 3]],
      ['st-andrews-kelby', [2, 4]],
      ['st-marys-ashwell', [5]],
    ]);
    // The month's services across both, from the patterns.
    const held = new Set(content.several!.services.held.map((service) => service.church));
    expect(held).toEqual(new Set(['st-marys-ashwell', 'st-andrews-kelby']));
  });

  test('says what is true of several churches: their names, their pages, the benefice as controller', () => {
    const content = loadContent(site.dir);
    const said = (page: unknown) => JSON.stringify(page);
    expect(said(content.home)).toContain('St Mary’s, Ashwell and St Andrew’s, Kelby');
    expect(said(content.home)).not.toContain('Join us on Sunday');
    expect(said(content.churchPages.visit)).toContain('{"link":"/churches"');
    expect(said(content.churchPages.visit)).not.toContain('every Sunday');
    expect(said(content.privacyPolicy)).toContain(
      'The Benefice of Ashwell and Kelby, whose office is at The Rectory, Church Lane, Ashwell, NG32 9ZZ, decides why and how the personal information we keep about you is used, for all of its churches',
    );
  });
});

test('the form refuses a service at no church of several, and a church on a site of one', () => {
  const issues = (facts: StartFacts) =>
    (startFactsSchema.safeParse(facts).error?.issues ?? []).map(({ path, message }) => [
      path.join('.'),
      message,
    ]);
  const [first, ...rest] = beneficeOfTwo.services;
  expect(
    issues({ ...beneficeOfTwo, services: [{ ...first!, church: 'St Mary’s' }, ...rest] }),
  ).toEqual([
    [
      'services.0.church',
      'Name the church this service is at: one of St Mary’s, Ashwell, St Andrew’s, Kelby',
    ],
  ]);
  expect(issues({ ...beneficeOfTwo, services: [{ ...first!, weeks: 'first' }, ...rest] })).toEqual([
    [
      'services.0.weeks',
      'Write the weeks of the month as numbers from 1 to 5, such as 1st and 3rd',
    ],
  ]);
  expect(issues({ ...methodistChapel, services: [{ ...first!, church: undefined }] })).toEqual([
    [
      'services.0.weeks',
      'A church and weeks of the month are only for several churches: choose Several churches above, or empty these boxes',
    ],
  ]);
});

describe.each([
  ['Cymraeg a Saesneg', 'cy-en'],
  ['English and Welsh', 'en-cy'],
  ['Cymraeg', 'cy'],
] as const)('One Publish of the start form in %s', (_, choice) => {
  const facts: StartFacts = { ...baptistInWales, languages: choice };
  const languages = languagesOfChoice(choice);
  const two = languages.length > 1;
  const site = publishedInBlock(facts);
  const read = (file: string) =>
    parse(readFileSync(join(site.dir, file), 'utf8')) as Record<string, unknown>;
  /** A file's name in `language` on this site: its own on a site of two, else the plain one. */
  const named = (file: string, language: Language) => (two ? inLanguage(file, language) : file);

  test('the fixture is what the form accepts, and the site it leaves is whole in each language', () => {
    expect(startFactsSchema.safeParse(facts).error?.issues ?? []).toEqual([]);
    const content = loadContentInLanguages(site.dir);
    expect([content.language, ...Object.keys(content.translations)]).toEqual(languages);
    for (const each of [content, ...Object.values(content.translations)]) {
      expect(each.untranslated).toEqual([]);
      expect(each.church.name).toBe(facts.name);
    }
    expect(sampleChecklist(site.dir, { record: sampleRecord() })).toEqual([]);
    expect(filesOutOfForm(site.dir).map(({ path }) => path)).toEqual([]);
  });

  test('writes every file it writes once per language, as the loader and the CMS name them', () => {
    const files = filesIn(site.dir).filter((file) => /\.ya?ml$/.test(file));
    const written = [...Object.keys(startWords), 'site-text.yml', 'pages/search.yml'];
    for (const file of written)
      for (const language of languages) expect(files).toContain(named(file, language));
    // On a site of two, nothing the form writes is left under its one-language name.
    if (two) expect(files.filter((file) => written.includes(file))).toEqual([]);
    else expect(files.filter((file) => withoutLanguage(file).language)).toEqual([]);
    expect(site.changes.remove).toEqual(
      expect.arrayContaining(two ? ['content/site-text.yml', 'content/church.yml'] : []),
    );
  });

  test('writes each language’s pages in its own words, with the same facts in each', () => {
    for (const language of languages) {
      const templates = templatesIn(language) as Record<
        string,
        { meta: { title: string }; serviceTimes: { intro: string }; title: string }
      >;
      const content =
        language === languages[0] ? loadContent(site.dir) : loadContent(site.dir, language);
      expect(content.language).toBe(language);
      expect(content.home.meta.title).toBe(templates['pages/home.yml']!.meta.title);
      expect(content.home.serviceTimes.intro).toBe(templates['pages/home.yml']!.serviceTimes.intro);
      expect(content.churchPages.accessibility?.title).toBe(
        templates['church-pages/accessibility.yml']!.title,
      );
      // Where the church is, and its first service's day, in the language's own words.
      const road = roadIn(facts.address.street)!;
      const where =
        language === 'en'
          ? onStreet(facts.address.street)
          : fillPhrase(formWords[language].site.onRoad, { road });
      expect(JSON.stringify(content.home)).toContain(where);
      const day = languageWords[language].dates.weekdays[0]!.inText;
      expect(JSON.stringify(content.getInvolved)).toContain(day);
      const church = read(named('church.yml', language));
      expect([church.language, church.secondLanguage]).toEqual([languages[0], languages[1]]);
      for (const fact of ['address', 'phone', 'email', 'services', 'calendarUrl', 'siteUrl'])
        expect(church[fact], fact).toEqual(read(named('church.yml', languages[0]!))[fact]);
    }
  });

  test('gives the site the fixed words of each language: Welsh from the form’s words, English the content’s own', () => {
    for (const language of languages) {
      const siteText = read(named('site-text.yml', language));
      const english = parse(readFileSync('content/site-text.yml', 'utf8')) as typeof siteText;
      const words = keptFileIn(language, 'site-text.yml', two) as typeof siteText | undefined;
      const { languages: switchWords, ...rest } = siteText;
      const { languages: _, ...expected } = words ?? english;
      expect(rest).toEqual(expected);
      expect(Boolean(switchWords)).toBe(two);
      if (language === 'cy') {
        const search = read(named('pages/search.yml', 'cy'));
        expect(search).toEqual(keptFileIn('cy', 'pages/search.yml', two));
      }
    }
  });
});

test('in English alone leaves the words file and the search page as the office left them', () => {
  const dir = copy();
  const kept = ['content/site-text.yml', 'content/pages/search.yml'];
  // Even a hand-written one, not as the CMS would save it.
  const texts = {
    ...repositoryTexts(dir),
    [kept[0]!]: `# Our own words\n${repositoryTexts(dir)[kept[0]!]}`,
  };
  const { write, remove } = newChurch(baptistInWales, repositoryPaths(dir), sampleRecord().paths, {
    texts,
  });
  expect(Object.keys(write).filter((path) => kept.includes(path))).toEqual([]);
  expect(remove.filter((path) => kept.includes(path))).toEqual([]);
});

test('the start form chosen again in one language leaves no file named for another', async () => {
  const dir = copy();
  await published({ ...methodistChapel, languages: 'cy-en' }, dir);
  await published({ ...methodistChapel, languages: 'en' }, dir);
  expect(filesIn(dir).filter((file) => withoutLanguage(file).language)).toEqual([]);
  expect(() => loadContent(dir)).not.toThrow();
  expect(loadContent(dir).language).toBe('en');
  // The English words file as it was before the first.
  expect(readFileSync(join(dir, 'site-text.yml'), 'utf8')).toContain(
    String((parse(readFileSync('content/site-text.yml', 'utf8')) as { skipLink: string }).skipLink),
  );
});
