/**
 * The attribute an event's element carries on / and /events: the instant the event is over
 * (ISO 8601, UTC). The shared script hides an element whose event had ended by the visitor's
 * clock when the page loaded, from the first paint on, whether the build's snapshot or the
 * feed's own answer put it there (browser/ended-events.ts).
 */
export const eventEndsAttribute = 'data-event-ends';
