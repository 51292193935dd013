import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeFiles } from '../test/temp-dir.ts';
import { runnerTimes, slowest, stageTable, timingsReport } from './test-report.mjs';

describe('runnerTimes', () => {
  const root = tempDir('test-report-');
  let folders = 0;
  /** The runners' times from a folder of these reports. @param {Record<string, string>} reports */
  const timesOf = (reports) => {
    const folder = join(root, String((folders += 1)));
    writeFiles(folder, reports);
    return runnerTimes(folder);
  };

  it('reads Vitest’s report: each test by its file and full name, in seconds', () => {
    const unit = {
      testResults: [
        {
          name: join(process.cwd(), 'app/lib/a.test.ts'),
          assertionResults: [
            { fullName: 'a adds', title: 'adds', duration: 1500 },
            { title: 'bare', duration: null },
          ],
        },
      ],
    };
    expect(timesOf({ 'unit.json': JSON.stringify(unit) })).toEqual([
      {
        runner: 'unit tests (Vitest)',
        tests: [
          { title: 'app/lib/a.test.ts › a adds', seconds: 1.5 },
          { title: 'app/lib/a.test.ts › bare', seconds: 0 },
        ],
      },
    ]);
  });

  it('reads Playwright’s: files and describe blocks, one entry per project, retries added up', () => {
    const browser = {
      suites: [
        {
          title: 'events.spec.ts',
          specs: [
            {
              title: 'top',
              file: 'events.spec.ts',
              tests: [{ projectName: 'phone', results: [{ duration: 1000 }, { duration: 2000 }] }],
            },
          ],
          suites: [
            {
              title: 'carousel',
              specs: [
                {
                  title: 'moves',
                  file: 'events.spec.ts',
                  tests: [
                    { projectName: 'phone', results: [{ duration: 500 }] },
                    { projectName: 'desktop', results: [{ duration: 700 }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    // A runner that stopped half way leaves no whole report: left out.
    const reports = { 'e2e-sample.json': JSON.stringify(browser), 'admin.json': '{"suites": [' };
    expect(timesOf(reports)).toEqual([
      {
        runner: 'browser tests, sample content (Playwright)',
        tests: [
          { title: '[phone] events.spec.ts › top', seconds: 3 },
          { title: '[phone] events.spec.ts › carousel › moves', seconds: 0.5 },
          { title: '[desktop] events.spec.ts › carousel › moves', seconds: 0.7 },
        ],
      },
    ]);
  });
});

describe('the report', () => {
  const stages = [
    {
      steps: [
        { name: 'lint', seconds: 30, ok: true },
        { name: 'types', seconds: 45.25, ok: true },
      ],
      seconds: 45.5,
    },
    { steps: [{ name: 'unit tests', seconds: 80, ok: false }], seconds: 80 },
  ];

  it('tables the stages with their steps side by side, a failure marked, and the total', () => {
    expect(stageTable(stages).split('\n')).toEqual([
      '| stage | steps, side by side | time |',
      '| --- | --- | --- |',
      '| 1 | lint 30.0 s; types 45.3 s | 45.5 s |',
      '| 2 | ✖ unit tests 80.0 s | 80.0 s |',
      '| | in all | 125.5 s |',
    ]);
  });

  it('lists the slowest tests first, at most the number asked for', () => {
    const tests = [1, 5, 3].map((seconds) => ({ title: `t${seconds}`, seconds }));
    expect(slowest(tests, 2).map((test) => test.title)).toEqual(['t5', 't3']);
  });

  it('gives each runner its count, its total and its slowest tests', () => {
    const text = timingsReport(stages, [
      { runner: 'unit tests', tests: [{ title: 'a › b', seconds: 2 }] },
    ]);
    expect(text).toContain('## unit tests: 1 tests, 2.0 s of test time');
    expect(text).toContain('| 2.0 s | a › b |');
    expect(text).toContain('| | in all | 125.5 s |');
  });
});
