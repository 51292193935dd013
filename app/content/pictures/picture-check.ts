import imageConfig from '../../assets/images/presets.json' with { type: 'json' };
import { fileBytes } from './content-files.ts';
import { imagesFolder } from './image-names.ts';
import { pictureFacts } from './picture-facts.ts';

// A picture file's own checks: HEIC, which browsers cannot show, and too small, served blurred.

/** File endings of HEIF pictures: what an iPhone saves unless told otherwise. */
export const heicEndings = ['.heic', '.heif'];

/** The smallest upright size a picture in this folder can have without a copy being enlarged. */
export function neededSize(folder: string): { width: number; height: number } {
  // Apple Podcasts asks for a square picture of at least 1400 pixels; the build makes it.
  if (folder === 'podcast') return { width: 1400, height: 1400 };
  const presets = imageConfig.folders[folder as keyof typeof imageConfig.folders] ?? [];
  let width = 0;
  let height = 0;
  for (const name of presets) {
    const preset: { aspect?: number[]; widths: number[] } =
      imageConfig.presets[name as keyof typeof imageConfig.presets];
    const largest = Math.max(...preset.widths);
    width = Math.max(width, largest);
    // A preset that keeps the picture's own shape (pictures in text) asks only for a width.
    const [across, down] = preset.aspect ?? [];
    if (across && down) height = Math.max(height, Math.round((largest * down) / across));
  }
  return { width, height };
}

const heicAdvice =
  'is an iPhone photo in HEIC format, which web browsers cannot show. Please upload it again as a JPEG: on the iPhone itself, open /admin in Safari and choose the photo there (the iPhone then sends it as a JPEG); and to take JPEG photos from now on, on the iPhone go to Settings → Camera → Formats and choose "Most Compatible"';

/** What is wrong with the picture file "folder/file" for its place, as the end of a sentence. */
export function pictureFileProblem(contentDir: string, key: string): string | undefined {
  const [folder = '', file = ''] = key.split('/');
  const ending = /\.[^.]*$/.exec(file)?.[0].toLowerCase() ?? '';
  if (heicEndings.includes(ending)) return heicAdvice;
  const bytes = fileBytes(contentDir, `${imagesFolder}/${folder}/${file}`);
  if (!bytes) return undefined;
  const facts = pictureFacts(bytes);
  if (!facts) {
    return 'is not a picture the website can read (it may be damaged, or not really a picture). Please open it, save it again as a JPEG and upload it once more';
  }
  if (facts.format === 'heic') return heicAdvice;
  if (facts.format === 'svg') return undefined;
  const needed = neededSize(folder);
  if (facts.width >= needed.width && facts.height >= needed.height) return undefined;
  const least = needed.height
    ? `${needed.width} × ${needed.height} pixels (width × height)`
    : `${needed.width} pixels wide`;
  return `is ${facts.width} × ${facts.height} pixels, too small for its place on the website, which needs at least ${least} so that it is not blurred. Please upload a larger copy: the original photo from the camera or phone, not one that came through WhatsApp, Facebook or a message, which make photos smaller`;
}
