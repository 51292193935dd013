import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import imageConfig from '../../assets/images/presets.json' with { type: 'json' };
import { imageStem } from '../pictures/image-names.ts';
import { sidewaysPhoto } from '../../../test/sideways-photo.ts';
import { markdownBlocks } from '../schemas/markdown.ts';
import { neededSize } from '../pictures/picture-check.ts';
import { checkRichText, textPicturesFolder } from './rich-text-check.server.ts';
import type { RichBlock } from '../schemas/rich-text.ts';

// A picture put in text (Markdown's ![description](folder/file)) is shown the width of the
// reading column: its copies keep its own shape and are made at the text preset's widths, never
// cut to the square of a person's photo in whose folder the CMS once saved it.

const contentDir = mkdtempSync(join(tmpdir(), 'rich-text-check-'));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const textPreset = imageConfig.folders[textPicturesFolder][0]!;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();

async function put(key: string, bytes: Buffer | string) {
  const [folder] = key.split('/');
  mkdirSync(join(contentDir, 'images', folder!), { recursive: true });
  writeFileSync(join(contentDir, 'images', key), bytes);
}

/** The blocks of some Markdown after the checks, and the problems they found. */
function checked(markdown: string) {
  const result = markdownBlocks(markdown);
  if ('problems' in result) throw new Error(result.problems[0]!.problem);
  const problems = checkRichText(
    [{ shown: 'pages/visit.yml', text: markdown, data: result.blocks }],
    {
      contentDir,
      pagePaths: new Set(),
    },
  );
  return { blocks: result.blocks as RichBlock[], problems };
}

describe('a picture in text', () => {
  it('gets the text preset and keeps its own shape and description', async () => {
    const { width } = neededSize(textPicturesFolder);
    await put('text/hall.jpg', await photo(width + 400, width));
    const { blocks, problems } = checked(
      'Welcome.\n\n![The hall set for the harvest supper](text/hall.jpg)',
    );
    expect(problems).toEqual([]);
    expect(blocks[1]).toEqual({
      picture: imageStem(contentDir, 'text/hall.jpg'),
      alt: 'The hall set for the harvest supper',
      preset: textPreset,
      aspect: [width + 400, width],
    });
    expect(imageConfig.presets[textPreset as keyof typeof imageConfig.presets]).not.toHaveProperty(
      'aspect',
    );
  });

  it('keeps a phone photo upright: its shape is the upright one', async () => {
    const { width } = neededSize(textPicturesFolder);
    // Stored 4 : 3 and marked "turn 90°": upright it is 3 : 4.
    await put('text/upright.jpg', await sidewaysPhoto(Math.round((width * 4) / 3), width));
    const { blocks, problems } = checked('![The minister at the door](text/upright.jpg)');
    expect(problems).toEqual([]);
    expect(blocks[0]).toMatchObject({
      preset: textPreset,
      aspect: [width, Math.round((width * 4) / 3)],
    });
  });

  it('takes a drawing’s shape from its size or viewBox', async () => {
    await put(
      'text/plan.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700"><rect width="10" height="10"/></svg>',
    );
    const { blocks, problems } = checked('![A plan of the church halls](text/plan.svg)');
    expect(problems).toEqual([]);
    expect(blocks[0]).toMatchObject({ preset: textPreset, aspect: [1600, 700] });
  });

  it('from a folder of another place, such as the people’s photos: refused, never cut square', async () => {
    await put('people/hall.jpg', await photo(1600, 900));
    const { blocks, problems } = checked('![The hall](people/hall.jpg)');
    expect(problems.map((problem) => problem.sentence)).toEqual([
      `- pages/visit.yml, line 1: the picture "people/hall.jpg" must be in content/images/${textPicturesFolder}, the folder for pictures in text, so that it is shown whole and not cut to the shape of another place: choose it again with the editor's picture button (which saves it there), or move the file there and write "${textPicturesFolder}/hall.jpg"`,
    ]);
    expect(blocks[0]).not.toHaveProperty('preset');
  });
});
