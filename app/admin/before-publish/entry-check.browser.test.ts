import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleChecks } from '../../pipeline/admin-plugin.ts';
import type { entryChecks } from './entry-check.ts';
import { collections } from '../../content/schemas/kinds.ts';
import { settingsFiles } from '../../content/schemas/settings-files.ts';
import { itemFilesIn } from '../../content/loading/read.server.ts';
import { fromFrontMatterFile, fromYamlFile } from '../../content/yaml.ts';
import * as yaml from 'yaml';

// The checks as /admin runs them: its own bundle (admin-plugin.ts, /admin/checks.js), in which
// content-files.browser.ts cannot see the content folder. A file just uploaded is not there
// until the entry is saved, so what needs the file is left to the build.
let checkEntry: ReturnType<typeof entryChecks>;
beforeAll(async () => {
  const folder = resolve('node_modules/.cache/admin-checks-test');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'checks.js'), await bundleChecks());
  // /admin's yaml.js is the yaml package's own browser build.
  writeFileSync(join(folder, 'yaml.js'), "export * from 'yaml';\n");
  const bundle = (await import(pathToFileURL(join(folder, 'checks.js')).href)) as {
    entryChecks: typeof entryChecks;
  };
  checkEntry = bundle.entryChecks();
});

describe('/admin leaves the files to the build', () => {
  const dir = 'content';
  const [first] = itemFilesIn(dir, collections.sermons);
  const sermon = fromFrontMatterFile(yaml, readFileSync(join(dir, first!.file), 'utf8')) as Record<
    string,
    unknown
  >;

  it('saves a sermon with a WebVTT file it cannot read, new or already there', () => {
    for (const file of ['transcripts/uploaded-just-now.vtt', 'transcripts/an-older-one.vtt']) {
      expect(checkEntry('sermons', first!.stem, { ...sermon, transcript: { file } })).toEqual([]);
    }
  });

  it('still refuses what it can see without the file', () => {
    expect(
      checkEntry('sermons', first!.stem, {
        ...sermon,
        transcript: { file: 'transcripts/notes.docx' },
      }),
    ).toEqual([
      {
        screen: 'Transcript → WebVTT file',
        message: expect.stringContaining('must be a WebVTT file'),
      },
    ]);
  });

  it('refuses an iPhone photo in HEIC, in the words the office reads, before it is saved', () => {
    const { file, cms } = settingsFiles(dir).aboutUs;
    const data = fromYamlFile(yaml, readFileSync(join(dir, file), 'utf8')) as {
      sections: { type: string; people?: { photo?: string }[] }[];
    };
    data.sections.find((s) => s.type === 'people')!.people![0]!.photo = 'people/img-4711.heic';
    expect(checkEntry(cms.section, cms.name, data)).toEqual([
      {
        screen: expect.stringMatching(/ → Photo$/),
        message: expect.stringContaining('in HEIC format'),
      },
    ]);
  });
});
