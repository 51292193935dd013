// The sample groups feed `npm start` shows, in either shape (SAMPLE_FEED=current). Imports only
// files with no imports of their own: the Vite config loads this file too.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SampleFeedShape } from '../events/sample.ts';

/** Where the dev server serves the sample; the path ends like ChurchSuite's. */
export const sampleGroupsPath = '/__sample-feed/embed/smallgroups/json';

const sampleGroupsFiles: Record<SampleFeedShape, string[]> = {
  legacy: ['test/fixtures/groups.json'],
  current: ['test/fixtures/groups-current.json', 'test/fixtures/groups-current-page-2.json'],
};

export const sampleGroupsAnswers = (shape: SampleFeedShape, root = process.cwd()) =>
  Promise.all(
    sampleGroupsFiles[shape].map(
      async (file) => JSON.parse(await readFile(resolve(root, file), 'utf8')) as unknown,
    ),
  );
