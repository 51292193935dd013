// /admin's own scripts (/admin/admin.js, bundled by app/content/admin-plugin.ts), run after
// Decap's bundle and before the CMS starts, which manual-init.ts held back until now: the date
// box must be registered, and the Publish checks listening, before the first form opens.
import { startEntryChecks } from './entry-checks.ts';
import { startPublishProblems } from './publish-problems.ts';
import { startPublishStatus } from './publish-status.ts';
import { startSampleValues } from './sample-values.ts';
import { startTypedBoxes } from './typed-boxes.ts';
import { startUploadProgress } from './upload-progress.ts';
import { startCms } from './yaml-format.ts';

startTypedBoxes();
startPublishProblems();
startUploadProgress();
startEntryChecks();
startPublishStatus();
void startSampleValues();
startCms();
