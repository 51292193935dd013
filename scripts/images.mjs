// Turns every source picture in app/assets/images/<folder>/ into AVIF, WebP and JPEG copies at
// the widths presets.json gives that folder, cropped to each preset's shape, in
// public/images/generated/<folder>/<name>-<preset>-<width>.<format>. app/lib/images.ts builds
// the same names, so no manifest is needed. Runs before `npm start` and `npm run build`;
// work is skipped when a copy is newer than its source, the presets and this script.
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = join(root, 'app/assets/images');
const outputDir = join(root, 'public/images/generated');
const presetsFile = join(sourceDir, 'presets.json');
const sourceEndings = new Set(['.svg', '.jpg', '.jpeg', '.png', '.webp', '.avif']);

// Quality settings chosen by eye on the hero: the phone-width AVIF stays well under 25 KB.
const encoders = {
  avif: (image) => image.avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 74, mozjpeg: true, progressive: true }),
};

const { folders, presets, formats } = JSON.parse(await readFile(presetsFile, 'utf8'));

async function modifiedTime(path) {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

/** The source pictures of one folder, refusing two files that would make the same name. */
async function sourcesIn(folder) {
  const dir = join(sourceDir, folder);
  const files = (await readdir(dir)).filter((f) => sourceEndings.has(extname(f).toLowerCase()));
  const byName = new Map();
  for (const file of files) {
    const name = basename(file, extname(file));
    if (byName.has(name)) {
      throw new Error(
        `Two pictures in app/assets/images/${folder} are both called "${name}" (${byName.get(name)} and ${file}). Delete the one you no longer want.`,
      );
    }
    byName.set(name, file);
  }
  return [...byName].map(([name, file]) => ({ folder, name, path: join(dir, file) }));
}

/** Reads a source at enough resolution to cover width × height without upscaling a vector. */
async function render(source, width, height) {
  if (extname(source.path).toLowerCase() !== '.svg') return sharp(source.path);
  const meta = await sharp(source.path).metadata();
  const scale = Math.max(width / meta.width, height / meta.height);
  return sharp(source.path, { density: Math.ceil(72 * scale * 1.02) });
}

function jobsFor(source) {
  return folders[source.folder].flatMap((presetName) => {
    const { aspect, widths } = presets[presetName];
    return widths.map((width) => ({
      source,
      width,
      height: Math.round((width * aspect[1]) / aspect[0]),
      stem: `${source.name}-${presetName}-${width}`,
    }));
  });
}

async function runJob({ source, width, height, stem }, newestInput) {
  const outDir = join(outputDir, source.folder);
  const targets = formats.map((format) => ({ format, path: join(outDir, `${stem}.${format}`) }));
  const times = await Promise.all(targets.map((t) => modifiedTime(t.path)));
  const sourceTime = Math.max(newestInput, await modifiedTime(source.path));
  if (times.every((time) => time > sourceTime)) return [];

  await mkdir(outDir, { recursive: true });
  const resized = (await render(source, width, height))
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  const raw = await resized.raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(raw.data, { raw: raw.info });
  await Promise.all(targets.map(({ format, path }) => encoders[format](base()).toFile(path)));
  return targets.map((t) => t.path);
}

/** Removes copies whose source picture or preset has gone, so old photos never linger. */
async function removeStale(expected) {
  for (const folder of await readdir(outputDir).catch(() => [])) {
    const dir = join(outputDir, folder);
    for (const file of await readdir(dir).catch(() => [])) {
      if (!expected.has(join(folder, file))) await rm(join(dir, file));
    }
  }
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

const started = performance.now();
const newestInput = Math.max(
  await modifiedTime(presetsFile),
  await modifiedTime(fileURLToPath(import.meta.url)),
);
const sources = (await Promise.all(Object.keys(folders).map(sourcesIn))).flat();
const jobs = sources.flatMap(jobsFor);
const expected = new Set(
  jobs.flatMap(({ source, stem }) => formats.map((f) => join(source.folder, `${stem}.${f}`))),
);
await removeStale(expected);
const written = (
  await inBatches(jobs, Math.max(2, availableParallelism() - 1), (job) => runJob(job, newestInput))
).flat();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  written.length === 0
    ? `images: ${expected.size} up to date (${seconds}s)`
    : `images: wrote ${written.length} of ${expected.size} to ${relative(root, outputDir)} (${seconds}s)`,
);
