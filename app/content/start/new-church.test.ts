import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { filesOutOfForm } from '../../../scripts/format-content.mjs';
import { applyChanges, repositoryPaths } from '../../../test/apply-changes.ts';
import { contentCopies } from '../../../test/content-copies.ts';
import { baptistInWales, parishInScotland } from '../../../test/start-facts.ts';
import { sampleRecord } from '../cms/sample-values.ts';
import { filesIn } from '../cms/sample-values.ts';
import { regulatorOf } from '../loading/fill-in.ts';
import { loadContent } from '../loading/load.ts';
import { sampleChecklist } from '../loading/placeholders.ts';
import { valueOf } from '../loading/read.ts';
import { startFactsSchema } from './facts.ts';
import { newChurch, ownItems, staying } from './new-church.ts';

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
async function published(facts: typeof baptistInWales) {
  const dir = copy();
  const changes = newChurch(facts, repositoryPaths(dir), sampleRecord().paths);
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
])('One Publish of the start form for %s', (_, facts) => {
  test('the fixture is what the form accepts', () => {
    expect(startFactsSchema.safeParse(facts).error?.issues ?? []).toEqual([]);
  });

  test('leaves a whole site of that church: no problems, no sample value left', async () => {
    const { dir } = await published(facts);
    expect(() => loadContent(dir)).not.toThrow();
    expect(sampleChecklist(dir, { record: sampleRecord() })).toEqual([]);
    expect(filesOutOfForm(dir).map(({ path }) => path)).toEqual([]);
  });

  test('removes every sample item, picture and file, and only what the repository holds', async () => {
    const before = repositoryPaths(copy());
    const { dir, changes } = await published(facts);
    expect(changes.remove.every((path) => before.includes(path))).toBe(true);
    expect(newChurch(facts, [], sampleRecord().paths).remove).toEqual([]);
    const written = Object.keys(changes.write).map((path) => path.replace(/^content\//, ''));
    const items = /^(activities|events|news|sermons|sermon-series|transcripts|files|images)\//;
    expect(
      before.filter((path) => items.test(path.slice('content/'.length))).length,
    ).toBeGreaterThan(0);
    expect(filesIn(dir).filter((file) => items.test(file) && !written.includes(file))).toEqual([]);
  });

  test('speaks of ChurchSuite only where the church uses it', async () => {
    const { dir } = await published(facts);
    const content = loadContent(dir);
    const uses = facts.events.from === 'churchsuite';
    for (const page of [content.giving, content.privacyPolicy, content.churchPages.accessibility]) {
      expect(JSON.stringify(page).includes('ChurchSuite')).toBe(uses);
    }
    expect(Boolean(content.getInvolved.form)).toBe(uses);
  });

  test('names neither the sample church nor anyone in it', async () => {
    const people = samplePeople('content');
    expect(people.length).toBeGreaterThan(0);
    const { dir } = await published(facts);
    for (const file of filesIn(dir).filter((f) => /\.(ya?ml|md|svg|vtt)$/.test(f))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const words of [...forbidden, ...people]) {
        expect(text.includes(words), `${file} holds "${words}"`).toBe(false);
      }
    }
  });

  test('gives the church’s own facts where a visitor looks for them', async () => {
    const { dir, changes } = await published(facts);
    const content = loadContent(dir);
    expect(content.church.name).toBe(facts.name);
    expect(changes.message).toContain(facts.name);
    const privacy = JSON.stringify(content.privacyPolicy);
    expect(privacy).toContain(facts.name);
    expect(privacy).toContain(facts.email);
    expect(privacy).toContain(regulatorOf(facts.charityNumber));
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
    expect(home.story.text).toContain(facts.tradition);
  });
});
