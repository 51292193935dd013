// `npm run cms:config`: writes public/admin/config.yml, the CMS's settings, from the registry
// of the content's kinds and their schemas (app/content/cms/cms-config.ts). A unit test fails while
// the file is out of date, so a field added to a schema cannot be missing from /admin.
import { writeFileSync } from 'node:fs';
import { appModules } from './cli.mjs';

const app = await appModules();
writeFileSync(app.cmsConfigFile, app.cmsConfigText());
console.log(`Wrote ${app.cmsConfigFile}.`);
