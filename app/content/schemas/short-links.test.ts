import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { shortLinksSchema, siteFolders } from './short-links.ts';
import { contentCopies, edit, problemsIn } from '../../../test/content-copies.ts';

// What the office writes in the short addresses' list (content/short-links.yml), and the
// sentences the build and /admin refuse it with. Made-up lists: no test reads the sample's.

const link = (path: string, to: string) => ({ path, to, note: 'On the poster in the porch' });
const problems = (...links: ReturnType<typeof link>[]) =>
  shortLinksSchema
    .safeParse({ links })
    .error?.issues.map((issue) => `${issue.path.join(' → ')}: ${issue.message}`) ?? [];

describe('a short address', () => {
  it('is kept as the address people type, written with or without its slash', () => {
    const { links } = shortLinksSchema.parse({
      links: [
        link('prayer', 'https://our-church.churchsuite.com/forms/abc'),
        link('/gift-aid', '/giving'),
      ],
    });
    expect(links.map(({ path, to }) => [path, to])).toEqual([
      ['/prayer', 'https://our-church.churchsuite.com/forms/abc'],
      ['/gift-aid', '/giving'],
    ]);
  });

  it.each(['Prayer', 'prayer/form', 'gift aid', 'gift_aid', '-new', 'new-', 'prayer.html', '/'])(
    'is refused when it is not small letters, digits and dashes: %s',
    (path) => {
      expect(problems(link(path, '/giving'))).toEqual([
        expect.stringMatching(
          /^links → 0 → path: A short address may use only small letters, digits and dashes, with nothing after a slash, such as prayer or gift-aid; ".*" cannot be one$/,
        ),
      ]);
    },
  );

  it.each([
    paths.events,
    paths.sermon('x'),
    '/admin',
    '/images',
    '/assets',
    '/files',
    '/qr',
    '/pagefind',
  ])("is refused when it would hide the site's own address %s", (address) => {
    const word = address.split('/')[1]!;
    expect(problems(link(word, 'https://www.our-church.org.uk/'))).toEqual([
      `links → 0 → path: The short address /${word} is one of the site's own addresses, and would hide what is there; choose another, such as ${word}-form`,
    ]);
  });

  it("knows every folder the site copies from public/, so /admin refuses one as it would a page's", () => {
    const folders = readdirSync('public', { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(0);
    for (const { name } of folders) expect(siteFolders, name).toContain(name);
  });

  it('is refused when the list has it twice', () => {
    expect(
      problems(link('prayer', '/giving'), link('new', '/about-us'), link('/prayer', '/events')),
    ).toEqual([
      'links → 2 → path: The short address /prayer is in the list twice; keep one, as it can go to only one place',
    ]);
  });
});

describe('where a short address goes', () => {
  it('may be a page of the site, with a part of the page or a query', () => {
    expect(
      problems(link('subscribe', '/events#subscribe'), link('sunday', '/events?day=sunday')),
    ).toEqual([]);
  });

  it('may be a web address typed without https://, which it is given', () => {
    expect(problems(link('form', 'our-church.churchsuite.com/forms/abc'))).toEqual([]);
  });

  it.each([
    'http://our-church.churchsuite.com/forms/abc',
    'giving',
    '//evil.example.net/',
    'javascript:alert(1)',
    'mailto:office@our-church.org.uk',
    'https://our church.org.uk/',
    'https://churchsuite/forms/abc',
    // What a browser reads as another site, or a way out of the site's own pages.
    '/\\evil.example.net/..',
    '/\\evil.example.net',
    '/..',
    '/giving/../..',
    '/./giving',
    '/%2F%2Fevil.example.net',
    '/%5Cevil.example.net',
  ])('is refused when it is neither https:// nor a page of the site: %s', (to) => {
    expect(problems(link('prayer', to))).toEqual([
      'links → 0 → to: Where a short address goes must be a full web address starting with https://, such as a ChurchSuite form, or a page of this site starting with /, such as /giving',
    ]);
  });

  it('is refused when it is the short address itself, or another one (two steps)', () => {
    expect(problems(link('give', '/give'), link('donate', '/give?from=poster'))).toEqual([
      'links → 0 → to: The short address /give goes to itself; give it a page or a web address to go to',
      "links → 1 → to: The short address /donate goes to another short address, /give; give it that one's destination instead, so people arrive in one step",
    ]);
  });
});

describe('the short addresses against the rest of the content', () => {
  const copy = contentCopies();

  it("stop the build when one would hide a page of the church's own, or goes to a page that is not there", () => {
    const dir = copy('test/fixtures/content');
    const [page] = readdirSync(join(dir, 'church-pages'));
    const { slug } = parse(readFileSync(join(dir, 'church-pages', page!), 'utf8')) as {
      slug: string;
    };
    edit(dir, 'short-links.yml', (data) => {
      data.links = [link(slug, '/giving'), link('visit', `/${slug}-old`)];
    });
    const message = problemsIn(dir);
    expect(message).toContain(
      `short-links.yml, links → 0 → path: the short address /${slug} would hide the page at that address; choose another`,
    );
    expect(message).toContain(
      `short-links.yml, links → 1 → to: the short address /visit goes to /${slug}-old, which is not a page of this site`,
    );
  });
});
