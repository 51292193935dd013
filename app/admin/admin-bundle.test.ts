import { describe, expect, it } from 'vitest';
import { bundleAdminScript } from '../pipeline/admin-plugin.ts';

// /admin's scripts as the build bundles them (admin-plugin.ts): admin.js shares the build's
// checks and the YAML library with checks.js rather than carrying copies, and reaches for
// nothing only Node has; manual-init.js is a classic script, run before Decap's.

describe('/admin’s scripts, bundled', () => {
  it('admin.js imports the checks and YAML /admin loads already, and nothing else', async () => {
    const code = await bundleAdminScript('/admin/admin.js');
    // Import statements only: the form's words hold "from" before a quotation mark too.
    const imported = [
      ...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?from\s*)?["']([^"']+)["']/g),
    ].map(([, from]) => from);
    expect(new Set(imported)).toEqual(new Set(['./checks.js', './yaml.js']));
    expect(code).not.toMatch(/["'`]node:[a-z]/);
    expect(code).toContain('registerCustomFormat');
  });

  it('manual-init.js holds Decap back, with no import or export', async () => {
    const code = await bundleAdminScript('/admin/manual-init.js');
    expect(code).toMatch(/CMS_MANUAL_INIT\s*=\s*(true|!0)/);
    expect(code).not.toMatch(/\b(import|export)\b/);
  });
});
