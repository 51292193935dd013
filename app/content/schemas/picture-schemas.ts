import { z } from 'zod';
import imageConfig from '../../assets/images/presets.json' with { type: 'json' };
import { fileBytes, fileExists, pictureStem } from '../pictures/content-files.ts';
import { imageEndings, imagesFolder } from '../pictures/image-names.ts';
import { heicEndings, pictureFileProblem } from '../pictures/picture-check.ts';
import { pictureShape } from '../pictures/picture-facts.ts';
import { cms, type CmsField } from './cms-fields.ts';
import { text } from './fields.ts';

// A picture named in a content file, with its description; made for one content folder.

const imageFolders = Object.keys(imageConfig.folders);

/** A picture in the CMS: chosen from content/images or uploaded, never an address. */
export const pictureField = { widget: 'image', choose_url: false };

/** Where a picture field uploads to in the CMS, and the folder of content/images it saves. */
export const pictureFolder = (folder: string) => ({
  media_folder: `/content/${imagesFolder}/${folder}`,
  public_folder: folder,
});

/** What the office is told where it chooses a photo for a 3 by 2 slot (page-photo.tsx). */
export const landscapeHint =
  'A landscape photo fits best: it is shown 3 by 2, a wider one cropped at its sides. An upright photo is shown whole, with space either side, rather than cropped. JPEG, at least 1200 × 800 pixels.';

export const scenePhoto = (label: string, settings?: CmsField) => ({
  label,
  ...pictureFolder('scenes'),
  hint: landscapeHint,
  ...settings,
});

/** A picture file's own problem (picture-check.ts), told with its name. */
export const pictureProblem =
  (contentDir: string, what: string) => (ctx: z.core.ParsePayload<string>) => {
    const problem = pictureFileProblem(contentDir, ctx.value);
    if (problem)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `${what} (${ctx.value}) ${problem}`,
      });
  };

/** A picture's schemas, made for one content folder (whether a picture is there). */
export function pictureSchemas(contentDir: string) {
  const pictureKey = (what: string) =>
    z
      .string({ error: `${what} is missing` })
      .regex(/^[a-z]+\/[^/]+$/, {
        error: `${what} must be a folder and a file name, such as "people/ruth-kerr.jpg"`,
      })
      .refine(
        (key) =>
          [...imageEndings, ...heicEndings].some((ending) => key.toLowerCase().endsWith(ending)),
        { error: `${what} must be a picture file ending in ${imageEndings.join(', ')}` },
      )
      .refine((key) => imageFolders.includes(key.split('/')[0] ?? ''), {
        error: `${what} must be in one of these folders of content/${imagesFolder}: ${imageFolders.join(', ')}`,
      })
      .refine((key) => fileExists(contentDir, `${imagesFolder}/${key}`) !== false, {
        error: `${what} names a picture that is not in content/${imagesFolder} (upload it, or check the spelling)`,
      })
      .check(pictureProblem(contentDir, what));
  const imageKey = (what: string) =>
    pictureKey(what)
      .transform((key) => pictureStem(contentDir, key))
      .meta({ cms: pictureField });

  // Described for people who cannot see it, or decorative (alt=""); `picture`, `alt`: CMS settings.
  const imageSchema = (what: string, picture: CmsField, alt?: CmsField) =>
    z
      .object({
        // Its shape lets a page show an upright one whole (none in /admin, which cannot read it).
        src: pictureKey(`${what} picture`)
          .transform((key) => {
            const bytes = fileBytes(contentDir, `${imagesFolder}/${key}`);
            return { stem: pictureStem(contentDir, key), shape: bytes && pictureShape(bytes) };
          })
          .meta({ cms: { ...pictureField, ...picture } }),
        alt: text(`${what} picture description`)
          .optional()
          .meta(
            cms(
              'Description of the picture',
              'What the picture shows, in a sentence. It is read aloud to people who cannot see it. Leave it empty only if the picture is marked decorative.',
              alt,
            ),
          ),
        decorative: z
          .boolean({ error: `${what} picture's "decorative" must be on or off` })
          .optional()
          .meta(
            cms(
              'Decorative',
              'Turn on only if the picture adds nothing to the words around it (screen readers then pass over it). A picture that shows something needs a description.',
            ),
          ),
      })
      .check((ctx) => {
        const { alt, decorative } = ctx.value;
        const say = (key: string, message: string) =>
          ctx.issues.push({ code: 'custom', input: ctx.value, path: [key], message });
        if (decorative && alt) {
          say(
            'decorative',
            `${what} picture has a description and is marked decorative; keep the description and turn "decorative" off, or empty the description`,
          );
        } else if (!decorative && !alt) {
          say(
            'alt',
            `${what} picture description is missing: say in a sentence what the picture shows, for people who cannot see it (or, if it adds nothing to the words around it, mark it decorative)`,
          );
        }
      })
      .transform(({ src, alt, decorative }) => ({
        src: src.stem,
        ...(src.shape && { shape: src.shape }),
        alt: decorative ? '' : (alt ?? ''),
        decorative: decorative === true,
      }));

  return { imageKey, imageSchema };
}
