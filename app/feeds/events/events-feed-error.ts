// Spelt out, not `EventsFeedError.name`: a minifier renames the class.
const eventsFeedErrorName = 'EventsFeedError';

/**
 * The events could not be had: the feed failed, or the code that reads or shows it did not
 * load. Browser tests look for this message in the console, so it stays as it is.
 */
export class EventsFeedError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to fetch events', options);
    this.name = eventsFeedErrorName;
  }
}

/**
 * Recognised by name rather than `instanceof`: the adapter arrives by dynamic import, and a
 * fresh module registry (as in the unit tests) gives it a class of its own.
 */
export function isEventsFeedError(error: unknown): error is EventsFeedError {
  return error instanceof Error && error.name === eventsFeedErrorName;
}
