import { fillPhrase } from '../../lib/format-date.ts';
import { weekdayWordsOf } from '../../lib/service-patterns.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { dateWordsIn, type FormWords, formWords } from './words.ts';
import { churchNamed, type StartFacts, weeksOf } from './facts.ts';

// What the start form asks before it publishes, rather than refuses: facts that are likely a
// slip but may be so (two services half an hour apart may be a said and a sung one).

/** A question about a box: it publishes when asked again unchanged. */
export type Question = { path: (string | number)[]; message: string };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether two services' weeks of the month meet: none written is every week. */
const weeksMeet = (a?: string, b?: string) => {
  const first = a?.trim() ? weeksOf(a) : [1, 2, 3, 4, 5];
  const second = b?.trim() ? weeksOf(b) : [1, 2, 3, 4, 5];
  return first.some((week) => second.includes(week));
};

/** Each service that starts within an hour of an earlier one, on its day at the same church, in `words`. */
export function questionsOf(facts: StartFacts, words: FormWords = formWords.en): Question[] {
  const say = words.questions;
  const dates = dateWordsIn(words.language);
  const list = facts.churches?.of === 'several' ? facts.churches.list : [];
  const where = (typed?: string) => churchNamed(list, typed)?.name;
  return facts.services.flatMap((service, index) => {
    const near = facts.services
      .slice(0, index)
      .find(
        (other) =>
          other.day === service.day &&
          where(other.church) === where(service.church) &&
          weeksMeet(other.weeks, service.weeks) &&
          Math.abs(minutesOf(other.time) - minutesOf(service.time)) < 60,
      );
    if (!near) return [];
    const apart = Math.abs(minutesOf(near.time) - minutesOf(service.time));
    const at = where(service.church);
    const [firstTime, secondTime] = [near.time, service.time].map((time) =>
      formatServiceTime(time, dates),
    );
    const { inText: day, plural: days } = weekdayWordsOf(service.day, dates);
    // Two of one name are told apart by their times ("Holy Communion at 9am and … at 9.30am").
    const sentence =
      near.name !== service.name
        ? say.twoServices
        : apart === 0
          ? say.listedTwice
          : say.sameNameApart;
    const message = fillPhrase(sentence, {
      first: near.name,
      second: service.name,
      name: service.name,
      place: at ? fillPhrase(say.atChurch, { church: at }) : '',
      day,
      days,
      apart:
        apart === 0 ? say.atTheSameTime : fillPhrase(say.minutesApart, { minutes: String(apart) }),
      firstTime: firstTime!,
      secondTime: secondTime!,
      ask: say.ask,
    });
    return [{ path: ['services', index, 'time'], message }];
  });
}
