// /admin's own scripts (/admin/admin.js), run before the CMS starts. None may stop it starting:
// a Decap update that breaks one loses that one help, not /admin.
import { startEntryChecks } from './entry-checks.ts';
import { startPublishProblems } from './publish-problems.ts';
import { startPortraitBoxes } from './portrait-box.ts';
import { startPublishStatus } from './publish-status.ts';
import { startRecordingBox } from './recording-box.ts';
import { startSampleValues } from './sample-values.ts';
import { startShortAddresses } from './short-address.ts';
import { startTwoEditors } from './two-editors.ts';
import { startTypedBoxes } from './typed-boxes.ts';
import { startUnplacedEvents } from './unplaced-events.ts';
import { startUploadProgress } from './upload-progress.ts';
import { startViewLive } from './view-live.ts';
import { startCms } from './yaml-format.ts';

for (const start of [
  startTypedBoxes,
  startPublishProblems,
  startUploadProgress,
  startEntryChecks,
  // After the entry's own checks: a save they refuse is not compared.
  startTwoEditors,
  startPublishStatus,
  startSampleValues,
  startUnplacedEvents,
  startShortAddresses,
  startPortraitBoxes,
  startRecordingBox,
  startViewLive,
]) {
  try {
    Promise.resolve(start()).catch((error: unknown) => console.error(error));
  } catch (error) {
    console.error(error);
  }
}
void startCms();
