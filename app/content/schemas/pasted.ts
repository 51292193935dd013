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
  return churchSuiteAddress(value)?.hostname.split('.').at(-3) ?? value;
}

/** A feed's address, ".../-/calendar/0b8f6d2e-…/json" → "0b8f6d2e-…", its long code. */
export function churchSuiteFeedId(value: unknown): unknown {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
  return churchSuiteAddress(value)?.pathname.match(uuid)?.[0] ?? value;
}

/** A group's page, "https://ballyglen.churchsuite.com/groups/ab12cd34" → "ab12cd34". */
export function churchSuiteGroupCode(value: unknown): unknown {
  return churchSuiteAddress(value)?.pathname.split('/').filter(Boolean).at(-1) ?? value;
}

/** A calendar's address, trimmed; "webcal://…" (Google, Outlook) is the same file over https. */
export function calendarAddress(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim().replace(/^webcals?:\/\//i, 'https://');
}
