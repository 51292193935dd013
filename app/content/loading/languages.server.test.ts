import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentCopies } from '../../../test/content-copies.ts';
import { languageFiles, siteLanguagesIn } from './languages.server.ts';
import { withoutLanguage } from '../../lib/languages.ts';
import { loadContent } from './load.server.ts';

// A site of two languages keeps each file once per language, as Decap's i18n saves it. The
// copies here are the fictional church's content, every file made its Welsh one, then some
// given an English twin: what each language's pages read, and what they lack.

const copyOf = contentCopies();

/** Every content file of `dir` renamed as its `language` copy (pictures and PDFs stay). */
function asLanguage(dir: string, language: string, folder = dir) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (!['images', 'files'].includes(name)) asLanguage(dir, language, path);
    } else if (/\.(ya?ml|md)$/.test(name)) {
      renameSync(path, path.replace(/(\.[a-z]+)$/, `.${language}$1`));
    }
  }
}

const editYaml = (path: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data));
};

/** The fictional church as a Welsh-first site with English second; `english` files copied as its English. */
function bilingual(english: string[]) {
  const dir = copyOf('test/fixtures/content');
  editYaml(join(dir, 'church.yml'), (church) => {
    church.language = 'cy';
    church.secondLanguage = 'en';
  });
  asLanguage(dir, 'cy');
  for (const file of english) {
    const welsh = join(dir, file.replace(/(\.[a-z]+)$/, '.cy$1'));
    writeFileSync(join(dir, file.replace(/(\.[a-z]+)$/, '.en$1')), readFileSync(welsh, 'utf8'));
  }
  return dir;
}

describe("a site's languages", () => {
  it('are English alone when church.yml names none, as the sample', () => {
    expect(siteLanguagesIn(copyOf('test/fixtures/content'))).toEqual(['en']);
  });

  it('are Welsh alone, or Welsh then English, as church.yml (or its Welsh copy) names them', () => {
    const welsh = copyOf('test/fixtures/content');
    editYaml(join(welsh, 'church.yml'), (church) => (church.language = 'cy'));
    expect(siteLanguagesIn(welsh)).toEqual(['cy']);
    expect(siteLanguagesIn(bilingual([]))).toEqual(['cy', 'en']);
  });

  it("name a file once per language: a name's own, the shared one, or the default's standing in", () => {
    const dir = bilingual(['church.yml']);
    writeFileSync(join(dir, 'short-links.yml'), 'links: []\n');
    const english = languageFiles(dir, 'en');
    expect(english.fileFor('church.yml')).toEqual({ file: 'church.en.yml', untranslated: false });
    expect(english.fileFor('short-links.yml')).toEqual({
      file: 'short-links.yml',
      untranslated: false,
    });
    expect(english.fileFor('pages/home.yml')).toEqual({
      file: 'pages/home.cy.yml',
      untranslated: true,
    });
    expect(languageFiles(dir).fileFor('pages/home.yml')).toEqual({
      file: 'pages/home.cy.yml',
      untranslated: false,
    });
    expect(withoutLanguage('news/harvest.en.md')).toEqual({
      file: 'news/harvest.md',
      language: 'en',
    });
  });
});

describe('a site in Welsh alone', () => {
  it('loads with no mistake, in Welsh, with no second language and nothing untranslated', () => {
    const dir = 'test/fixtures/content-cy';
    expect(siteLanguagesIn(dir)).toEqual(['cy']);
    const content = loadContent(dir);
    expect(content.language).toBe('cy');
    expect(content.untranslated).toEqual([]);
    const words = parse(readFileSync('app/admin/start/words/cy/site-text.yml', 'utf8')) as {
      skipLink: string;
    };
    expect(content.siteText.skipLink).toBe(words.skipLink);
  });

  it('names the books of the Bible in its sermons’ passages in Welsh, typed in English or Welsh', () => {
    const { sermons } = loadContent('test/fixtures/content-cy');
    const sermon = (slug: string) => sermons.find((item) => item.slug === slug)!;
    // Typed "1 Thessalonians 5:1-11" and "Lk 10:25-37; Lev. 19:18".
    expect(sermon('children-of-the-day').passage).toBe('1 Thesaloniaid 5:1-11');
    expect(sermon('children-of-the-day').books).toEqual([
      { slug: '1-thessalonians', name: '1 Thesaloniaid' },
    ]);
    expect(sermon('the-good-samaritan').passageLinks.map((link) => link.text)).toEqual([
      'Luc 10:25-37',
      '; ',
      'Lefiticus 19:18',
    ]);
    // Typed "Salm 96", kept as typed, linked as the Bible site reads it.
    expect(sermon('sing-to-the-lord').passageLinks).toEqual([
      {
        text: 'Salm 96',
        href: 'https://www.esv.org/Psalm+96/',
      },
    ]);
  });
});

describe('the content in each language', () => {
  const news = (dir: string) => readdirSync(join(dir, 'news')).sort()[0]!;

  it("gives each language its own words, the default's where one is not yet written, and lists those pages", () => {
    const dir = bilingual(['church.yml', 'site-text.yml', 'pages/home.yml']);
    const notice = news(dir);
    editYaml(join(dir, 'pages/home.en.yml'), (home) => {
      (home.meta as Record<string, unknown>).title = 'Welcome, in English';
    });
    const welsh = loadContent(dir);
    const english = loadContent(dir, 'en');
    expect(welsh.language).toBe('cy');
    expect(english.language).toBe('en');
    expect(english.pages.home.title).toBe('Welcome, in English');
    expect(welsh.pages.home.title).not.toBe('Welcome, in English');
    expect(welsh.untranslated).toEqual([]);
    // Every notice is listed in English too, in Welsh until its English is written.
    expect(english.news.map((item) => item.slug)).toEqual(welsh.news.map((item) => item.slug));
    expect(english.untranslated).toContain('/about-us');
    expect(english.untranslated).toContain(
      `/news/${welsh.news.find((item) => notice.startsWith(item.slug))?.slug ?? ''}`,
    );
    expect(english.untranslated).not.toContain('/');
  });

  it("fills a page shown in the default language's words with that language's facts", () => {
    const dir = bilingual(['church.yml', 'site-text.yml']);
    editYaml(join(dir, 'church.en.yml'), (church) => (church.name = 'A name in English'));
    const welsh = loadContent(dir);
    const english = loadContent(dir, 'en');
    expect(english.church.name).toBe('A name in English');
    const words = JSON.stringify(english.aboutUs);
    expect(words).toContain(welsh.church.name);
    expect(words).not.toContain('A name in English');
  });
});
