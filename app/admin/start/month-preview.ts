import { clockTimeOf } from '../../content/schemas/fields.ts';
import { type DateWords, dayWords } from '../../lib/format-date.ts';
import { monthAndWeeksFrom, servicesBetween, type Pattern } from '../../lib/service-patterns.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { instantToLondon, isoDay } from '../../lib/wall-clock.ts';
import { churchNamed, weeksOf, weeksWritten } from './facts.ts';

// The month the office's service patterns make, shown on the start form before Publish, in the
// words the site will list them in (`words`: the form writes British dates), from the boxes as they are.

interface TypedService {
  day?: string;
  time?: string;
  name?: string;
  church?: string;
  weeks?: string;
}

export interface MonthDay {
  day: string;
  services: string[];
}

/** This month's services from the form's boxes as read (form-boxes.ts): what can be read of them. */
export function monthOf(
  typed: { services?: TypedService[]; churches?: { of?: string; list?: { name?: string }[] } },
  today: string,
  words: DateWords,
): MonthDay[] {
  const names = typed.churches?.of === 'several' ? (typed.churches.list ?? []) : [];
  const patterns = (typed.services ?? []).flatMap((service): Pattern[] => {
    const time = clockTimeOf(service.time ?? '');
    if (!service.day || !service.name || !/^\d\d:\d\d$/.test(time)) return [];
    const weeks = service.weeks && weeksWritten.test(service.weeks) ? weeksOf(service.weeks) : [];
    return [
      {
        day: service.day as Pattern['day'],
        time,
        name: service.name,
        ...(service.church && { church: service.church }),
        ...(weeks.length > 0 && { weeks }),
      },
    ];
  });
  const { from, to } = monthAndWeeksFrom(`${today.slice(0, 8)}01`, 0);
  const held = servicesBetween(patterns, [], from, to);
  const days = [...new Set(held.map((service) => service.date))];
  return days.map((date) => {
    return {
      day: dayWords(date, words),
      services: held
        .filter((service) => service.date === date)
        .map((service) =>
          [
            `${formatServiceTime(service.time, words)} ${service.name}`,
            churchNamed(names, service.church)?.name,
          ]
            .filter(Boolean)
            .join(', '),
        ),
    };
  });
}

/** Today on the church's clock, year-month-day. */
export const londonToday = () => isoDay(instantToLondon(Date.now()));
