import { describe, expect, it } from 'vitest';
import { siteNoticeOf } from '../loading/site-notice.server.ts';
import { noticeMessage, noticeShowsAt, siteNoticeSchema } from './site-notice.ts';

// The notice's message becomes words and links at build, and its window two UTC instants from
// times on the church's clock. These tests run again in far-off time zones (vitest.config.ts):
// the visitor's zone, or the build machine's, must never move the window.

const link = (href: string, words: string) => ({ link: href, text: [words] });

describe('the notice message', () => {
  it('is words and links, with bold and italics kept', () => {
    expect(
      noticeMessage(
        'Carols on *Sunday*: [the times](/events), [e-mail us](mailto:office@our-church.org.uk) or https://our-church.org.uk',
      ),
    ).toEqual({
      runs: [
        'Carols on ',
        { em: ['Sunday'] },
        ': ',
        link('/events', 'the times'),
        ', ',
        link('mailto:office@our-church.org.uk', 'e-mail us'),
        ' or ',
        link('https://our-church.org.uk', 'https://our-church.org.uk'),
      ],
    });
  });

  it('joins a line the editor broke, and tidies its spaces', () => {
    expect(noticeMessage('  Hall closed\nuntil   Friday.  ')).toEqual({
      runs: ['Hall closed until Friday.'],
    });
  });

  it.each([
    ['one\n\ntwo', 'must be one line: it has more than one paragraph'],
    ['## Closed', 'must be one line of text (with a link if you like), not a heading'],
    ['- closed', 'not a heading, list, quotation or picture'],
    ['See ![the hall](/hall.jpg)', 'has a picture inside a line of words'],
    ['Closed <b>today</b>', 'has HTML code'],
    ['[the hall](javascript:alert(1))', 'a link to "javascript:alert(1)", which is not allowed'],
    ['[the hall](//elsewhere.example.org)', 'a link to "//elsewhere.example.org", which'],
    ['[](/events)', 'has a link without words (to "/events")'],
  ])('%j is refused: %s', (markdown, problem) => {
    const result = noticeMessage(markdown);
    expect('problems' in result && result.problems.map((p) => p.problem).join('\n')).toContain(
      problem,
    );
  });
});

describe('the notice window', () => {
  const notice = (from: string, until: string) =>
    siteNoticeOf(siteNoticeSchema.parse({ enabled: true, message: 'Hello.', from, until }))!;

  it('reads the times on the church clock, in winter and in summer time', () => {
    const winter = notice('2027-01-10T09:00', '2027-01-10T18:30');
    expect(winter.from).toBe(Date.UTC(2027, 0, 10, 9, 0));
    expect(winter.until).toBe(Date.UTC(2027, 0, 10, 18, 30));
    const summer = notice('2027-07-01T09:00', '2027-07-01 18:30');
    expect(summer.from).toBe(Date.UTC(2027, 6, 1, 8, 0));
    expect(summer.until).toBe(Date.UTC(2027, 6, 1, 17, 30));
  });

  it('shows from "from" up to, not including, "until"', () => {
    const window = notice('2027-01-10T09:00', '2027-01-10T18:30');
    expect(noticeShowsAt(window, window.from - 1)).toBe(false);
    expect(noticeShowsAt(window, window.from)).toBe(true);
    expect(noticeShowsAt(window, window.until - 1)).toBe(true);
    expect(noticeShowsAt(window, window.until)).toBe(false);
  });

  it('across the night the clocks go back: 01:30 is the first, summer-time one', () => {
    const window = notice('2027-10-31T01:30', '2027-10-31T02:30');
    expect(window.from).toBe(Date.UTC(2027, 9, 31, 0, 30));
    expect(window.until).toBe(Date.UTC(2027, 9, 31, 2, 30));
  });

  it('is nothing at all when switched off, whatever the dates', () => {
    const off = siteNoticeSchema.parse({
      enabled: false,
      message: 'Hello.',
      from: '2020-01-01T00:00',
      until: '2099-01-01T00:00',
    });
    expect(siteNoticeOf(off)).toBeNull();
  });
});
