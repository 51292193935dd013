/** Text or an attribute value for XML: the five characters XML reserves, escaped. */
export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A date from content ("2026-11-15") at `time` UTC, in RFC 2822 as RSS wants it. */
export function rfc2822(date: string, time = '12:00:00'): string {
  // toUTCString gives "Sun, 15 Nov 2026 12:00:00 GMT": RFC 2822 prefers the numeric zone.
  return new Date(`${date}T${time}Z`).toUTCString().replace(/GMT$/, '+0000');
}
