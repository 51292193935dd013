import { describe, expect, it } from 'vitest';
import {
  charityNumberSchema,
  clockTime,
  phoneSchema,
  ukNationalNumber,
  ukPostcode,
} from './fields.ts';
import { churchSchema } from './church.ts';
import { itRefuses } from '../../../test/examples.ts';

// A church anywhere in the UK can save its details: the postcodes, charity numbers and phone
// numbers of all four nations, and its times, written as its own people write them, kept as
// the site writes them; only what cannot be understood is refused.

describe('a postcode', () => {
  it.each([
    'SW1A 1AA',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'EH1 1YZ',
    'CF10 1AA',
    'LL57 2DG',
    'BT1 5GS',
    'BT48 6DQ',
  ])('anywhere in the UK: %s', (postcode) => {
    expect(ukPostcode.parse(postcode)).toBe(postcode);
  });

  itRefuses(
    ukPostcode,
    ['12345', 'SW1A 1A', 'EH1'],
    'The postcode must be a UK postcode, such as SW1A 1AA or BT1 5GS',
  );
});

describe('a charity number', () => {
  it.each([
    ['Northern Ireland', 'NIC100000'],
    ['Scotland', 'SC012345'],
    ['England and Wales, registered since 1990', '1123456'],
    ['England and Wales, registered earlier', '220949'],
    ['England and Wales, a linked charity', '1123456-1'],
  ])('of %s: %s', (_, number) => {
    expect(charityNumberSchema.parse(number)).toBe(number);
  });

  it.each(['NIC12345', 'SC12345', '12345', 'CHC123', 'NI100000'])('not %s', (number) => {
    expect(charityNumberSchema.safeParse(number).success).toBe(false);
  });
});

const serviceTime = clockTime('A service time');

describe.each<[string, { parse: (typed: string) => unknown }, [string, string][]]>([
  [
    'a postcode',
    ukPostcode,
    [
      ['ky15 7ab', 'KY15 7AB'],
      ['KY157AB', 'KY15 7AB'],
      [' sw1a  1aa ', 'SW1A 1AA'],
      ['bt1-5gs.', 'BT1 5GS'],
    ],
  ],
  [
    'a charity number',
    charityNumberSchema,
    [
      ['SC 012345', 'SC012345'],
      ['nic 100 000', 'NIC100000'],
      ['1123456 - 1', '1123456-1'],
    ],
  ],
  [
    'a service time',
    serviceTime,
    [
      ['10:30', '10:30'],
      ['10.30am', '10:30'],
      ['10.30 a.m.', '10:30'],
      ['6pm', '18:00'],
      ['6.30 PM', '18:30'],
      ['12pm', '12:00'],
      ['12.15am', '00:15'],
      ['9:15', '09:15'],
      ['1830', '18:30'],
      ['noon', '12:00'],
      ['Midnight', '00:00'],
    ],
  ],
])('%s as people write it', (_, schema, cases) => {
  it.each(cases)('%s, kept as %s', (typed, kept) => {
    expect(schema.parse(typed)).toBe(kept);
  });
});

describe('a service time', () => {
  itRefuses(
    serviceTime,
    ['25:00', '13pm', '6', 'evening', '10:75'],
    'A service time must be a time of day, such as 10:30, 10.30am or 6pm',
  );
});

describe('a phone number', () => {
  it.each([
    ['020 7946 0000', '+442079460000'],
    ['0131 496 0000', '+441314960000'],
    ['029 2018 0000', '+442920180000'],
    ['028 9649 6000', '+442896496000'],
    ['01334 650123', '+441334650123'],
    ['(01632) 960 961', '+441632960961'],
    ['01632-960961', '+441632960961'],
    ['+44 20 7946 0000', '+442079460000'],
    ['+44 (0)131 496 0000', '+441314960000'],
    ['07700 900123', '+447700900123'],
  ])('written %s, dialled %s, worked out', (display, international) => {
    expect(phoneSchema.parse({ display })).toEqual({ display, international });
    // The dialling form a file holds is worked out again, never trusted.
    expect(phoneSchema.parse({ display, international: '+440' })).toEqual({
      display,
      international,
    });
  });

  it('that is not a UK number is refused, saying what it takes', () => {
    expect(
      phoneSchema.safeParse({ display: '555 0100' }).error?.issues.map((i) => i.message),
    ).toEqual([
      'The phone number must be a UK number with its area code, such as 020 7946 0000 or 028 9649 6000',
    ]);
  });

  it('is read for its digits after the 0 or +44', () => {
    expect(ukNationalNumber('+44 (0)28 9649 6000')).toBe('2896496000');
    expect(ukNationalNumber('9649 6000')).toBeUndefined();
  });
});

const church = {
  name: 'St Columba’s Church',
  shortName: 'St Columba’s',
  siteUrl: 'https://www.stcolumbas.org.uk',
  address: { street: '2 High Street', town: 'Keswick', county: 'Cumbria', postcode: 'CA12 5AA' },
  phone: { display: '017687 00000', international: '+441768700000' },
  email: 'office@stcolumbas.org.uk',
  charityNumber: '1123456',
  services: [{ day: 'Sunday', time: '10:30', name: 'Morning Worship' }],
  childrenNote: 'Children go to Junior Church after the first hymn.',
  churchSuite: { account: 'stcolumbas' },
  analytics: null,
};

describe('the social links', () => {
  it('are each optional, and may all be left out', () => {
    const noInstagram = churchSchema.parse({
      ...church,
      social: { facebook: 'https://www.facebook.com/stcolumbas' },
    });
    expect(noInstagram.social).toEqual({ facebook: 'https://www.facebook.com/stcolumbas' });
    expect(churchSchema.parse(church).social).toEqual({});
  });

  it('are still checked when given', () => {
    const result = churchSchema.safeParse({
      ...church,
      social: { instagram: 'https://www.facebook.com/stcolumbas' },
    });
    expect(result.error?.issues[0]?.message).toBe(
      'The Instagram address must be an Instagram address, starting with https://www.instagram.com/',
    );
  });
});

describe('the calendar address', () => {
  const withCalendar = (calendarUrl: unknown) => churchSchema.safeParse({ ...church, calendarUrl });
  const google = 'https://calendar.google.com/calendar/ical/office%40example.org/public/basic.ics';

  it('is optional: left out or emptied in /admin, there is none', () => {
    expect(churchSchema.parse(church).calendarUrl).toBeUndefined();
    expect(withCalendar('').data?.calendarUrl).toBeUndefined();
  });

  it('is kept as given when it is https', () => {
    expect(withCalendar(` ${google} `).data?.calendarUrl).toBe(google);
  });

  it('takes a webcal:// subscribe link as the same address over https', () => {
    const outlook = 'outlook.office365.com/owa/calendar/abc/def/calendar.ics';
    expect(withCalendar(`webcal://${outlook}`).data?.calendarUrl).toBe(`https://${outlook}`);
  });

  it('is refused, in words, when it is not https', () => {
    expect(withCalendar(google.replace('https:', 'http:')).error?.issues[0]?.message).toBe(
      'The calendar address must be a full web address starting with https://, such as https://www.example.org',
    );
  });
});

describe('the date style', () => {
  const dateStyle = churchSchema.shape.dateStyle;

  it('is British when the church says none, as the start form writes it', () => {
    expect(dateStyle.parse(undefined)).toBe('british');
    expect(dateStyle.parse('us')).toBe('us');
  });

  it('is refused, in words, when it is neither', () => {
    expect(dateStyle.safeParse('american').error?.issues[0]?.message).toBe(
      'The date style must be british or us',
    );
  });
});
