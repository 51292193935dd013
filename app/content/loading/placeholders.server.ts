import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../schemas/collection.ts';
import { collections } from '../schemas/kinds.ts';
import {
  entryName,
  filesIn,
  findSampleValues,
  sampleLines,
  type SampleRecord,
} from './sample-values.server.ts';

// The sample values still in the content, the build's checklist before going live.

// example.org and the like are reserved for samples; so is any name ending in .example.
const exampleAddress = /\bexample\.(org|com|net)\b|\.example\b/i;
const demoAccount = /(^demo$|\/\/demo\.churchsuite\.com)/;
/** The few seconds of chime the samples' sermons play (public/audio), not a real recording. */
export const sampleRecording = '/audio/sample-sermon.mp3';

/** The folders of the collections whose items are marked as samples as a whole. */
const sampleFolders = new Set<string>(
  Object.values(collections)
    .filter((kind) => kind.samples)
    .map((kind) => kind.folder),
);

function walk(value: unknown, path: string[], visit: (value: unknown, path: string[]) => void) {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)], visit));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) walk(v, [...path, key], visit);
  }
}

/** Every placeholder in the content folder: its file and what it is. */
export function findPlaceholders(dir: string) {
  const findings: { file: string; what: string }[] = [];
  for (const file of filesIn(dir).filter((name) => /\.(ya?ml|md)$/.test(name))) {
    let data: unknown;
    try {
      const source = readFileSync(join(dir, file), 'utf8');
      // A Markdown file's facts are its front matter.
      data = parseYaml(
        file.endsWith('.md') ? (splitFrontMatter(source)?.frontMatter ?? '') : source,
      );
    } catch {
      continue; // the loader reports broken files
    }
    const found = (what: string) => findings.push({ file, what });
    // A notice, sermon or series shipped as an example is marked as a whole: placeholder: true.
    const item = data as { placeholder?: unknown; title?: unknown } | undefined;
    if (sampleFolders.has(file.split('/')[0] ?? '') && item?.placeholder === true) {
      found(`sample item ("${String(item.title)}"): delete it`);
    }
    const samplePeople: string[] = [];
    const addresses = new Set<string>();
    walk(data, [], (value, path) => {
      if (typeof value === 'string' && value.endsWith(sampleRecording)) {
        found(`${path.join(' → ')}: the sample recording (public${sampleRecording})`);
      }
      if (typeof value === 'string') {
        if (demoAccount.test(value)) {
          found(`${path.join(' → ')}: ChurchSuite's demo account ("${value}")`);
        } else if (exampleAddress.test(value) && path.join('.') === 'livestream.url') {
          found(
            `livestream → url: the sample livestream address (${value}): put the church's own, or empty both livestream boxes`,
          );
        } else if (exampleAddress.test(value)) {
          addresses.add(value);
        }
      } else if (value && typeof value === 'object' && 'placeholder' in value) {
        const entry = value as { placeholder?: unknown; name?: unknown; message?: unknown };
        if (entry.placeholder !== true) return;
        if (typeof entry.message === 'string') {
          found(
            `the sample notice ("${entry.message.slice(0, 40).trim()}…"): change its words and dates or switch it off, then untick "sample notice"`,
          );
        } else if (typeof entry.name === 'string') {
          samplePeople.push(entry.name);
        }
      }
    });
    if (addresses.size > 0) {
      found(
        `${addresses.size} example address${addresses.size === 1 ? '' : 'es'} (${[...addresses].slice(0, 2).join(', ')}${addresses.size > 2 ? ', …' : ''})`,
      );
    }
    if (samplePeople.length > 0) {
      found(
        `${samplePeople.length} sample ${samplePeople.length === 1 ? 'person' : 'people'} (${samplePeople.join(', ')}): replace them, then untick "sample person"`,
      );
    }
  }
  return findings;
}

/** The sample GitHub repository the CMS settings ship with, if it is still there. */
function cmsSampleRepository(configFile: string): string | undefined {
  try {
    const config = parseYaml(readFileSync(configFile, 'utf8')) as { backend?: { repo?: string } };
    const repo = config.backend?.repo;
    return repo === 'your-account/your-repo' ? repo : undefined;
  } catch {
    return undefined;
  }
}

/** Each sample value still to replace, one line a kind: empty when none is left. */
export function sampleChecklist(
  dir: string,
  // A config.yml whose backend may be the sample repository; the sample church (sample-values.ts).
  { cmsConfig, record }: { cmsConfig?: string; record?: SampleRecord } = {},
): string[] {
  const findings = findPlaceholders(dir);
  const sampleRepo = cmsConfig && cmsSampleRepository(cmsConfig);
  const filesWith = (test: (what: string) => boolean) => [
    ...new Set(findings.filter((f) => test(f.what)).map((f) => f.file)),
  ];
  // Each entry named as /admin names it ("Activities → “Crèche”"), where the office works.
  const named = (files: string[]) => files.map((file) => entryName(dir, file)).join(', ');
  const demo = filesWith((what) => what.includes('demo account'));
  const addresses = filesWith((what) => /example address/.test(what));
  // Sample people, the sample livestream and the site notice: one line each, with what to do.
  const ownLines = findings.filter((f) => /sample (person|people|livestream|notice)/.test(f.what));
  const sampleItems = filesWith((what) => what.startsWith('sample item'));
  const recordings = filesWith((what) => what.includes('sample recording'));
  const lines = [
    demo.length && `ChurchSuite's demo account, in ${named(demo)}`,
    addresses.length &&
      `example.org addresses and links, in ${addresses.length} ${addresses.length === 1 ? 'entry' : 'entries'}: ${named(addresses)}`,
    ...ownLines.map(({ file, what }) => `${entryName(dir, file)}: ${what}`),
    sampleItems.length &&
      `sample notices, sermons and series, marked "Sample" in the CMS: delete them (${sampleItems.length}: ${named(sampleItems)})`,
    recordings.length &&
      `public${sampleRecording}, a few seconds of chime that ${recordings.length} sermon${recordings.length === 1 ? ' plays' : 's play'} in place of a recording: give each its real recording, then delete the file`,
    ...(record ? sampleLines(findSampleValues(dir, record)) : []),
    sampleRepo &&
      `/admin would save to the sample repository "${sampleRepo}": this copy has not yet recorded its own. On GitHub, the copy's Actions → Point at this copy → Run workflow records it (docs/setting-up.md, step 3)`,
  ];
  return lines.filter((line): line is string => typeof line === 'string' && line !== '');
}

/** The checklist of `lines` (sampleChecklist's) as the build's log prints it; null when none. */
export function checklistText(lines: string[], dir: string): string | null {
  const shown = relative(process.cwd(), dir) || dir;
  if (lines.length === 0) return null;
  return [
    `Before going live, replace the sample values still in ${shown}/ and the CMS settings:`,
    ...lines.map((line) => `  [ ] ${line}`),
  ].join('\n');
}
