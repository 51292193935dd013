import { readFile, writeFile } from 'node:fs/promises';
import { scriptHash } from './page-scripts.ts';
import { speculationRules } from './policies.ts';

/** The Speculation Rules at the end of every <body>, by hash, not a header (decision 0017). */
export async function inlineSpeculationRules(files: string[], islandAddresses: string[]) {
  const rules = speculationRules(islandAddresses);
  const tag = `<script type="speculationrules">${rules}</script>`;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</body>', `${tag}</body>`));
  }
  return scriptHash(rules);
}
