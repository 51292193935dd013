// The build's step that leaves out what nothing links to: the sample sermons' chime once no sermon
// plays it, the sample's own attachments once no notice offers them, the copies of a picture no
// page shows. The church's own files always ship: one may be shared by its address alone, and
// nothing the church made is dropped in silence. What counts is what the built pages, feeds and
// host rules name, so it follows the content as shown.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sampleRecording } from '../content/loading/placeholders.server.ts';
import { sampleRecord } from '../content/loading/sample-values.server.ts';
import { generatedImagesPath } from '../content/pictures/image-names.ts';
import { filesFolder } from '../content/schemas/news.ts';
import { adminFolder } from '../lib/built-files.js';

/** What may be left out: the picture copies the build made, and the sample's own media. */
const ours = (samplePaths: string[]) => (path: string) =>
  path.startsWith(`${generatedImagesPath}/`) ||
  path === sampleRecording ||
  (path.startsWith(`/${filesFolder}/`) && samplePaths.includes(path.slice(1)));
// What can link: pages, feeds, the islands' props, the host's rules; not /admin, which names the
// chime in its checklist.
const linking = /\.(html|xml|json|ics|txt)$|^_(headers|redirects)$/;

/** A path as a page may write it: as it is, as an address, and with HTML's ampersand. */
const written = (path: string) => [path, encodeURI(path)].map((p) => p.replaceAll('&', '&amp;'));

export async function leaveOutUnlinkedFiles(client: string, samplePaths = sampleRecord().paths) {
  const files = (await readdir(client, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      name: entry.name,
      path: `/${relative(client, join(entry.parentPath, entry.name))}`,
    }));
  const texts = await Promise.all(
    files
      .filter(({ name, path }) => linking.test(name) && !path.startsWith(`/${adminFolder}/`))
      .map(({ path }) => readFile(join(client, path), 'utf8')),
  );
  const text = texts.join('\n');
  const unlinked = files
    .map(({ path }) => path)
    .filter(ours(samplePaths))
    .filter((path) => ![path, ...written(path)].some((form) => text.includes(form)))
    .sort();
  await Promise.all(unlinked.map((path) => rm(join(client, path))));
  return unlinked.length === 0
    ? 'every media file linked'
    : `left out ${unlinked.length} media files nothing links to (${unlinked.join(', ')})`;
}
