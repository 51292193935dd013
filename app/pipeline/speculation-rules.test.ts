import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir, writeFiles } from '../../test/temp-dir.ts';
import { inlineScriptHashes } from './page-scripts.ts';
import { inlineSpeculationRules } from './speculation-rules.ts';

const dir = tempDir('speculation-');

describe('the Speculation Rules in every page', () => {
  it('ends each page’s body with the rules, allowed by the hash it returns', async () => {
    const files = writeFiles(dir, {
      'index.html': '<html><body><p>Home</p></body></html>',
      'about-us.html': '<html><body><p>About</p></body></html>',
    });
    const hash = await inlineSpeculationRules(files, ['/']);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const [, rules = ''] =
        html.match(/<script type="speculationrules">(.*)<\/script><\/body>/) ?? [];
      expect(JSON.parse(rules).prefetch[0].where.and).toContainEqual({
        or: [{ href_matches: '/' }],
      });
      expect(hash).toBe(inlineScriptHashes(html.replace('type="speculationrules"', ''))[0]);
    }
  });
});
