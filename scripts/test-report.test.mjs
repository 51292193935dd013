import { describe, expect, it } from 'vitest';
import {
  playwrightTimes,
  slowest,
  stageTable,
  timingsReport,
  vitestTimes,
} from './test-report.mjs';

describe('vitestTimes', () => {
  it('names each test by its file and full name, in seconds', () => {
    const report = {
      testResults: [
        {
          name: '/repo/app/lib/a.test.ts',
          assertionResults: [
            { fullName: 'a adds', title: 'adds', duration: 1500 },
            { title: 'bare', duration: null },
          ],
        },
      ],
    };
    expect(vitestTimes(report, '/repo')).toEqual([
      { title: 'app/lib/a.test.ts › a adds', seconds: 1.5 },
      { title: 'app/lib/a.test.ts › bare', seconds: 0 },
    ]);
  });
});

describe('playwrightTimes', () => {
  it('walks files and describe blocks, one entry per project, adding up retries', () => {
    const report = {
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
    expect(playwrightTimes(report)).toEqual([
      { title: '[phone] events.spec.ts › top', seconds: 3 },
      { title: '[phone] events.spec.ts › carousel › moves', seconds: 0.5 },
      { title: '[desktop] events.spec.ts › carousel › moves', seconds: 0.7 },
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
