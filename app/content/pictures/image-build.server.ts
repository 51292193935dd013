// AVIF, WebP and JPEG copies of content/images/<folder>/ as presets.json says, named as the loader
// names them (no manifest). A copy made from the same bytes by the same recipe (presets.json and
// this file) is not remade: by content, not file times, so a host's fresh clone reuses the copies
// its build cache kept (docs/decisions/0040).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { hashesFileOf } from '../../lib/image-cache.server.js';
import { imageEndings, imagesFolder, imageStem } from './image-names.ts';
import { pictureShape } from './picture-facts.ts';
import { shownWhole } from '../../lib/picture-shape.ts';
import {
  defaultPhotoPosition,
  photoPositions,
  type PhotoPosition,
} from '../../lib/photo-position.ts';

// This file is app/content/pictures/image-build.server.ts: the project is three folders up.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const presetsFile = join(root, 'app/assets/images/presets.json');

// Quality settings chosen by eye on the hero: the phone-width AVIF stays well under 25 KB.
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 74, mozjpeg: true, progressive: true }),
};
type Format = keyof typeof encoders;

/** presets.json: each folder's presets, each preset's shape (none: the picture's own), widths. */
interface ImageConfig {
  folders: Record<string, string[]>;
  presets: Record<string, { aspect?: [number, number]; widths: number[]; positioned?: boolean }>;
  formats: Format[];
}

/** The parts the content keeps of each picture of a positioned preset, by its stem. */
export type Positions = ReadonlyMap<string, readonly PhotoPosition[]>;

const exists = async (path: string) => Boolean(await stat(path).catch(() => undefined));
const sha256 = (...parts: (string | Buffer)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** The source pictures of one folder, refusing two files that would make the same name. */
async function sourcesIn(contentDir: string, folder: string) {
  const dir = join(contentDir, imagesFolder, folder);
  const files = (await readdir(dir).catch(() => [])).filter((f) =>
    imageEndings.includes(extname(f).toLowerCase()),
  );
  const byStem = new Map<string, string>();
  for (const file of files) {
    const stem = imageStem(contentDir, `${folder}/${file}`);
    if (byStem.has(stem)) {
      throw new Error(
        `Two pictures in content/${imagesFolder}/${folder} are the same picture under one name (${byStem.get(stem)} and ${file}). Delete the one you no longer want.`,
      );
    }
    byStem.set(stem, file);
  }
  return Promise.all(
    [...byStem].map(async ([stem, file]) => {
      const path = join(dir, file);
      return { folder, stem, path, hash: sha256(await readFile(path)) };
    }),
  );
}
type Source = Awaited<ReturnType<typeof sourcesIn>>[number];

/** Reads a source to cover width × height: a drawing drawn at that size, a photo upright. */
async function render(source: Source, width: number, height: number): Promise<Sharp> {
  if (extname(source.path).toLowerCase() !== '.svg')
    return sharp(source.path, { autoOrient: true });
  const meta = await sharp(source.path).metadata();
  const scale = Math.max(width / meta.width, height / meta.height);
  return sharp(source.path, { density: Math.ceil(72 * scale * 1.02) });
}

/** Each copy of a source: its size, the part a cut keeps (sharp's words) and its file's stem. */
async function jobsFor(source: Source, { folders, presets }: ImageConfig, positions: Positions) {
  // Sources come from the folders presets.json names, and each of its presets is named there.
  const presetNames = folders[source.folder]!;
  // Upright, as the loader reads it (app/content/loading/rich-text-check.server.ts): both give one height.
  const own = presetNames.some((name) => !presets[name]!.aspect)
    ? pictureShape(await readFile(source.path))
    : undefined;
  return presetNames.flatMap((presetName) => {
    const { aspect, widths, positioned } = presets[presetName]!;
    const shape = aspect ?? own;
    // A landscape slot's picture kept whole: only for the upright ones the page shows so.
    if (!shape || (presetName === 'whole' && !shownWhole(shape))) return [];
    // A person's square: the default cut (one just uploaded has it) and each the content chooses.
    const cuts = positioned
      ? [...new Set([defaultPhotoPosition, ...(positions.get(source.stem) ?? [])])].map(
          (position) => ({
            name: `${presetName}-${position}`,
            position: photoPositions[position].sharp,
          }),
        )
      : [{ name: presetName, position: 'centre' }];
    return cuts.flatMap(({ name, position }) =>
      widths.map((width) => ({
        source,
        width,
        height: Math.round((width * shape[1]) / shape[0]),
        position,
        stem: `${source.stem.split('/')[1]}-${name}-${width}`,
      })),
    );
  });
}
type Job = Awaited<ReturnType<typeof jobsFor>>[number];
/** What every job of one run shares: the recipe's hash, where, which formats, each copy's hash. */
type Run = { recipe: string; outputDir: string; formats: Format[]; made: Record<string, string> };

async function runJob(
  { source, width, height, position, stem }: Job,
  { recipe, outputDir, formats, made }: Run,
  kept: Record<string, string>,
): Promise<string[]> {
  const outDir = join(outputDir, source.folder);
  const targets = formats.map((format) => ({ format, path: join(outDir, `${stem}.${format}`) }));
  const name = `${source.folder}/${stem}`;
  made[name] = sha256(recipe, source.hash, `${width}x${height} ${position}`);
  const all = await Promise.all(targets.map((t) => exists(t.path)));
  if (kept[name] === made[name] && all.every(Boolean)) return [];

  await mkdir(outDir, { recursive: true });
  const resized = (await render(source, width, height))
    .resize(width, height, { fit: 'cover', position })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  // Through raw pixels, so no copy carries the source's metadata: no EXIF (GPS), camera or profile.
  const raw = await resized.raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(raw.data, { raw: raw.info });
  await Promise.all(targets.map(({ format, path }) => encoders[format](base()).toFile(path)));
  return targets.map((t) => t.path);
}

/** The parts of people's photos the content keeps other than the default, by the photo's stem. */
export function positionsIn(content: unknown): Positions {
  const found = new Map<string, PhotoPosition[]>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const { photo, photoPosition } = value as Record<string, unknown>;
    if (typeof photo === 'string' && typeof photoPosition === 'string') {
      found.set(photo, [...(found.get(photo) ?? []), photoPosition as PhotoPosition]);
    }
    Object.values(value).forEach(walk);
  };
  walk(content);
  return found;
}

