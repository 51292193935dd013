import { resolve } from 'node:path';
import { crossCheck } from './cross-checks.ts';
import { itemKinds, settingsFiles } from './kinds.ts';
import { readContent, shownIn } from './read.ts';
import { shapeContent } from './shape.ts';
import { allSettings, validateContent } from './validate.ts';

// Reads every file of the content folder (content/, or CONTENT_DIR), checks it against its
// schema, and turns it into what the pages receive, in steps: read.ts, validate.ts,
// cross-checks.ts, shape.ts. Runs in Node only: when the site starts or builds
// (content-plugin.ts), in routes.ts, and in tests. A mistake stops it with one sentence per
// problem naming the file and the field, all problems at once.

export type { Content } from './shape.ts';

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(message: string) {
    super(message);
    // The sentences are all the person fixing the content needs. Whatever prints this error
    // (the terminal, Vite's error page, React Router) prints its stack, so the stack is them
    // alone, without the lines of our code that found the mistake.
    this.stack = message;
  }
}

/** The content folder: CONTENT_DIR when set (tests, a second church), else content/. */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? 'content');
}

export function loadContent(dir = contentDir()) {
  const shown = shownIn(dir);
  const kinds = { settingsFiles: settingsFiles(dir), itemKinds: itemKinds(dir) };
  const files = Object.values(kinds.settingsFiles).map(({ file }) => file);
  const raw = readContent(dir, files);
  const validated = validateContent(raw, kinds, shown);
  const problems = [
    ...raw.problems,
    ...validated.problems,
    ...crossCheck(raw, validated, kinds, dir, shown),
  ];
  if (problems.length > 0 || !allSettings(validated.settings)) {
    throw new ContentError(
      `The church content has a mistake:\n${problems.join('\n')}\n` +
        'Fix it in the CMS (/admin) or in the file, then save. docs/editing-content.md shows how each value should look.',
    );
  }
  return shapeContent(validated.settings, validated.items);
}
