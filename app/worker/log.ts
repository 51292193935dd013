// What the Worker writes to its log: a value from a request (a key, a path, GitHub's words) is
// quoted as JSON, so a line break or a quote in it can never start a line of its own.

/** A value as it goes into a log line: in double quotes, its control characters escaped. */
export const logged = (value: unknown) =>
  JSON.stringify(value instanceof Error ? value.message : String(value)).replace(
    // JSON leaves these two as they are, and some log viewers break lines at them.
    /[\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16)}`,
  );
