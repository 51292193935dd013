import {
  answerDigest,
  type FeedCheck,
  type LiveAnswer,
  readCalendarAnswers,
  recentAnswer,
  sessionStorageOrNone,
} from '../feeds/events/live-answer.ts';

// An events island asks its feed before React loads: most of the day the answer is what the build
// read, so nothing more runs. React, the adapter and zod load only for an answer that differs.

/** The feed's answer (or the tab's recent one, from this build), compared with the build's. */
export async function askFeed(check: FeedCheck): Promise<LiveAnswer> {
  const kept = recentAnswer(sessionStorageOrNone(), check.build);
  try {
    let answers = kept.read(check.url);
    if (!answers) {
      answers = await readCalendarAnswers(check.url);
      kept.keep(check.url, answers);
    }
    const same = check.digest !== null && (await answerDigest(answers)) === check.digest;
    return same ? { same: true } : { answers };
  } catch (cause) {
    return { failed: true, cause };
  }
}

/** The build's events as the answer shows them: pictures out of <noscript>, no "as of" line. */
export function showAsAnswered(container: Element) {
  for (const waiting of container.querySelectorAll('[data-slot="event-image"] > noscript')) {
    const picture = document.createElement('template');
    picture.innerHTML = waiting.textContent ?? '';
    waiting.replaceWith(picture.content);
  }
  for (const note of container.querySelectorAll('[data-slot="events-as-of"]')) note.remove();
}
