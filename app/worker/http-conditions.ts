// The recordings' Range and conditional headers (RFC 9110, 13 and 14): pure, by size and validators.

/** A file's strong ETag (quoted) and when it was last changed. */
type Validators = { etag: string; lastModified: Date };

type RangeAnswer =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; offset: number; length: number };

const whole = { kind: 'whole' } as const;

/**
 * What a Range header asks of `size` bytes: `whole` for none, another unit, several ranges or
 * nonsense (RFC 9110 14.2 lets a server ignore those); `unsatisfiable` past the end (416).
 */
export function byteRange(header: string | null, size: number): RangeAnswer {
  const asked = /^\s*bytes\s*=(.*)$/i.exec(header ?? '');
  if (!asked) return whole;
  // A list may hold empty elements (RFC 9110 5.6.1), which count for nothing.
  const specs = asked[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return whole;
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (!spec[1] && !spec[2])) return whole;
  const [, first, last] = spec;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    // An empty file has no byte to send in a part (its Content-Range could not name one).
    if (size === 0) return whole;
    const length = Math.min(suffix, size);
    return { kind: 'part', offset: size - length, length };
  }
  const offset = Number(first);
  const end = last ? Number(last) : Infinity;
  if (end < offset) return whole;
  if (offset >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', offset, length: Math.min(end, size - 1) - offset + 1 };
}

/** Whether If-Range lets a Range apply (RFC 9110 13.1.5): none, a strong ETag or the date. */
export function rangeStillApplies(ifRange: string | null, file: Validators) {
  if (ifRange === null) return true;
  const value = ifRange.trim();
  // An unreadable date is NaN, which equals nothing.
  if (!value.startsWith('"') && !value.startsWith('W/')) return httpDate(value) === changed(file);
  const [tag] = entityTags(value);
  const { etag } = file;
  return (
    typeof tag === 'object' && !tag.weak && !etag.startsWith('W/') && tag.opaque === opaque(etag)
  );
}

/** RFC 9110 13.2.2 for a GET or HEAD; undefined to answer. A NaN date passes no comparison. */
export function preconditions(request: Headers, file: Validators): 304 | 412 | undefined {
  const date = (name: string) => httpDate(request.get(name) ?? '');
  const ifMatch = request.get('If-Match');
  if (ifMatch !== null) {
    const tags = entityTags(ifMatch);
    if (tags !== '*' && !tags.some((tag) => !tag.weak && tag.opaque === opaque(file.etag))) {
      return 412;
    }
  } else if (changed(file) > date('If-Unmodified-Since')) return 412;
  const ifNoneMatch = request.get('If-None-Match');
  if (ifNoneMatch === null) return changed(file) <= date('If-Modified-Since') ? 304 : undefined;
  const tags = entityTags(ifNoneMatch);
  return tags === '*' || tags.some((tag) => tag.opaque === opaque(file.etag)) ? 304 : undefined;
}

/** The entity-tags of a list (or `*`); anything that is not one is passed over. */
function entityTags(list: string): '*' | { weak: boolean; opaque: string }[] {
  if (list.trim() === '*') return '*';
  return [...list.matchAll(/(W\/)?"([^"]*)"/g)].map(([, weak, tag]) => ({
    weak: Boolean(weak),
    opaque: tag!,
  }));
}

const opaque = (etag: string) => etag.replace(/^W\//, '').replace(/^"|"$/g, '');

/** HTTP dates have whole seconds; a file's time is compared at that grain. */
const changed = (file: Validators) => Math.floor(file.lastModified.getTime() / 1000) * 1000;

const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const day = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const month = `(?<month>${months.join('|')})`;
const time = '(?<hour>\\d\\d):(?<minute>\\d\\d):(?<second>\\d\\d)';
/** RFC 9110 5.6.7's three forms (IMF-fixdate, RFC 850's, asctime's), case and spaces as written. */
const forms = [
  `${day}, (?<day>\\d\\d) ${month} (?<year>\\d{4}) ${time} GMT`,
  `(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (?<day>\\d\\d)-${month}-(?<year>\\d\\d) ${time} GMT`,
  `${day} ${month} (?<day>[ \\d]\\d) ${time} (?<year>\\d{4})`,
].map((form) => new RegExp(`^${form}$`));

/** An HTTP-date in milliseconds, NaN for anything else (RFC 9110 13.1.3: it is then ignored). */
export function httpDate(value: string) {
  const found = forms.map((form) => form.exec(value.trim())?.groups).find(Boolean);
  if (!found) return NaN;
  const fields = [found.day, found.hour, found.minute, found.second].map(Number);
  const [date, hour, minute, second] = fields as [number, number, number, number];
  let year = Number(found.year);
  // A two-digit year more than 50 years ahead is the last century's (RFC 9110 5.6.7).
  if (found.year!.length === 2) {
    const now = new Date().getUTCFullYear();
    const century = now - (now % 100);
    year += year + century > now + 50 ? century - 100 : century;
  }
  const at = Date.UTC(year, months.indexOf(found.month!), date, hour, minute, second);
  // 31 Feb or 10:30:99 would roll over; an HTTP-date never does.
  const back = new Date(at);
  const again = [back.getUTCDate(), back.getUTCHours(), back.getUTCMinutes(), back.getUTCSeconds()];
  return again.join() === fields.join() ? at : NaN;
}
