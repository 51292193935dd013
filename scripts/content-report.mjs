// Checks the content folder as the build does, and tells each mistake where the person who saved
// it will look (docs/architecture/admin.md, "A change that cannot be published is never silent"); the
// annotations are what /admin's "Published" line reads back (app/admin/after-publish/publish-status.ts).
import { appendFileSync } from 'node:fs';
import { appModules } from './cli.mjs';

/** @typedef {{ told: string; sentence: string; file?: string; line?: number; screen?: string }} Placed */

/** @param {string} text */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** @param {string} text */
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub's workflow command for an error on a file's line. @param {Placed} problem */
export function annotation(problem) {
  const where = [
    problem.file && `file=${escapeProperty(problem.file)}`,
    problem.file && problem.line && `line=${problem.line}`,
    `title=${escapeProperty(problem.screen ? `In /admin: ${problem.screen}` : 'The church content')}`,
  ].filter(Boolean);
  return `::error ${where.join(',')}::${escapeData(problem.sentence.replace(/^- /, ''))}`;
}

/** The run's summary for the church office: which boxes to put right. @param {Placed[]} problems */
export function summary(problems) {
  /** @param {string} text */
  const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const count = problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`;
  return [
    `## The site was not updated: the content has ${count}`,
    '',
    'The website is as it was before this change. Open each entry in /admin, put the box right and choose Publish again; the site is updated once nothing is wrong. (docs/editing-content.md, "If a change does not reach the site")',
    '',
    '| In /admin | What to put right | File |',
    '| --- | --- | --- |',
    ...problems.map((problem) => {
      const message = problem.sentence.replace(/^- [^:]*?: /, '');
      const file = problem.file
        ? `${problem.file}${problem.line ? `, line ${problem.line}` : ''}`
        : '';
      return `| ${cell(problem.screen ?? '')} | ${cell(message)} | ${cell(file)} |`;
    }),
    '',
  ].join('\n');
}

/**
 * The summary of right content that still holds the sample church's: what to replace.
 * @param {string[]} samples The build's checklist (app/content/loading/placeholders.server.ts).
 */
export function samplesSummary(samples) {
  if (samples.length === 0) return '';
  return [
    '## Sample content still on the site',
    '',
    'Replace each before the site goes live; the same list is in /admin. (docs/setting-up.md, step 5)',
    '',
    ...samples.map((line) => `- [ ] ${line}`),
    '',
  ].join('\n');
}

async function main() {
  const app = await appModules();
  try {
    app.loadContent();
  } catch (error) {
    if (!(error instanceof app.ContentError)) throw error;
    console.error(error.message);
    if (process.env.GITHUB_ACTIONS) {
      for (const problem of error.problems) console.log(annotation(problem));
    }
    if (process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary(error.problems));
    process.exitCode = 1;
    return;
  }
  console.log('The church content is right.');
  const samples = app.sampleChecklist(app.contentDir(), { record: app.sampleRecord() });
  if (process.env.GITHUB_STEP_SUMMARY && samples.length > 0)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, samplesSummary(samples));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
