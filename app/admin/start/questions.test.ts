import { describe, expect, it } from 'vitest';
import { baptistInWales, beneficeOfTwo } from '../../../test/start-facts.ts';
import type { StartFacts } from './facts.ts';
import { fillPhrase } from '../../lib/format-date.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { questionsOf } from './questions.ts';
import { dateWordsIn, formWords } from './words.ts';

type Services = StartFacts['services'];

// What the start form asks before it publishes: a service within an hour of another, at the
// same church on the same day, is asked about, not refused.

describe('the start form’s questions', () => {
  it('asks about a service within an hour of another at the same church', () => {
    const [first] = baptistInWales.services;
    const services: Services = [first!, { day: 'Sunday', time: '11:00', name: 'Sung Eucharist' }];
    expect(questionsOf({ ...baptistInWales, services })).toEqual([
      {
        path: ['services', 1, 'time'],
        message:
          'Morning Worship and Sung Eucharist are both on Sundays, 30 minutes apart (10:30am and 11am). Is that right? If it is, choose Publish again; if not, change the time.',
      },
    ]);
  });

  it('tells two services of one name apart by their times', () => {
    const services: Services = [
      { day: 'Sunday', time: '09:00', name: 'Holy Communion' },
      { day: 'Sunday', time: '09:30', name: 'Holy Communion' },
      { day: 'Sunday', time: '09:30', name: 'Holy Communion' },
    ];
    expect(questionsOf({ ...baptistInWales, services }).map((q) => q.message)).toEqual([
      'Holy Communion at 9am and Holy Communion at 9:30am are both on Sundays, 30 minutes apart. Is that right? If it is, choose Publish again; if not, change the time.',
      'Holy Communion at 9am and Holy Communion at 9:30am are both on Sundays, 30 minutes apart. Is that right? If it is, choose Publish again; if not, change the time.',
    ]);
  });

  it('says when one service is listed twice', () => {
    const services: Services = [
      { day: 'Sunday', time: '10:00', name: 'Holy Communion' },
      { day: 'Sunday', time: '10:00', name: 'Holy Communion' },
    ];
    expect(questionsOf({ ...baptistInWales, services })[0]!.message).toBe(
      'Holy Communion is listed twice on Sundays at 10am. Is that right? If it is, choose Publish again; if not, change the time.',
    );
  });

  it('asks nothing of services an hour or more apart, on other days, weeks or churches', () => {
    expect(questionsOf(baptistInWales)).toEqual([]);
    expect(questionsOf(beneficeOfTwo)).toEqual([]);
    const services: Services = [
      { day: 'Sunday', time: '10:00', name: 'Said Communion' },
      { day: 'Sunday', time: '11:00', name: 'Morning Worship' },
      { day: 'Wednesday', time: '10:30', name: 'Midweek Communion' },
    ];
    expect(questionsOf({ ...baptistInWales, services })).toEqual([]);
    const [ashwell, kelby] =
      beneficeOfTwo.churches!.of === 'several' ? beneficeOfTwo.churches!.list : [];
    const apart: Services = [
      {
        day: 'Sunday',
        time: '09:30',
        name: 'Holy Communion',
        church: ashwell!.name,
        weeks: '1st and 3rd',
      },
      { day: 'Sunday', time: '10:00', name: 'Morning Prayer', church: kelby!.name },
      { day: 'Sunday', time: '10:00', name: 'Family Service', church: ashwell!.name, weeks: '2nd' },
      { day: 'Sunday', time: '09:45', name: 'Matins', church: ashwell!.name, weeks: '1st' },
    ];
    expect(questionsOf({ ...beneficeOfTwo, services: apart }).map((q) => q.path)).toEqual([
      ['services', 3, 'time'],
    ]);
    expect(questionsOf({ ...beneficeOfTwo, services: apart })[0]!.message).toContain(
      `Holy Communion and Matins are both at ${ashwell!.name} on Sundays, 15 minutes apart`,
    );
  });

  it('asks in Welsh on a Welsh form, the day and the times in the Welsh words for dates', () => {
    const services: Services = [
      { day: 'Sunday', time: '10:00', name: 'Oedfa’r Bore' },
      { day: 'Sunday', time: '10:30', name: 'Cymun' },
    ];
    const { questions: say } = formWords.cy;
    const [question] = questionsOf({ ...baptistInWales, services }, formWords.cy);
    const words = dateWordsIn('cy');
    expect(question!.message).toBe(
      fillPhrase(say.twoServices, {
        first: 'Oedfa’r Bore',
        second: 'Cymun',
        place: '',
        day: words.weekdays[0]!.inText,
        apart: fillPhrase(say.minutesApart, { minutes: '30' }),
        firstTime: formatServiceTime('10:00', words),
        secondTime: formatServiceTime('10:30', words),
        ask: say.ask,
      }),
    );
    expect(question!.message).not.toMatch(/\{\w+\}/);
  });
});
