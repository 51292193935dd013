import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { cmsCollections } from '../cms/cms-config.ts';
import { siteLanguagesIn } from './languages.server.ts';
import { valueOf } from './file-value.ts';
import type { Church } from '../schemas/church.ts';
import { entryNames, type ScreenCollection } from '../cms/screen-names.ts';

// What is still the sample church's in a content folder, checked against what the sample was
// when recorded (sample-church.json, `npm run samples:record`), not against a guess.

export interface SampleRecord {
  /** The sample church's own facts, found anywhere in a text: its name, street, postcode... */
  details: string[];
  /** Fingerprints of the sample's words as shipped: each text of a sentence or more, and pieces. */
  texts: string[];
  /** Fingerprints of the sample pictures and files, with the name each had. */
  files: Record<string, string>;
  /** Every file of the sample in a folder, as shipped: the start form removes these, no others. */
  paths: string[];
}

export interface SampleValue {
  kind: 'details' | 'words' | 'pictures' | 'files';
  /** The entry as /admin names it ("Activities → “The Ark”"), for a text; else the file. */
  entry: string;
  file: string;
  /** Where in the file ("address → street"), or what it is. */
  where: string;
}

export const sampleRecordFile = 'app/content/cms/sample-church.json';

const fingerprint = (bytes: string | Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 20);

/** A sentence or more: not a label, nor a name every church writes alike (the ICO's). */
const isSentence = (value: string) => value.trim().length >= 60 && /\s/.test(value.trim());

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A value the page shows as a heading: a section's (`heading`, `stepsHeading`), not a page's name. */
const isHeadingPlace = (path: string[]) =>
  path[0] !== 'meta' && /^heading$|Heading$/.test(path.at(-1) ?? '');

/** A heading of two words or more and ten letters or more: "Kirk Session", not "Gift Aid". */
const ownHeading = (words: string) =>
  wordsIn(words) >= 2 && (words.match(/\p{L}/gu)?.length ?? 0) >= 10;

