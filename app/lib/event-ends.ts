/**
 * When an event's element is over (ISO 8601, UTC): the shared script hides it from the first
 * paint once ended by the visitor's clock (browser/ended-events.ts).
 */
export const eventEndsAttribute = 'data-event-ends';
