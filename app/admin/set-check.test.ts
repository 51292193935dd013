import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { repositoryPaths } from '../../test/apply-changes.ts';
import { baptistInWales, beneficeOfTwo } from '../../test/start-facts.ts';
import { sampleRecord } from '../content/loading/sample-values.server.ts';
import { longestName, longestTown } from '../content/schemas/church.ts';
import type { StartFacts } from './start/facts.ts';
import { newChurch } from './start/new-church.ts';
import { setChecks } from './set-check.ts';

// /admin cannot see the content folder's pictures: neither can these checks (as in checks.js).
vi.mock(
  '../content/pictures/content-files.ts',
  () => import('../content/pictures/content-files.browser.ts'),
);

/** The sample's text files, by path under content/. */
const sample = () =>
  Object.fromEntries(
    repositoryPaths('content')
      .filter((path) => /\.(ya?ml|md)$/.test(path))
      .map((path) => [path.slice('content/'.length), readFileSync(join(path), 'utf8')]),
  );

/** The sample as a start form's Publish of `facts` would leave it. */
function started(facts: StartFacts) {
  const files = sample();
  const changes = newChurch(facts, repositoryPaths('content'), sampleRecord().paths);
  for (const path of changes.remove) delete files[path.slice('content/'.length)];
  for (const [path, text] of Object.entries(changes.write))
    if (typeof text === 'string') files[path.slice('content/'.length)] = text;
  return files;
}

const letters = (count: number, word: string) =>
  `${word} ${'x'.repeat(count)}`.slice(0, count).trim().padEnd(count, 'y');

describe('the build’s checks of a whole content folder, in /admin', () => {
  test('the sample builds', () => {
    expect(setChecks(sample())).toEqual([]);
  });

  test('an event naming a church that is not there is named, with its box', () => {
    const files = started(beneficeOfTwo);
    files['events/2027-01-10-bring-and-share.yml'] = [
      'title: Bring and share',
      'start: 2027-01-10T12:00',
      'end: 2027-01-10T14:00',
      'church: logie-easter-church',
    ].join('\n');
    expect(setChecks(files)).toEqual([
      expect.objectContaining({
        file: 'events/2027-01-10-bring-and-share.yml',
        box: 'Church',
        message: expect.stringMatching(/^there is no church "logie-easter-church"/),
      }),
    ]);
  });

  test.each([
    ['one church', baptistInWales],
    ['several churches', beneficeOfTwo],
  ])(
    'the start form with the longest name and town it accepts writes what builds: %s',
    (_, facts) => {
      const name = letters(
        longestName,
        'Kilmuir and Logie Easter linked with Fearn Abbey and Nigg',
      );
      const town = letters(longestTown, 'Llanfairpwllgwyngyll');
      const long = { ...facts, name, address: { ...facts.address, town } };
      expect(setChecks(started(long))).toEqual([]);
    },
  );
});
