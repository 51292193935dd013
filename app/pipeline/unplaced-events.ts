// A site of several churches: this month's events from the feed that name no church, in the
// build's log and /admin's (admin/build.json), in the office's words. A site of one has none.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildFacts } from '../admin/shared/build-facts.ts';
import type { Content } from '../content/loading/load.server.ts';
import { readSnapshotFile } from '../feeds/snapshots.server.ts';
import { adminFolder } from '../lib/built-files.js';
import { unplacedThisMonth, unplacedWords } from '../lib/unplaced-events.ts';
import { instantToLondon } from '../lib/wall-clock.ts';
import { dateWordsOf } from '../lib/format-date.ts';

/** The list, added to /admin's build facts; its lines for the log, or none. */
export async function noteUnplacedEvents(
  client: string,
  content: Pick<Content, 'church' | 'several' | 'siteText'>,
): Promise<string | undefined> {
  if (!content.several) return undefined;
  const snapshot = await readSnapshotFile('events', dirname(client));
  if (!snapshot) return undefined;
  const unplaced = unplacedThisMonth(snapshot.events, instantToLondon(snapshot.takenAt));
  const words = unplacedWords(unplaced, dateWordsOf(content.siteText.dates, content.church));
  if (!words) return undefined;
  const file = join(client, adminFolder, 'build.json');
  const facts = JSON.parse(await readFile(file, 'utf8')) as BuildFacts;
  await writeFile(file, JSON.stringify({ ...facts, unplaced: words }));
  return [words.headline, ...words.lines.map((line) => `- ${line}`)].join('\n');
}
