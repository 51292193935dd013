import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The setup guide (docs/setting-up.md) is followed by someone who has never used a terminal:
// numbered steps in order, each ending with what they see when it has worked, no command to
// type, every link to a place that exists, and a table of the steps with their times at the top.

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

  // The table near the top: each row a step, a newcomer's time, and whether the site needs it
  // before it goes live ("yes") or it can wait; "Before you start" is a row but not a step.
  const table = guide.slice(guide.indexOf('## The steps and their times'));
  const rows = [
    ...table
      .slice(0, table.indexOf('\n\n', table.indexOf('\n|')))
      .matchAll(/^\| ([^|-][^|]*?)\s*\| ([^|]+?)\s*\| ([^|]+?)\s*\|$/gm),
  ]
    .map((m) => ({ step: m[1]!, time: m[2]!, beforeLive: m[3] === 'yes' }))
    .filter((row) => row.step !== 'Step');
  const minutes = (time: string) => {
    const [, count, unit] = /^(\d+) (minutes|hours?)\b/.exec(time) ?? [];
    return Number(count) * (unit?.startsWith('hour') ? 60 : 1);
  };

  it('opens with every step and the time it takes, in order', () => {
    expect(guide.indexOf('## The steps and their times')).toBeLessThan(guide.indexOf('## 1. '));
    expect(rows.filter((r) => /^\d+\. /.test(r.step)).map((r) => r.step)).toEqual(
      steps.map((s) => `${s.number}. ${s.title}`),
    );
    for (const row of rows) expect(minutes(row.time), row.step).toBeGreaterThan(0);
  });

  it('adds up the steps a live site needs, to the total it states, in at most four hours', () => {
    const needed = rows.filter((r) => r.beforeLive);
    expect(needed.length).toBeGreaterThan(1);
    const total = needed.reduce((sum, r) => sum + minutes(r.time), 0);
    const [, hours, mins] =
      /Before the site is live: (\d+) hours?(?: (\d+) minutes)?/.exec(guide) ?? [];
    expect(Number(hours) * 60 + Number(mins ?? 0)).toBe(total);
    expect(total).toBeLessThanOrEqual(4 * 60);
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
