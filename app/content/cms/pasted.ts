// The part of a pasted ChurchSuite address a box asks for: the schemas read a box through these,
// and /admin saves what they keep. Anything else is left as typed, for the schema's sentence.

const churchSuiteAddress = (value: unknown): URL | undefined => {
  if (typeof value !== 'string') return undefined;
  const typed = value.trim();
  const url = URL.canParse(typed)
    ? new URL(typed)
    : URL.canParse(`https://${typed}`)
      ? new URL(`https://${typed}`)
      : undefined;
  return url && /(^|\.)churchsuite\.com$/.test(url.hostname) && url.hostname.includes('.')
    ? url
    : undefined;
};

/** "https://ballyglen.churchsuite.com/my" or "ballyglen.churchsuite.com" → "ballyglen". */
export function churchSuiteAccount(value: unknown): unknown {
  const url = churchSuiteAddress(value);
  const account = url?.hostname.split('.').at(-3);
  return account ?? value;
}

/** A feed's address, ".../-/calendar/0b8f6d2e-…/json" → "0b8f6d2e-…", its long code. */
export function churchSuiteFeedId(value: unknown): unknown {
  const id = churchSuiteAddress(value)?.pathname.match(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
  )?.[0];
  return id ?? value;
}

/** A group's page, "https://ballyglen.churchsuite.com/groups/ab12cd34" → "ab12cd34". */
export function churchSuiteGroupCode(value: unknown): unknown {
  const url = churchSuiteAddress(value);
  const code = url?.pathname.split('/').filter(Boolean).at(-1);
  return code ?? value;
}

/**
 * A calendar's public address as Google and Outlook give it: "webcal://…" (their "subscribe"
 * link) is the same file over https. Trimmed; anything else is left for the schema's sentence.
 */
export function calendarAddress(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  return /^webcals?:\/\//i.test(typed) ? typed.replace(/^webcals?:\/\//i, 'https://') : typed;
}
