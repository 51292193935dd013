import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageEndings } from './image-names.ts';
import { sidewaysPhoto } from '../../../test/sideways-photo.ts';
import { loadContent } from '../loading/load.server.ts';
import { neededSize } from './picture-check.ts';
import { textPicturesFolder } from '../loading/rich-text-check.server.ts';
import {
  contentCopies,
  contentFolders,
  type Data,
  edit,
  firstPeople,
  firstPeopleSection,
  problemsIn,
} from '../../../test/content-copies.ts';

// Pictures as the church office sends them: an iPhone photo still in HEIC, one too small for
// its place, one stored sideways by a phone, one with no description. Each stops the build
// with a sentence naming file and field and saying what to do. And in both content sets, every
// picture is described or marked decorative. Sizes come from presets.json, never written here.

const copyOf = contentCopies();
const { index: peopleAt } = firstPeopleSection('content');
const setFirstElderPhoto = (dir: string, photo: string) =>
  edit(dir, 'pages/about-us.yml', (page) => {
    ((page.sections as Data[])[peopleAt]!.people as Data[])[0]!.photo = photo;
  });
const photoField = `pages/about-us.yml, sections → ${peopleAt} → people → 0 → photo`;

/** The first bytes of an iPhone's HEIC photo: enough for anything that reads its format. */
function heicBytes() {
  const bytes = Buffer.alloc(64);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypheic', 4, 'latin1');
  bytes.write('mif1heic', 16, 'latin1');
  return bytes;
}
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();

describe('a photo from a phone', () => {
  it('in HEIC: says how to send it from an iPhone as a JPEG', () => {
    const dir = copyOf();
    writeFileSync(join(dir, 'images/people/img-4711.heic'), heicBytes());
    setFirstElderPhoto(dir, 'people/img-4711.heic');
    const problems = problemsIn(dir);
    expect(problems).toContain(
      `${photoField}: A person's photo (people/img-4711.heic) is an iPhone photo in HEIC format, which web browsers cannot show. Please upload it again as a JPEG`,
    );
    expect(problems).toContain('Settings → Camera → Formats and choose "Most Compatible"');
    expect(problems).not.toContain('must be a picture file ending in');
  });

  it('in HEIC under a .jpg name: known by its bytes', () => {
    const dir = copyOf();
    writeFileSync(join(dir, 'images/people/renamed.jpg'), heicBytes());
    setFirstElderPhoto(dir, 'people/renamed.jpg');
    expect(problemsIn(dir)).toContain(
      `${photoField}: A person's photo (people/renamed.jpg) is an iPhone photo in HEIC format`,
    );
  });

  it('too small for its place: says the size it needs', async () => {
    const dir = copyOf();
    const needed = neededSize('people');
    writeFileSync(
      join(dir, 'images/people/small.jpg'),
      await jpeg(needed.width - 1, needed.height),
    );
    setFirstElderPhoto(dir, 'people/small.jpg');
    expect(problemsIn(dir)).toContain(
      `${photoField}: A person's photo (people/small.jpg) is ${needed.width - 1} × ${needed.height} pixels, too small for its place on the website, which needs at least ${needed.width} × ${needed.height} pixels (width × height)`,
    );
  });

  it('stored sideways by the phone: judged by its upright size', async () => {
    const dir = copyOf();
    const needed = neededSize('hero');
    // Wide enough as stored, but upright it is taller than wide and too narrow for the hero.
    const [storedWidth, storedHeight] = [needed.width + 100, needed.height + 100];
    expect(storedHeight).toBeLessThan(needed.width);
    writeFileSync(
      join(dir, 'images/hero/sideways.jpg'),
      await sidewaysPhoto(storedWidth, storedHeight),
    );
    edit(dir, 'pages/home.yml', (home) => {
      ((home.hero as Data).image as Data).src = 'hero/sideways.jpg';
    });
    expect(problemsIn(dir)).toContain(
      `pages/home.yml, hero → image → src: The hero picture (hero/sideways.jpg) is ${storedHeight} × ${storedWidth} pixels, too small`,
    );
  });

  it('large enough, and upright: accepted', async () => {
    const dir = copyOf();
    const needed = neededSize('people');
    writeFileSync(
      join(dir, 'images/people/big.jpg'),
      await sidewaysPhoto(needed.height + 10, needed.width + 10),
    );
    setFirstElderPhoto(dir, 'people/big.jpg');
    expect(firstPeople(loadContent(dir))[0]!.photo).toMatch(/^people\/big-/);
  });

  it('too small in rich text: names the line, and the width it needs', async () => {
    const dir = copyOf();
    // A picture in text keeps its own shape, so only its width is asked for.
    const needed = neededSize(textPicturesFolder);
    expect(needed.height).toBe(0);
    writeFileSync(join(dir, 'images/text/small.jpg'), await jpeg(needed.width - 1, 2000));
    edit(dir, 'pages/about-us.yml', (page) => {
      page.intro = `Welcome.\n\n![The hall at the harvest supper](text/small.jpg)`;
    });
    expect(problemsIn(dir)).toMatch(
      new RegExp(
        `pages/about-us\\.yml, line \\d+, intro: the picture "text/small\\.jpg" is ${needed.width - 1} × 2000 pixels, too small for its place on the website, which needs at least ${needed.width} pixels wide so that it is not blurred`,
      ),
    );
  });
});

