// Records what the sample church is (app/content/cms/sample-church.json) from the template's own
// sample content, so each build can list what of it a church's content still holds
// (app/content/cms/sample-values.ts). For the template's maintainers, after changing the sample
// content: `npm run samples:record`. A church never runs it.
import { writeFileSync } from 'node:fs';
import { appModules } from './cli.mjs';

const app = await appModules();
const record = app.recordSamples('content');
writeFileSync(app.sampleRecordFile, `${JSON.stringify(record, null, 1)}\n`);
console.log(
  `${app.sampleRecordFile}: ${record.details.length} details, ${record.texts.length} texts, ${Object.keys(record.files).length} pictures and files of the sample church`,
);
