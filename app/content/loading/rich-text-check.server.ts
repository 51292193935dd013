import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import imageConfig from '../../assets/images/presets.json' with { type: 'json' };
import { imageEndings, imageStem, imagesFolder } from '../pictures/image-names.ts';
import { pictureShape } from '../pictures/picture-facts.ts';
import type { ImagePreset } from '../../lib/images.ts';
import { heicEndings, pictureFileProblem } from '../pictures/picture-check.ts';
import { lineAt, type ReadFile } from './file-value.ts';
import type { Problem } from './problem.ts';
import { plainText, type Inline } from '../schemas/rich-text.ts';

// The checks on rich text that need every file read first. A picture in text keeps its own
// shape, so it has its own folder: one from another would be cut to that folder's shape.

const richTextKeys = new Set(['p', 'strong', 'em', 'text', 'heading', 'list', 'quote']);
const folders = imageConfig.folders as Record<string, ImagePreset[]>;

/** The folder of content/images for pictures in text, and the preset of their copies. */
export const textPicturesFolder = 'text';
const textPreset = folders[textPicturesFolder]![0]!;

/** "sections → body": the fields of the file that hold a node, without rich text's own keys. */
const fieldOf = (path: (string | number)[]) =>
  path.filter((key) => typeof key === 'string' && !richTextKeys.has(key)).join(' → ');

/** What is wrong with a picture in text, or the upright width and height its copies keep. */
function pictureInText(key: string, contentDir: string) {
  const says = (what: string) => ({ problem: `the picture "${key}" ${what}` });
  const [folder, file, ...rest] = key.split('/');
  if (!folder || !file || rest.length > 0) {
    return says('must be a folder and a file name, such as "scenes/church-hall.jpg"');
  }
  if (![...imageEndings, ...heicEndings].some((e) => file.toLowerCase().endsWith(e))) {
    return says(`must be a picture file ending in ${imageEndings.join(', ')}`);
  }
  if (folder !== textPicturesFolder) {
    return says(
      `must be in content/${imagesFolder}/${textPicturesFolder}, the folder for pictures in text, so that it is shown whole and not cut to the shape of another place: choose it again with the editor's picture button (which saves it there), or move the file there and write "${textPicturesFolder}/${file}"`,
    );
  }
  if (!existsSync(join(contentDir, imagesFolder, folder, file))) {
    return says(`is not in content/${imagesFolder} (upload it, or check the spelling)`);
  }
  const problem = pictureFileProblem(contentDir, key);
  if (problem) return says(problem);
  const aspect = pictureShape(readFileSync(join(contentDir, imagesFolder, key)));
  return aspect
    ? { aspect }
    : says('is a drawing (SVG) without a width and height; save it again with them');
}

export const pageExistsIn = (pagePaths: Set<string>) => (href: string) => {
  const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return pagePaths.has(path) || existsSync(join('public', path));
};
const noSuchPage = (href: string) =>
  `the link to "${href}" goes to a page that does not exist on this site; check the address (such as /events), or remove the link`;

/** Links to no page in the Markdown of files with other mistakes, so all are told at once. */
export function checkPageLinksInText(
  files: { file?: string; shown: string; text: string }[],
  pagePaths: Set<string>,
): Problem[] {
  const pageExists = pageExistsIn(pagePaths);
  return files.flatMap(({ file, shown, text }) =>
    [...text.matchAll(/\[([^\]]*)\]\((\/[^)\s]*)\)/g)].flatMap(([, words, href]) => {
      if (pageExists(href!)) return [];
      const line = lineAt(text, `](${href}`);
      return {
        sentence: `- ${[shown, line && `line ${line}`].filter(Boolean).join(', ')}: ${noSuchPage(href!)}`,
        ...(file && { file }),
        ...(words?.trim() && { thing: `link “${words.trim()}”` }),
        line,
      };
    }),
  );
}

/** Checks every link and picture in the files' rich text, pointing each picture at its copies. */
export function checkRichText(
  files: ReadFile[],
  { contentDir, pagePaths }: { contentDir: string; pagePaths: Set<string> },
): Problem[] {
  const problems: Problem[] = [];
  const pageExists = pageExistsIn(pagePaths);

  for (const { file, shown, text, data } of files) {
    const report = (path: (string | number)[], snippet: string, message: string, thing: string) => {
      const line = lineAt(text, snippet);
      const where = [line && `line ${line}`, fieldOf(path)].filter(Boolean).join(', ');
      problems.push({
        sentence: `- ${shown}${where ? `, ${where}` : ''}: ${message}`,
        ...(file && { file }),
        keys: path,
        thing,
        ...(line && { line }),
      });
    };
    const visit = (node: unknown, path: (string | number)[]) => {
      if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...path, i]));
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (
        typeof record.link === 'string' &&
        record.link.startsWith('/') &&
        !pageExists(record.link)
      ) {
        const words = plainText(Array.isArray(record.text) ? (record.text as Inline[]) : []);
        report(path, `](${record.link}`, noSuchPage(record.link), `link “${words}”`);
      }
      if (typeof record.picture === 'string' && typeof record.alt === 'string') {
        const key = record.picture;
        const checked = pictureInText(key, contentDir);
        if ('problem' in checked) {
          report(path, `](${key}`, checked.problem, `picture “${key.split('/').pop()}”`);
        } else {
          record.picture = imageStem(contentDir, key);
          record.preset = textPreset;
          record.aspect = checked.aspect;
        }
        return;
      }
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
    };
    visit(data, []);
  }
  return problems;
}
