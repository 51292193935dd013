import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a door for someone who has never seen the project: short, with no dated
// figure (figures age: they live in docs/measurements.md), and a table that names every
// folder they will meet. Every relative link of the README and of docs/ leads somewhere.

const readme = readFileSync('README.md', 'utf8');

/** Text outside fenced code blocks, where a `#` or a `](` is code, not Markdown. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/**
 * Folders git ignores or tools write (build output, reports, caches): not the project's. A
 * pattern with a leading slash (`/build/`) holds at the top only.
 */
const patterns = ['.git', ...readFileSync('.gitignore', 'utf8').split('\n')]
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.slice(1, -1).includes('/'))
  .map((line) => ({
    topOnly: line.startsWith('/'),
    pattern: new RegExp(
      `^${line
        .replace(/^\/|\/$/g, '')
        .replace(/\./g, '\\.')
        .replace(/\*/g, '.*')}$`,
    ),
  }));

function folders(dir: string) {
  const top = dir === '.';
  return readdirSync(dir)
    .filter(
      (name) => !patterns.some(({ topOnly, pattern }) => (top || !topOnly) && pattern.test(name)),
    )
    .filter((name) => statSync(join(dir, name)).isDirectory());
}

/** The layout table's first cells (`app/routes/`), leaving out rows still marked "planned". */
function layoutRows() {
  const section = readme.slice(readme.indexOf('## What is where'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('\n|')));
  return [...table.matchAll(/^\| `([^`]+)` +\|(.*)\|$/gm)]
    .filter((row) => !row[2]!.includes('(planned'))
    .map((row) => row[1]!);
}

/** GitHub's anchor for a heading: small letters, dashes for spaces, no punctuation. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the README', () => {
  it('is at most 150 lines', () => {
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('holds no date and no timing, which age (docs/measurements.md holds them, dated)', () => {
    const months =
      'January|February|March|April|May|June|July|August|September|October|November|December';
    expect(readme).not.toMatch(/\b(19|20)\d\d-\d\d(-\d\d)?\b/);
    expect(readme).not.toMatch(
      new RegExp(`\\b\\d{1,2} (${months}) \\d{4}\\b|\\b(${months}) \\d{4}\\b`),
    );
    expect(prose(readme)).not.toMatch(/\b\d[\d,.]*\s?(ms|s)\b/);
  });

  it('names every top-level folder and every folder of app/ in its layout table', () => {
    const rows = layoutRows();
    const onDisk = [
      ...folders('.').map((name) => `${name}/`),
      ...folders('app').map((name) => `app/${name}/`),
    ];
    expect(onDisk).toContain('app/');
    for (const folder of onDisk)
      expect(rows, `${folder} is not in the README's "What is where"`).toContain(folder);
    for (const row of rows)
      expect(existsSync(row), `the README names ${row}, which is not there`).toBe(true);
  });
});

describe('the README and docs/', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it.each(files)('%s links only to files and headings that exist', (file) => {
    // Inline code holds examples, such as the office's own link to a page of the site.
    const text = prose(readFileSync(file, 'utf8')).replace(/`[^`\n]*`/g, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((link) => !/^[a-z]+:/i.test(link));
    for (const link of links) {
      const [path, hash] = link.split('#') as [string, string | undefined];
      const target = path ? join(dirname(file), path) : file;
      expect(existsSync(target), `${file}: ${link}`).toBe(true);
      if (hash && target.endsWith('.md')) {
        const headings = [...prose(readFileSync(target, 'utf8')).matchAll(/^#+ (.+)$/gm)].map((m) =>
          anchor(m[1]!),
        );
        expect(headings, `${file}: ${link}`).toContain(hash);
      }
    }
  });
});

// A path from the top (app/…, scripts/…, content/…), from app/ (lib/…, content/loading/…) or
// from app/content/ (loading/…, schemas/…), whole: not a pattern (`app/feeds/*/sample.ts`,
// `content/<kind>/`) nor part of an address.
const roots =
  'app|scripts|e2e|e2e-admin|test|content|docs|public|' +
  'lib|components|routes|feeds|pipeline|features|browser|worker|' +
  'loading|schemas|cms|pictures';
const pathNamed = new RegExp(`(?<![\\w./@~-])(?:${roots})/[\\w./+-]*(?![\\w./+*<{$-])`, 'g');
const decision = /^docs\/decisions\/(\d{4})$/;
const exists = (path: string) =>
  [path, `app/${path}`, `app/content/${path}`].some(
    (at) => existsSync(at) || existsSync(at.replace(/\.ts$/, '.d.ts')),
  ) ||
  readdirSync('docs/decisions').some((name) => name.startsWith(`${decision.exec(path)?.[1]}-`));

/** "file:line: path" for each path that `text`'s comments (all of a .md) name and is not there. */
function missingPaths(file: string, text: string) {
  let inBlock = false;
  return text.split('\n').flatMap((line, i) => {
    const opens = !inBlock && /^\s*(\{?\/\*|\*)/.test(line);
    const comment =
      file.endsWith('.md') || inBlock || opens ? line : (/(?:^|\s)\/\/(.*)$/.exec(line)?.[1] ?? '');
    if (opens || inBlock) inBlock = !line.includes('*/');
    return [...comment.matchAll(pathNamed)]
      .map(([match]) => match.replace(/[.:,]+$/, ''))
      .filter((path) => !exists(path))
      .map((path) => `${file}:${i + 1}: ${path}`);
  });
}

describe('every path a comment or a doc names', () => {
  it('is found, but for a made-up one', () => {
    const made = 'no-such'; // spelled apart, or this very line would name it
    const text = `/**\n * app/lib/paths.ts\n */\nconst a = 1; // app/lib/${made}.ts, app/feeds/*.ts`;
    expect(missingPaths('x.ts', text)).toEqual(['x.ts:4: app/lib/no-such.ts']);
    expect(missingPaths('x.md', 'See lib/no-such/ and docs/decisions/0025.')).toEqual([
      'x.md:1: lib/no-such/',
    ]);
  });

  it('is there, in app/, scripts/, the tests, docs/ and the README', () => {
    const files = execFileSync('git', ['ls-files', 'app', 'scripts', 'e2e', 'e2e-admin', 'test'])
      .toString()
      .split('\n')
      .filter((file) => /\.(tsx?|m?js|md)$/.test(file) && !file.includes('/fixtures/'));
    // The guides and architecture's topic pages; a decision keeps the paths of its day.
    const docs = ['docs', 'docs/architecture'].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${dir}/${name}`),
    );
    const missing = [...files, 'README.md', ...docs].flatMap((file) =>
      missingPaths(file, readFileSync(file, 'utf8')),
    );
    expect(missing).toEqual([]);
  });
});
