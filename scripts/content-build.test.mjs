// The build itself refuses bad content, with the loader's sentences first and nothing else to
// wade through: no stack trace, no screenful of warnings. What a secretary sees when a save in
// the CMS breaks the site's next build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const work = mkdtempSync(join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The lines the build printed, without npm's own (its warnings and the script it runs). */
/** @param {string} output */
const ownLines = (output) =>
  output
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !/^npm (warn|notice)|^> /.test(line));

describe('npm run build with bad content', () => {
  it('stops, naming the file and the field, with the sentences first and no stack trace', () => {
    const dir = join(work, 'content');
    cpSync('content', dir, { recursive: true });
    const church = parse(readFileSync(join(dir, 'church.yml'), 'utf8'));
    church.email = 'not an address';
    writeFileSync(join(dir, 'church.yml'), stringify(church));
    // And a sermon whose passage names no book of the Bible, which the build cannot file.
    const sermon = readdirSync(join(dir, 'sermons')).find((name) => name.endsWith('.md'));
    if (!sermon) throw new Error('content/sermons has no sermon to spoil');
    const sermonFile = join(dir, 'sermons', sermon);
    writeFileSync(
      sermonFile,
      readFileSync(sermonFile, 'utf8').replace(/^passage: .*$/m, 'passage: Hezekiah 3:1-6'),
    );

    const result = spawnSync('npm', ['run', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: dir, BUILD_DIR: join(work, 'build/client') },
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    const sentence = `${join(dir, 'church.yml')}, email: An e-mail address must look like office@example.org`;
    expect(output).toContain(sentence);

    const lines = ownLines(output);
    const heading = lines.indexOf('The church content has 2 mistakes:');
    // At most React Router's one line on a Vite option above it: no screenful of warnings.
    expect(heading, lines.join('\n')).toBeGreaterThanOrEqual(0);
    expect(heading, lines.join('\n')).toBeLessThanOrEqual(1);
    expect(lines[heading + 1]).toBe(`- ${sentence}`);
    // Each also named as the CMS's screen names it.
    expect(lines[heading + 2]).toMatch(
      /^ {2}In \/admin: Church and site → Church details → E-mail address, line \d+$/,
    );
    expect(lines).toContain(
      `- ${sermonFile}, passage: "Hezekiah 3:1-6" does not start with the name of a book of the Bible (write it as in the Bible, such as Luke 15:11-32 or 1 Corinthians 13)`,
    );
    // Told once, and no line of a stack trace ("    at loadContent (…)").
    expect(output.split('The church content has 2 mistakes:')).toHaveLength(2);
    expect(output).not.toMatch(/^\s+at /m);
  }, 150_000);
});
