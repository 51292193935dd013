import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewConfig } from './preview-config.mjs';

// npm run preview serves the repository's own wrangler.jsonc, with the recordings switched on
// as step 8 of the setting-up guide switches them on, whether or not a copy has done so.
const committed = readFileSync('wrangler.jsonc', 'utf8');
const where = { assets: '/tmp/site/build/client', main: '/tmp/site/app/worker/index.ts' };
const binding = '"r2_buckets": [{ "binding": "RECORDINGS", "bucket_name": "church-recordings" }],';

describe("the preview's wrangler.jsonc", () => {
  it('is the committed file with the build, the Worker and the recordings given', () => {
    const config = previewConfig(committed, where);
    expect(config).toContain(`"directory": "${where.assets}"`);
    expect(config).toContain(`"main": "${where.main}"`);
    expect(config).toContain(`\n  ${binding}`);
    expect(config).not.toContain('$schema');
    // Everything else as committed: the routing the host reads.
    expect(config).toContain(
      committed.slice(committed.indexOf('"html_handling"')).trimEnd().slice(0, 200),
    );
  });

  it('serves a copy whose office has switched the recordings on', () => {
    const switchedOn = committed.replace(`// ${binding}`, binding);
    expect(switchedOn).not.toContain(`// ${binding}`);
    expect(previewConfig(switchedOn, where)).toBe(previewConfig(committed, where));
  });

  it('has no Workers AI, which runs only on Cloudflare; the deployed Worker names no fake', () => {
    // On for every copy (decision 0049), from the Worker's own entry.
    expect(committed).toMatch(/^\s*"ai": \{ "binding": "AI" \},$/m);
    expect(committed).toContain('"main": "app/worker/index.ts"');
    expect(readFileSync('app/worker/index.ts', 'utf8')).not.toMatch(/fake/i);
    expect(previewConfig(committed, where)).not.toMatch(/"ai"/);
  });
});
