// /admin's own scripts (/admin/admin.js, admin-plugin.ts), run before the CMS starts so the date
// box and the Publish checks are ready for the first form. None may stop the CMS starting: a
// Decap update that breaks one loses that one help, not /admin.
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
