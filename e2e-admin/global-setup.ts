import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dropImageCache, seedImageCache } from '../app/lib/image-cache.server.js';
import { rebuiltBuild, siteBuild, sourceContent } from './office-page.ts';

// Before the CMS tests: a copy of the content to collect what each test saved (office.ts,
// keep()), which site-rebuilt.spec.ts builds; after them, that copy and the builds made here go.
export default function globalSetup() {
  const repo = mkdtempSync(join(tmpdir(), 'cms-edited-'));
  const content = join(repo, 'content');
  cpSync(sourceContent, content, { recursive: true });
  // The picture copies the site's own build made of the same photos, as a host's build cache
  // keeps them: the rebuild makes only the new photos' (153 copies of the sample's 17 took
  // 17 s of both cores).
  seedImageCache(sourceContent, content);
  process.env.CMS_EDITED_REPO = repo;
  process.env.CMS_TESTS_BEGAN = String(Date.now());
  const builds = [rebuiltBuild, ...(process.env.ADMIN_SITE_BUILD ? [] : [siteBuild])];
  const removeBuilds = () => {
    for (const dir of builds) rmSync(resolve(dir, '..'), { recursive: true, force: true });
  };
  removeBuilds();
  return () => {
    dropImageCache(content);
    rmSync(repo, { recursive: true, force: true });
    removeBuilds();
  };
}