describe('a picture without a description', () => {
  it('is refused, saying what to write, or to mark it decorative', () => {
    const dir = copyOf();
    edit(dir, 'pages/home.yml', (home) => {
      delete ((home.hero as Data).image as Data).alt;
    });
    expect(problemsIn(dir)).toContain(
      'pages/home.yml, hero → image → alt: The hero picture description is missing: say in a sentence what the picture shows, for people who cannot see it (or, if it adds nothing to the words around it, mark it decorative)',
    );
  });

  it('marked decorative, is shown with an empty description', () => {
    const dir = copyOf();
    edit(dir, 'pages/home.yml', (home) => {
      const image = (home.hero as Data).image as Data;
      delete image.alt;
      image.decorative = true;
    });
    expect(loadContent(dir).home.hero.image).toMatchObject({ alt: '', decorative: true });
  });

  it('both described and marked decorative, asks which is meant', () => {
    const dir = copyOf();
    edit(dir, 'pages/home.yml', (home) => {
      ((home.hero as Data).image as Data).decorative = true;
    });
    expect(problemsIn(dir)).toContain(
      'pages/home.yml, hero → image → decorative: The hero picture has a description and is marked decorative',
    );
  });
});

/** Every picture the pages receive, with what a screen reader is given for it. */
function picturesIn(
  value: unknown,
  path = '',
): { path: string; alt: string; decorative: boolean }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => picturesIn(v, `${path} → ${i}`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Data;
  // A picture field, a person (the photo is described by the name), a picture in rich text.
  if (typeof record.src === 'string' && 'alt' in record) {
    return [{ path, alt: String(record.alt), decorative: record.decorative === true }];
  }
  if (typeof record.photo === 'string') {
    return [{ path, alt: String(record.name ?? ''), decorative: false }];
  }
  if (typeof record.picture === 'string') {
    return [{ path, alt: String(record.alt ?? ''), decorative: false }];
  }
  return Object.entries(record).flatMap(([k, v]) => picturesIn(v, `${path} → ${k}`));
}

/** How many pictures the files name: picture values, and pictures in Markdown. */
function picturesNamedIn(dir: string): number {
  const endings = imageEndings.map((e) => e.replace('.', '\\.')).join('|');
  const value = new RegExp(
    `^\\s*(?:-\\s*)?(?:src|photo):\\s*["']?[a-z]+/[^/\\s]+(?:${endings})`,
    'gim',
  );
  const markdown = /!\[[^\]]*\]\(/g;
  const files = [
    'pages/home.yml',
    'pages/about-us.yml',
    'pages/giving.yml',
    'pages/get-involved.yml',
    'pages/privacy-policy.yml',
    'pages/halls.yml',
  ];
  const folder = (name: string) =>
    existsSync(join(dir, name)) ? readdirSync(join(dir, name)).map((f) => `${name}/${f}`) : [];
  return [
    ...files,
    ...folder('activities'),
    ...folder('news'),
    ...folder('sermons'),
    ...folder('church-pages'),
    ...folder('churches'),
  ].reduce((count, file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return count + (text.match(value)?.length ?? 0) + (text.match(markdown)?.length ?? 0);
  }, 0);
}

describe.each(contentFolders)('every picture of %s', (folder) => {
  const content = loadContent(folder);
  const pictures = picturesIn(content);

  it('is found: as many as the files name', () => {
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures).toHaveLength(picturesNamedIn(folder));
  });

  it('is described, or marked decorative', () => {
    for (const picture of pictures) {
      expect(picture.alt.trim() !== '' || picture.decorative, picture.path).toBe(true);
    }
  });
});
