// /admin's own scripts (/admin/admin.js), run before the CMS starts. None may stop it starting:
// a Decap update that breaks one loses that one help, not /admin.
import { startEntryChecks } from './before-publish/entry-checks.ts';
import { startPublishProblems } from './before-publish/publish-problems.ts';
import { startPortraitBoxes } from './before-publish/portrait-box.ts';
import { startPublishStatus } from './after-publish/publish-status.ts';
import { startRecordingBox } from './uploads/recording-box.ts';
import { startSampleValues } from './start/sample-values.ts';
import { startShortAddresses } from './before-publish/short-address.ts';
import { startTranscriptBox } from './uploads/transcript-box.ts';
import { startTwoEditors } from './before-publish/two-editors.ts';
import { startTypedBoxes } from './before-publish/typed-boxes.ts';
import { startUnplacedEvents } from './after-publish/unplaced-events.ts';
import { startUploadProgress } from './uploads/upload-progress.ts';
import { startViewLive } from './after-publish/view-live.ts';
import { startCms } from './yaml-format.ts';
import { buildFacts } from './shared/build-facts.ts';
import { speakSiteLanguage } from './words.ts';

// Our words are the site's language's (words.ts), known once the build's facts are read: the
// rooms start then, and the CMS, which reads the same facts and its settings meanwhile, after them.
const started = buildFacts().then((facts) => {
  speakSiteLanguage(facts);
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
    startTranscriptBox,
    startViewLive,
  ]) {
    try {
      Promise.resolve(start()).catch((error: unknown) => console.error(error));
    } catch (error) {
      console.error(error);
    }
  }
});
void startCms(started);
