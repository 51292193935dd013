import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The setup guide (docs/setting-up.md) is followed by someone who has never used a terminal:
// numbered steps in order, each ending with what they see when it has worked, no command to
// type, every link to a place that exists, and a closing table of the steps with their times.

const guide = readFileSync('docs/setting-up.md', 'utf8');
const steps = [...guide.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => ({
  number: Number(m[1]),
  title: m[2]!,
}));
const sections = guide.split(/^## /m).slice(1);

/** GitHub's anchor for a heading: small letters, dashes for spaces, no punctuation. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

describe('the setup guide', () => {
  it('has its steps numbered in order', () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
  });

  it('ends each step with what the reader sees when it has worked', () => {
    for (const section of sections.filter((s) => /^\d+\. /.test(s))) {
      expect(section, section.split('\n')[0]).toMatch(/\*\*When it has worked:\*\* \S/);
    }
  });

  it('asks for no terminal and no command', () => {
    expect(guide).not.toMatch(/```/);
    expect(guide).not.toMatch(/\b(npm|npx|git clone|git push|wrangler|cd)\s/);
  });

  it('closes with every step and the time it takes, in order', () => {
    const table = guide.slice(guide.indexOf('## The steps and their times'));
    const rows = [...table.matchAll(/^\| (\d+)\. ([^|]+?)\s*\| ([^|]+?)\s*\|$/gm)];
    expect(rows.map((r) => `${r[1]}. ${r[2]}`)).toEqual(
      steps.map((s) => `${s.number}. ${s.title}`),
    );
    for (const row of rows) expect(row[3]).toMatch(/\d+ (minutes|hours)/);
  });

  it('links only to files and headings that exist', () => {
    const links = [...guide.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const [file, hash] = link.split('#') as [string, string | undefined];
      const text = file ? readFileSync(`docs/${file}`, 'utf8') : guide;
      expect(file === '' || existsSync(`docs/${file}`), link).toBe(true);
      if (hash) {
        const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]!));
        expect(headings, link).toContain(hash);
      }
    }
  });
});
