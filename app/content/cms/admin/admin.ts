// /admin's own scripts (/admin/admin.js, bundled by app/build/admin-plugin.ts), run after
// Decap's bundle and before the CMS starts, which manual-init.ts held back until now: the date
// box must be registered, and the Publish checks listening, before the first form opens. Each
// helps the office; none may stop the CMS starting (a Decap update that changes what one
// relies on loses that one help, not /admin).
import { startEntryChecks } from './entry-checks.ts';
import { startPublishProblems } from './publish-problems.ts';
import { startPublishStatus } from './publish-status.ts';
import { startSampleValues } from './sample-values.ts';
import { startTypedBoxes } from './typed-boxes.ts';
import { startUploadProgress } from './upload-progress.ts';
import { startCms } from './yaml-format.ts';

for (const start of [
  startTypedBoxes,
  startPublishProblems,
  startUploadProgress,
  startEntryChecks,
  startPublishStatus,
  startSampleValues,
]) {
  try {
    Promise.resolve(start()).catch((error: unknown) => console.error(error));
  } catch (error) {
    console.error(error);
  }
}
startCms();