/** A sentence of five words or more, ending as one: not "Register your child online." */
const ownSentence = (words: string) => /[.!?…][”’"')]?$/.test(words) && wordsIn(words) >= 5;

/**
 * The sentences and headings (a heading value, or a Markdown heading) in a text, each the sample
 * church's own enough to say it is left; shorter ones ("Staff", "Welcome", "Need Help?", "Bring
 * a friend!") are any church's words, and are never listed.
 */
export function samplePieces(text: string, heading = false): string[] {
  return text.split('\n').flatMap((line) => {
    const markdownHeading = /^#{1,6}\s/.test(line);
    const words = line.replace(/^\s*(#{1,6}|[-*+>]|\d+\.)\s+/, '').trim();
    if (!words) return [];
    if (heading || markdownHeading) return ownHeading(words) ? [words] : [];
    return words.split(/(?<=[.!?…][”’"')]?)\s+(?=[A-Z“‘"'(])/).filter(ownSentence);
  });
}

/** The site's own words, which a church may keep (their sample details are still looked for). */
const interfaceFiles = new Set([
  'site-text.yml',
  'navigation.yml',
  'pages/search.yml',
  'pages/events.yml',
  'pages/news.yml',
]);
const ownWords = (file: string) => !interfaceFiles.has(file.replace(/\\/g, '/'));
const textPrint = (value: string) => fingerprint(value.trim().replace(/\s+/g, ' '));

/** The fingerprints of a text's words, as the record keeps them: whole, and piece by piece. */
function textPrints(text: string, path: string[]): string[] {
  return [...(isSentence(text) ? [text] : []), ...samplePieces(text, isHeadingPlace(path))].map(
    textPrint,
  );
}

const textFile = /\.(ya?ml|md)$/;

/** The folder's files (not its folders), relative to it, leaving out hidden ones. */
export function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(/[\\/]/).some((part) => part.startsWith('.')))
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
}

/** Every text of a value with its place ("address → street"), and its keys. */
function texts(
  value: unknown,
  path: string[] = [],
): { text: string; where: string; path: string[] }[] {
  if (typeof value === 'string') return [{ text: value, where: path.join(' → ') || 'text', path }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, [...path, String(i + 1)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => texts(v, [...path, key]));
  }
  return [];
}

/** A content file's values, as the loader reads them; none for a broken file (the loader tells). */
function readValues(dir: string, file: string): unknown {
  const read = valueOf(file, readFileSync(join(dir, file), 'utf8'));
  return 'data' in read ? read.data : undefined;
}

/**
 * A content file's entry as /admin names it ("Activities → “The Ark”", "Church and site →
 * Church details (Cymraeg)" on a site of two languages); else its file.
 */
export function entryName(dir: string, file: string, data = readValues(dir, file)): string {
  const collections = cmsCollections(siteLanguagesIn(dir)) as ScreenCollection[];
  return entryNames(collections, file, data)?.names.join(' → ') ?? file;
}

/** What a content folder's sample church is: made from the template's own sample content. */
export function recordSamples(dir: string): SampleRecord {
  const church = parseYaml(readFileSync(join(dir, 'church.yml'), 'utf8')) as Church;
  const details = [
    church.name,
    church.shortName,
    church.address.town,
    church.address.street,
    church.address.postcode,
    church.phone.display,
    church.phone.international,
    church.email,
    church.charityNumber,
  ];
  const all = filesIn(dir);
  const textsOf = (own: boolean) =>
    all
      .filter((file) => textFile.test(file) && ownWords(file) === own)
      .flatMap((file) => texts(readValues(dir, file)));
  // A heading the site's own words use too ("Service Times", "Get Involved") is any church's.
  const siteWords = new Set(textsOf(false).map(({ text }) => textPrint(text)));
  const sentences = textsOf(true)
    .flatMap(({ text, path }) => textPrints(text, path))
    .filter((print) => !siteWords.has(print));
  const files = Object.fromEntries(
    all
      .filter((file) => !textFile.test(file) && /[\\/]/.test(file))
      .map((file) => [fingerprint(readFileSync(join(dir, file))), file]),
  );
  return {
    details: [...new Set(details.filter((d): d is string => Boolean(d)))],
    texts: [...new Set(sentences)].sort(),
    files,
    paths: all.filter((file) => /[\\/]/.test(file)).map((file) => file.replace(/\\/g, '/')),
  };
}

/** Whether a text has a detail in it as a whole: "1 Church Road", not "21 Church Road". */
const holds = (text: string, detail: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'u',
  ).test(text);

/** Every value of the sample church still in a content folder. */
export function findSampleValues(dir: string, record: SampleRecord): SampleValue[] {
  const known = new Set(record.texts);
  const found: SampleValue[] = [];
  for (const file of filesIn(dir)) {
    if (textFile.test(file)) {
      const data = readValues(dir, file);
      const entry = entryName(dir, file, data);
      for (const { text, where, path } of texts(data)) {
        const detail = record.details.find((d) => holds(text, d));
        if (detail) found.push({ kind: 'details', entry, file, where: `${where} ("${detail}")` });
        else if (ownWords(file) && textPrints(text, path).some((print) => known.has(print))) {
          found.push({ kind: 'words', entry, file, where });
        }
      }
    } else if (/[\\/]/.test(file)) {
      const sample = record.files[fingerprint(readFileSync(join(dir, file)))];
      const kind = file.startsWith('images') ? 'pictures' : 'files';
      if (sample) found.push({ kind, entry: file, file, where: file });
    }
  }
  return found;
}

/** The record the template ships: its sample church's, as `npm run samples:record` wrote it. */
export function sampleRecord(): SampleRecord {
  return JSON.parse(readFileSync(sampleRecordFile, 'utf8')) as SampleRecord;
}

const lineOf: Record<SampleValue['kind'], (files: string, count: number) => string> = {
  details: (files) =>
    `the sample church's name, address, phone number or charity number, in ${files}`,
  words: (files, n) =>
    `the sample church's words, ${n} text${n === 1 ? '' : 's'} as shipped: rewrite each in your own words, or delete the entry (${files})`,
  pictures: (files) => `the sample pictures: replace each with a photo of your own (${files})`,
  files: (files) => `the sample files: replace or delete each (${files})`,
};

/** One line per kind, naming the files, for the checklist and /admin. */
export function sampleLines(values: SampleValue[]): string[] {
  return Object.entries(lineOf).flatMap(([kind, line]) => {
    const list = values.filter((v) => v.kind === kind);
    const counts = new Map<string, number>();
    for (const { entry } of list) counts.set(entry, (counts.get(entry) ?? 0) + 1);
    const files = [...counts].map(([file, n]) => (n > 1 ? `${file} (${n})` : file)).join(', ');
    return list.length > 0 ? [line(files, list.length)] : [];
  });
}
