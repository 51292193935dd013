import { type DatesText, dateWordsOf } from '../../lib/format-date.ts';
import { formatServiceTime, serviceEndTime } from '../../lib/service-time.ts';
import type { Church } from '../schemas/church.ts';
import type { Regulators } from '../schemas/site-text.ts';

/** "1 Church Road" → "Church Road": a sentence names the road, not the house number. */
const roadOf = (street: string) => street.replace(/^\d+[a-z]?\s+/i, '');

// The last word of a street's name as the UK writes them, Scots' wynds and braes among them.
const streetEnding =
  /\b(street|road|lane|avenue|drive|way|close|brow|hill|row|place|square|terrace|crescent|gardens|walk|court|green|grove|parade|mews|wynd|vennel|brae|gate|rise|quay|loan|causeway|broadway|st|rd|ave)\.?$/i;

/** The road a street box names ("Church Road"), or none when it holds a building's name. */
export function roadIn(street: string): string | undefined {
  const road = roadOf(street.trim());
  const isStreet = !road.includes(',') && (streetEnding.test(road) || /^\d/.test(street.trim()));
  return isStreet ? road : undefined;
}

/**
 * Where the church is, as the middle of a sentence: "on Church Road" for a street, "at Church
 * Office, Fearn Abbey" for a building's name in the street box, which "on" would not fit.
 */
export function onStreet(street: string): string {
  const road = roadIn(street);
  return road ? `on ${road}` : `at ${street.trim()}`;
}

/**
 * Facts written once, in church.yml, and named in any copy: "Welcome to {town}"; its times in
 * the words file's `dates`.
 */
export function fillInValues(
  church: Church,
  { dates, regulators }: { dates: DatesText; regulators: Regulators },
): Record<string, string> {
  const words = dateWordsOf(dates, church);
  const firstService = church.services[0];
  const regulator = regulatorOf(church.charityNumber);
  return {
    church: church.name,
    town: church.address.town,
    street: roadOf(church.address.street),
    // "on Church Road", or "at Church Office, Fearn Abbey": a street box may hold a building.
    onStreet: onStreet(church.address.street),
    // Where a letter would reach: "1 Church Road, Ballyglen, BT1 1AA" (a privacy notice's controller).
    address: [church.address.street, church.address.town, church.address.postcode].join(', '),
    serviceTime: firstService ? formatServiceTime(firstService.time, words) : '',
    // The end follows the start: "{serviceTime} to {serviceEnd}" stays right when the time moves.
    ...(firstService?.length
      ? {
          serviceEnd: formatServiceTime(
            serviceEndTime(firstService.time, firstService.length),
            words,
          ),
        }
      : {}),
    ...(church.charityNumber ? { charityNumber: church.charityNumber } : {}),
    // "Registered with {regulator}": empty with no number, when the footer has no such sentence.
    regulator: (regulator && regulators[regulator]) ?? '',
    phone: church.phone.display,
    email: church.email,
  };
}

/** The charity regulator a UK charity number is registered with, by its form (fields.ts). */
export function regulatorOf(number: string | undefined): keyof Regulators | undefined {
  if (!number) return undefined;
  if (/^NIC\d{6}$/.test(number)) return 'northernIreland';
  if (/^SC\d{6}$/.test(number)) return 'scotland';
  if (/^\d{6,7}(-\d{1,2})?$/.test(number)) return 'englandAndWales';
  return undefined;
}

export interface FillInProblem {
  keys: string[];
  text: string;
}

/**
 * The names a page fills in itself, in the words file's phrases ("{count} sermons", "Every
 * {day}", "{date} at {time}"): left as written here, and no problem.
 */
export const laterFillIns = [
  'count',
  'day',
  'days',
  'weeks',
  'date',
  'time',
  'language',
  'original',
];

/** Fills in {town} and the like; an unknown name is left, and adds a problem naming the field. */
export function fillIn(
  value: unknown,
  values: Record<string, string>,
  problems: FillInProblem[],
  path: string[] = [],
): unknown {
  const say = (words: string) =>
    problems.push({ keys: path, text: `${path.join(' → ') || 'the file'}: ${words}` });
  if (typeof value === 'string') {
    return value.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
      if (name in values) return values[name]!;
      if (laterFillIns.includes(name)) return whole;
      say(
        name === 'charityNumber'
          ? '"{charityNumber}" needs the charity number: add it in Church details (church.yml, charityNumber), or take the words that name it out'
          : name === 'serviceEnd' && 'serviceTime' in values
            ? '"{serviceEnd}" needs the length of the first service: add it in Church details, Service times (church.yml, services → 0 → length)'
            : `"${whole}" is not a value the site can fill in; use one of ${Object.keys(values)
                .map((n) => `{${n}}`)
                .join(', ')}`,
      );
      return whole;
    });
  }
  if (Array.isArray(value))
    return value.map((v, i) => fillIn(v, values, problems, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillIn(v, values, problems, [...path, k])]),
    );
  }
  return value;
}
