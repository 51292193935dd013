// `npm run cms:config`: writes public/admin/config.yml from the content's schemas
// (app/content/cms/cms-config.ts); a unit test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { appModules } from './cli.mjs';

const app = await appModules();
writeFileSync(app.cmsConfigFile, app.cmsConfigText());
console.log(`Wrote ${app.cmsConfigFile}.`);