/** Removes copies whose source picture or preset has gone, so old photos never linger. */
async function removeStale(outputDir: string, expected: Set<string>): Promise<void> {
  for (const folder of await readdir(outputDir).catch(() => [])) {
    const dir = join(outputDir, folder);
    for (const file of await readdir(dir).catch(() => [])) {
      if (!expected.has(join(folder, file))) await rm(join(dir, file));
    }
  }
}

/** Makes every picture's copies in outputDir, a person's square at each part `positions` names. */
export async function generateImages({
  contentDir,
  outputDir,
  positions = new Map(),
}: {
  contentDir: string;
  outputDir: string;
  positions?: Positions;
}): Promise<string> {
  const started = performance.now();
  const presetsText = await readFile(presetsFile, 'utf8');
  const config = JSON.parse(presetsText) as ImageConfig;
  const recipe = sha256(presetsText, await readFile(fileURLToPath(import.meta.url)));
  const hashesFile = hashesFileOf(outputDir);
  const kept = JSON.parse(await readFile(hashesFile, 'utf8').catch(() => '{}')) as Record<
    string,
    string
  >;
  const sources = (
    await Promise.all(Object.keys(config.folders).map((f) => sourcesIn(contentDir, f)))
  ).flat();
  const jobs = (
    await Promise.all(sources.map((source) => jobsFor(source, config, positions)))
  ).flat();
  const expected = new Set(
    jobs.flatMap(({ source, stem }) =>
      config.formats.map((f) => join(source.folder, `${stem}.${f}`)),
    ),
  );
  await removeStale(outputDir, expected);
  const written: string[] = [];
  const batch = Math.max(2, availableParallelism() - 1);
  const run = { recipe, outputDir, formats: config.formats, made: {} };
  for (let i = 0; i < jobs.length; i += batch) {
    const done = await Promise.all(jobs.slice(i, i + batch).map((job) => runJob(job, run, kept)));
    written.push(...done.flat());
  }
  await writeFile(hashesFile, JSON.stringify(run.made));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return written.length === 0
    ? `images: ${expected.size} up to date (${seconds}s)`
    : `images: wrote ${written.length} of ${expected.size} to ${relative(root, outputDir)} (${seconds}s)`;
}
