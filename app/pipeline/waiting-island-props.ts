import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { islandPropsSourceAttribute } from '../browser/island-props.ts';

// An island that waits to be near the viewport (when="visible") needs its props only then: they go
// to a file of their own, so the page stays within the first round trip (the home page's carousel's
// were 1.1 KB of its 14.6 KB gzip).

/** The page with each waiting island's props moved out: the page, and the files to write. */
export function movedWaitingProps(html: string) {
  const files: { fileName: string; json: string }[] = [];
  const waiting = [...html.matchAll(/<div data-island="([\w-]+)" data-island-when="visible"/g)];
  let page = html;
  for (const [, name] of waiting) {
    const start = `<script type="application/json" data-island-props="${name}">`;
    page = page.replace(new RegExp(`${start}(.*?)</script>`, 's'), (_data, json: string) => {
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
      const fileName = `assets/island-props-${hash}.json`;
      files.push({ fileName, json });
      const data = start.replace('>', ` ${islandPropsSourceAttribute}="/${fileName}">`);
      return `${data}</script>`;
    });
  }
  return { page, files };
}

export async function moveWaitingProps(client: string, pages: string[]) {
  let moved = 0;
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const { page, files } = movedWaitingProps(html);
    for (const { fileName, json } of files) await writeFile(join(client, fileName), json);
    if (files.length > 0) await writeFile(file, page);
    moved += files.length;
  }
  return `${moved} waiting islands' props in files of their own`;
}
