// `npm run samples:record`, for the template's maintainers: records what the sample church is, so
// each build can list what of it a church's content still holds (loading/sample-values.server.ts).
import { writeFileSync } from 'node:fs';
import { appModules } from './cli.mjs';

const app = await appModules();
const record = app.recordSamples('content');
writeFileSync(app.sampleRecordFile, `${JSON.stringify(record, null, 1)}\n`);
console.log(
  `${app.sampleRecordFile}: ${record.details.length} details, ${record.texts.length} texts, ${Object.keys(record.files).length} pictures and files of the sample church`,
);
