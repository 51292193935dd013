// The feed's adapter and the typed events' merging, one chunk: two cost the home page a request.
export { eventsOfAnswers, fetchEventsFeed } from '../../feeds/events/reading.ts';
export { mergeEvents } from '../../feeds/merge-events.ts';
