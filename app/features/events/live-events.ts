// What an events island loads for the feed's answer, as one chunk: the feed's adapter and the
// merging of the events typed in /admin beside it (a chunk each cost the home page a request).
export { eventsOfAnswers, fetchEventsFeed } from '../../feeds/events/reading.ts';
export { mergeEvents } from '../../feeds/merge-events.ts';
