import { readFile, writeFile } from 'node:fs/promises';
import { scriptHash } from './page-scripts.ts';
import { speculationRules } from './policies.ts';

// Every page carries the Speculation Rules (policies.ts) at the end of its <body>, allowed by
// their hash: named by a header instead, their file was fetched as each page loaded, ahead of
// its stylesheet, a request more on every page (decision 0017).

/** The build's step: the rules into every page. Returns their hash, for the pages' policy. */
export async function inlineSpeculationRules(files: string[], islandAddresses: string[]) {
  const rules = speculationRules(islandAddresses);
  const tag = `<script type="speculationrules">${rules}</script>`;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</body>', `${tag}</body>`));
  }
  return scriptHash(rules);
}
