// Spelt out, not `EventsFeedError.name`: a minifier renames the class.
const eventsFeedErrorName = 'EventsFeedError';

/** The feed failed, or the code that reads it did not load; browser tests look for its message. */
export class EventsFeedError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to fetch events', options);
    this.name = eventsFeedErrorName;
  }
}

/** By name, not `instanceof`: a dynamic import's fresh module registry has its own class. */
export const isEventsFeedError = (error: unknown): error is EventsFeedError =>
  error instanceof Error && error.name === eventsFeedErrorName;
