/** When an event's element is over (ISO 8601, UTC), for browser/ended-events.ts to hide it. */
export const eventEndsAttribute = 'data-event-ends';
