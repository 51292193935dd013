import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { applyChanges, repositoryPaths } from '../../../test/apply-changes.ts';
import { contentCopies } from '../../../test/content-copies.ts';
import { baptistInWales, beneficeOfTwo } from '../../../test/start-facts.ts';
import { loadContent } from '../../content/loading/load.server.ts';
import { sampleRecord } from '../../content/loading/sample-values.server.ts';
import { longestName, longestTown } from '../../content/schemas/church.ts';
import type { StartFacts } from '../start/facts.ts';
import { newChurch } from '../start/new-church.ts';
import { setChecks } from './set-check.ts';

const copy = contentCopies();

/** A content folder's text files, by path under it: what /admin hands the checks. */
const textsIn = (dir: string) =>
  Object.fromEntries(
    repositoryPaths(dir)
      .map((path) => path.slice('content/'.length))
      .filter((path) => /\.(ya?ml|md)$/.test(path))
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );

/** A copy of the sample as a start form's Publish of `facts` leaves it (its new pictures too). */
function started(facts: StartFacts) {
  const dir = copy();
  applyChanges(
    dir,
    newChurch(facts, repositoryPaths(dir), sampleRecord().paths, { texts: textsIn(dir) }),
  );
  return dir;
}

const letters = (count: number, word: string) =>
  `${word} ${'x'.repeat(count)}`.slice(0, count).trim().padEnd(count, 'y');

describe('the build’s checks of a whole content folder, in /admin', () => {
  test('the sample builds', () => {
    expect(setChecks(textsIn('content'))).toEqual([]);
  });

  test('a site of two languages builds, each file read in its language', () => {
    const bilingual = 'test/fixtures/content-bilingual';
    expect(setChecks(textsIn(bilingual), bilingual)).toEqual([]);
    const dir = started({ ...baptistInWales, languages: 'cy-en' });
    expect(setChecks(textsIn(dir), dir)).toEqual([]);
    // A Welsh file's mistake is named by its entry in Welsh.
    const files = textsIn(dir);
    files['church.cy.yml'] = files['church.cy.yml']!.replace(/^email: .*$/m, 'email: swyddfa');
    expect(setChecks(files, dir)).toEqual([
      expect.objectContaining({
        file: 'church.cy.yml',
        entry: 'Church and site → Church details (Cymraeg)',
      }),
    ]);
  });

  test('an event naming a church that is not there is named, with its box', () => {
    const dir = started(beneficeOfTwo);
    const files = textsIn(dir);
    files['events/2027-01-10-bring-and-share.yml'] = [
      'title: Bring and share',
      'start: 2027-01-10T12:00',
      'end: 2027-01-10T14:00',
      'church: logie-easter-church',
    ].join('\n');
    expect(setChecks(files, dir)).toEqual([
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
      const dir = started(long);
      expect(setChecks(textsIn(dir), dir)).toEqual([]);
      // And the build itself agrees.
      expect(() => loadContent(dir)).not.toThrow();
    },
  );
});
