// `npm run cms:config`: writes public/admin/config.yml, the CMS's settings, from the content's
// schemas and their CMS labels (app/content/cms-config.ts). A unit test fails while the file
// is out of date, so a field added to a schema cannot be missing from /admin.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('/app/content/cms-config.ts', { configFile: false });
writeFileSync(module.cmsConfigFile, module.cmsConfigText());
console.log(`Wrote ${module.cmsConfigFile}.`);
