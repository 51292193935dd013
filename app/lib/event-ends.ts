/**
 * The attribute an event's element carries in the prerendered HTML of / and /events: the
 * instant the event is over (ISO 8601). The shared script hides an element whose event has
 * ended by the visitor's clock before the page is first painted (browser/ended-events.ts),
 * and React drops it from the list once it runs (features/events/use-events.ts).
 */
export const eventEndsAttribute = 'data-event-ends';
