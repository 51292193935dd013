import { describe, expect, it } from 'vitest';
import { welshDates, welshWords } from '../../../test/date-words.ts';
import { siteText } from '../../content/data.ts';
import { languageWords } from './words.ts';
import {
  dayWords,
  formatDayMonth,
  formatLongDate,
  weekdayOf,
  withWeekday,
} from '../../lib/format-date.ts';
import { countWords, type PluralWords } from '../../lib/plural.ts';
import { patternWords } from '../../lib/service-patterns.ts';
import { formatTime } from '../../lib/twelve-hour-time.ts';

// The Welsh words a church starts from (words/cy/site-text-dates.yml), written as the site
// writes them: each form comes out as the file says, by the Welsh plural rules.

const words = welshDates();
const fill = (phrase: string, count: number) => phrase.replace('{count}', String(count));

describe('the Welsh words for dates and times', () => {
  it('names every day of the week, Sunday first, with the date after it and no comma', () => {
    // 3 to 9 October 2027: Sunday to Saturday.
    for (let day = 3; day <= 9; day++) {
      const date = `2027-10-0${day}`;
      const { name } = words.weekdays[weekdayOf(date)]!;
      expect(weekdayOf(date)).toBe(day - 3);
      expect(dayWords(date, words)).toBe(`${name} ${day} ${words.months[9]!.name}`);
    }
  });

  it('names every month, day first, long and short', () => {
    words.months.forEach(({ name, short }, index) => {
      const month = String(index + 1).padStart(2, '0');
      expect(formatLongDate(`2027-${month}-03`, words)).toBe(`3 ${name} 2027`);
      expect(formatDayMonth(3, index + 1, words, true)).toBe(`3 ${short}`);
    });
  });

  it('writes a full date as GOV.UK writes one in Welsh: "Dydd Sul 3 Hydref 2027"', () => {
    const date = '2027-10-03';
    expect(withWeekday(weekdayOf(date), formatLongDate(date, words), words)).toBe(
      'Dydd Sul 3 Hydref 2027',
    );
  });

  it('writes times in its own words for morning, afternoon, midday and midnight', () => {
    expect(formatTime(10, 30, words)).toBe(`10:30${words.am}`);
    expect(formatTime(18, 0, words)).toBe(`6${words.pm}`);
    expect(formatTime(12, 0, words)).toBe(words.midday);
    expect(formatTime(0, 0, words)).toBe(words.midnight);
    expect(words.style).toBe('british');
  });

  it('writes the 1st to the 5th week of the month, and a service every week', () => {
    const sunday = words.weekdays[0]!;
    words.ordinals.forEach((ordinal, index) => {
      expect(patternWords({ day: 'Sunday', weeks: [index + 1] }, words)).toBe(
        `${ordinal} ${sunday.plural}`,
      );
    });
    expect(words.ordinals).toHaveLength(5);
    expect(patternWords({ day: 'Sunday', weeks: [3, 1] }, words)).toBe('1af a 3ydd Sul y mis');
    expect(patternWords({ day: 'Sunday' }, words)).toBe('Bob dydd Sul');
  });
});

describe('the Welsh counts', () => {
  const counts: [string, PluralWords][] = [
    ['bytes', welshWords.bytes],
    ['groups', welshWords['pages/groups.yml'].count],
    ['sermons', welshWords['pages/sermons.yml'].browse.count],
  ];

  it.each(counts)('%s: 0, 1, 2, 3, 6 and 10 take the form Welsh gives each', (_, plural) => {
    const rules = new Intl.PluralRules('cy');
    // Welsh has six forms: zero, one, two, few (3), many (6) and other.
    expect([0, 1, 2, 3, 6, 10].map((n) => rules.select(n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    for (const n of [0, 1, 2, 3, 6, 10]) {
      const form = rules.select(n) as keyof PluralWords;
      expect(countWords(n, plural, 'cy')).toBe(fill(plural[form] ?? plural.other, n));
    }
  });

  it('mutates a feminine noun after one and two, as GOV.UK’s Welsh does', () => {
    const sermons = welshWords['pages/sermons.yml'].browse.count;
    expect(countWords(1, sermons, 'cy')).toBe('1 bregeth');
    expect(countWords(2, sermons, 'cy')).toBe('2 bregeth');
    expect(countWords(3, sermons, 'cy')).toBe('3 pregeth');
    expect(countWords(10, sermons, 'cy')).toBe('10 o bregethau');
  });
});

describe('the start form’s English words', () => {
  it('are the English content’s dates, so the form’s month reads as the site will', () => {
    expect(languageWords.en.dates).toEqual(siteText.dates);
  });
});
