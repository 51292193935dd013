import ICAL from 'ical.js';

// iCalendar text → its VCALENDAR and VEVENTs. One malformed value makes ical.js refuse the
// whole text, so then each top-level event is read on its own, with the calendar's zones: the one
// bad event is skipped, never the calendar.

export type ParsedCalendar = {
  calendar: ICAL.Component;
  events: ICAL.Component[];
  /** Events that could not be read at all: which one, and why. */
  unreadable: { what: string; why: string }[];
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseOne(text: string): ICAL.Component {
  const parsed: unknown = ICAL.parse(text);
  // Several VCALENDARs in one text: the first is the calendar.
  const first: unknown = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar')
    throw new TypeError(`It holds a ${calendar.name}, not a calendar`);
  return calendar;
}

type Block = { name: string; lines: string[] };

/** The calendar's own lines and its top-level components, as text, after unfolding. */
function split(text: string) {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const header: string[] = [];
  const blocks: Block[] = [];
  let depth = 0;
  for (const line of lines) {
    const begin = /^BEGIN:(.+)$/i.exec(line);
    if (begin) {
      if (depth === 1) blocks.push({ name: begin[1]!.trim().toUpperCase(), lines: [] });
      depth++;
    }
    const end = /^END:/i.test(line);
    if (depth > 1) blocks.at(-1)?.lines.push(line);
    else if (depth === 1 && !begin && !end && line.trim()) header.push(line);
    if (end) depth--;
  }
  return { header, blocks };
}

function parseInParts(text: string, failure: unknown): ParsedCalendar {
  const { header, blocks } = split(text);
  const wrap = (lines: string[]) =>
    ['BEGIN:VCALENDAR', ...header, ...lines, 'END:VCALENDAR'].join('\r\n');
  const readable = (block: Block) => {
    try {
      parseOne(wrap(block.lines));
      return true;
    } catch {
      return false;
    }
  };
  const zones = blocks.filter((block) => block.name === 'VTIMEZONE' && readable(block));
  const zoneLines = zones.flatMap((zone) => zone.lines);
  let calendar: ICAL.Component;
  try {
    calendar = parseOne(wrap(zoneLines));
  } catch {
    throw failure; // not even the calendar's own lines can be read
  }
  const events: ICAL.Component[] = [];
  const unreadable: ParsedCalendar['unreadable'] = [];
  blocks.forEach((block, index) => {
    if (block.name !== 'VEVENT') return;
    try {
      const event = parseOne(wrap([...zoneLines, ...block.lines])).getFirstSubcomponent('vevent');
      if (event) events.push(event);
    } catch (error) {
      const uid = block.lines.find((line) => /^UID[:;]/i.test(line))?.replace(/^[^:]*:/, '');
      unreadable.push({
        what: `component ${index + 1} (${uid ?? 'no UID'})`,
        why: reasonOf(error),
      });
    }
  });
  if (events.length === 0 && unreadable.length > 0) throw failure;
  return { calendar, events, unreadable };
}

/** The calendar in `text`; throws ical.js's error when there is no calendar to be had. */
export function parseCalendar(text: string): ParsedCalendar {
  let calendar: ICAL.Component;
  try {
    calendar = parseOne(text);
  } catch (error) {
    return parseInParts(text, error);
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent'), unreadable: [] };
}
