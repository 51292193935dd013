// `node scripts/one-language.mjs [build] [feed files (JSON, or .ics)…]`: a page in a language other than English says nothing
// of the site's own in English. Every built page in that language (its `<html lang>`: a site in
// Welsh alone, or a site of two's Welsh pages, their link to the English marked `lang="en-GB"`
// and left out, as a phrase in another language is): its words (its text, and what a screen reader or a
// search engine reads: aria-label, alt, title, placeholder, its description) are read against
// the English words file's (content/site-text.yml, the start form's English dates), less those
// the language's own words file writes the same (Facebook, am, pm). The build: its argument;
// WORDS_DIR: the language's words (app/admin/start/words/cy). Issue 90.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import ICAL from 'ical.js';
import { parse } from 'yaml';
import { filesUnder, runMain } from './cli.mjs';

/** @type {Record<string, string>} */
const entities = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };
/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/g, (whole, name) => entities[name] ?? whole);

/** Every string in a words file, each `{fill-in}` splitting it into the phrases around it. @param {unknown} value @returns {string[]} */
export function phrasesOf(value) {
  if (typeof value === 'string') return value.split(/\{\w+\}/).map((part) => part.trim());
  if (Array.isArray(value)) return value.flatMap(phrasesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(phrasesOf);
  return [];
}

/** What a page says: its text and the attributes read aloud or shown, scripts and styles left out. @param {string} html */
export function pageWords(html) {
  const markup = html
    // A phrase marked as in English (the link to the page's English twin) is not the page's words.
    .replace(/<(\w+)\b[^>]*\slang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/gi, ' ');
  const said = [
    ...markup.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g),
    ...markup.matchAll(/<meta name="description" content="([^"]*)"/g),
  ].map(([, value]) => value ?? '');
  const text = markup.replace(/<title>([\s\S]*?)<\/title>/, ' $1 ').replace(/<[^>]+>/g, ' ');
  // An address shown as text (the podcast's, to copy) is not words.
  return decode([text, ...said].join(' \n '))
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ');
}

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English phrases a page's words hold, whole words only: those of three letters or more
 * that the other language's words do not share ("at" and "a" are Welsh words too).
 * @param {string} words @param {string[]} english @param {Set<string>} shared
 */
export function englishIn(words, english, shared) {
  return [...new Set(english)].filter((phrase) => {
    if (phrase.replace(/\P{L}/gu, '').length < 3 || shared.has(phrase)) return false;
    return new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u').test(words);
  });
}

/** What a feed file says: a JSON feed's every string, a calendar's events' names, places and descriptions. @param {string} file */
async function feedPhrases(file) {
  const text = await readFile(file, 'utf8');
  if (!file.endsWith('.ics')) return phrasesOf(JSON.parse(text));
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .flatMap((event) =>
      ['summary', 'location', 'description'].map((name) =>
        String(event.getFirstPropertyValue(name) ?? ''),
      ),
    );
}

const readYaml = async (/** @type {string} */ file) => parse(await readFile(file, 'utf8'));

await runMain(import.meta.url, async () => {
  const [client = 'build/client', ...feeds] = process.argv.slice(2);
  // What the church's feeds say (its events' names, places and descriptions) is its own words,
  // in whatever language it writes them: left out of each page before it is read.
  const churchOwn = (await Promise.all(feeds.map(feedPhrases)))
    .flat()
    // A description is HTML: its words, a paragraph at a time.
    .flatMap((text) => decode(text.replace(/<[^>]+>/g, '\n')).split(/\s*\n\s*/))
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 3)
    .sort((a, b) => b.length - a.length);
  const wordsDir = process.env.WORDS_DIR ?? 'app/admin/start/words/cy';
  const english = [
    ...phrasesOf(await readYaml('content/site-text.yml')),
    ...phrasesOf(await readYaml('app/admin/start/words/en/site-text-dates.yml')),
  ];
  const own = [
    ...phrasesOf(await readYaml(join(wordsDir, 'site-text.yml'))),
    ...phrasesOf(await readYaml(join(wordsDir, 'site-text-dates.yml'))),
  ];
  const shared = new Set(own);
  const language = basename(wordsDir);
  const built = (await filesUnder(client, '.html')).filter((file) => !file.includes('/admin/'));
  const pages = [];
  for (const file of built) {
    const html = await readFile(file, 'utf8');
    if (html.includes(`<html lang="${language}"`)) pages.push({ file, html });
  }
  if (pages.length === 0) throw new Error(`${client} has no page in ${language}`);
  const found = [];
  for (const { file, html } of pages) {
    const words = churchOwn.reduce((left, text) => left.replaceAll(text, ' '), pageWords(html));
    const phrases = englishIn(words, english, shared);
    if (phrases.length > 0) found.push(`${file}: ${phrases.map((p) => `"${p}"`).join(', ')}`);
  }
  if (found.length > 0) {
    throw new Error(
      `English words of the site's own on ${found.length} of ${pages.length} pages:\n${found.join('\n')}`,
    );
  }
  console.log(`No English words of the site's own on any of ${pages.length} pages.`);
});
