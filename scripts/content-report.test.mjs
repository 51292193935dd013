// How a push with mistakes in the content is told on GitHub (.github/workflows/build.yml,
// scripts/content-report.mjs): the run fails with one error per mistake on its file and line,
// titled with the box as /admin names it, and a summary the church office can act on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ContentError, loadContent } from '../app/content/loading/load.server.ts';
import { contentCopies, edit } from '../test/content-copies.ts';
import { sampleChecklist } from '../app/content/loading/placeholders.server.ts';
import { sampleRecord } from '../app/content/loading/sample-values.server.ts';
import { annotation, samplesSummary, summary } from './content-report.mjs';

const copyOf = contentCopies();

/** @param {string} dir */
function problemsOf(dir) {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('The content was accepted');
}

describe('a push whose content has mistakes', () => {
  it.each(['content', 'test/fixtures/content'])(
    '%s: each mistake an error on its line, titled as /admin names the box',
    (folder) => {
      const dir = copyOf(folder);
      edit(dir, 'church.yml', (church) => {
        church.email = 'the office';
        const [first] = /** @type {{ time: string }[]} */ (church.services);
        if (first) first.time = '11.75am';
      });
      const problems = problemsOf(dir);
      expect(problems).toHaveLength(2);
      const lines = problems.map(annotation);
      expect(lines[0]).toMatch(
        /^::error file=.*church\.yml,line=\d+,title=In \/admin%3A Church and site → Church details → E-mail address::.*church\.yml, email: An e-mail address must look like office@example\.org$/,
      );
      expect(lines[1]).toMatch(
        /^::error file=.*church\.yml,line=\d+,title=In \/admin%3A Church and site → Church details → Service times → “[^”]+” → Time::/,
      );
      const text = summary(problems);
      expect(text).toContain('## The site was not updated: the content has 2 mistakes');
      expect(text).toContain(
        '| Church and site → Church details → E-mail address | An e-mail address must look like office@example.org |',
      );
    },
  );
});

describe('a push whose content is right', () => {
  it.each(['content', 'test/fixtures/content'])(
    "%s: the run's summary lists the sample content still to replace, or nothing",
    (folder) => {
      const samples = sampleChecklist(folder, { record: sampleRecord() });
      const text = samplesSummary(samples);
      for (const line of samples) expect(text).toContain(`- [ ] ${line}`);
      expect(text === '').toBe(samples.length === 0);
    },
  );
});

describe('the workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/build.yml', 'utf8'));
  it('builds every push: the content checked and told first, then the whole build', () => {
    expect(workflow.on).toHaveProperty('push');
    const job = workflow.jobs.build;
    // /admin's "Published" line looks for the run by this name (app/admin/after-publish/publish-status.ts).
    expect(job.name).toBe('Build the site');
    const runs = job.steps.map((/** @type {{ run?: string }} */ step) => step.run).filter(Boolean);
    expect(runs).toEqual(['npm ci --omit=dev', 'node scripts/content-report.mjs', 'npm run build']);
  });
});
