import { describe, expect, it } from 'vitest';
import { byteRange, httpDate, preconditions, rangeStillApplies } from './http-conditions.ts';

// RFC 9110's rules for Range and the conditional headers, on a file of 1,000 bytes.
const size = 1000;
const file = { etag: '"v2"', lastModified: new Date('2026-11-22T10:30:00.400Z') };
const lastModified = 'Sun, 22 Nov 2026 10:30:00 GMT';

describe('a Range header', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', offset: 0, length: 100 }],
    ['bytes=900-', { kind: 'part', offset: 900, length: 100 }],
    ['bytes=-10', { kind: 'part', offset: 990, length: 10 }],
    ['bytes=999-999', { kind: 'part', offset: 999, length: 1 }],
    // Past the end: the part is cut to the file, or the whole file when asked for more.
    ['bytes=950-1499', { kind: 'part', offset: 950, length: 50 }],
    ['bytes=-5000', { kind: 'part', offset: 0, length: 1000 }],
    ['Bytes = 10-19', { kind: 'part', offset: 10, length: 10 }],
    ['bytes=0-99, ', { kind: 'part', offset: 0, length: 100 }],
    ['bytes=5000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Several ranges, another unit and anything unreadable: the whole file, as if unasked.
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=10-5', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=1.5-2', { kind: 'whole' }],
    ['bytes=', { kind: 'whole' }],
    [null, { kind: 'whole' }],
  ])('%s asks for %o', (header, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  it('asks for the whole of an empty file, which has no part to give', () => {
    expect(byteRange('bytes=-10', 0)).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('If-Range', () => {
  it.each([
    [null, true],
    ['"v2"', true],
    ['"v1"', false],
    // A weak tag never matches here: only a strong one vouches for the same bytes.
    ['W/"v2"', false],
    [lastModified, true],
    ['Sun, 22 Nov 2026 10:29:59 GMT', false],
    ['Sun, 22 Nov 2026 10:30:01 GMT', false],
    ['not a date', false],
  ])('%s lets the range apply: %s', (ifRange, applies) => {
    expect(rangeStillApplies(ifRange, file)).toBe(applies);
  });
});

describe('the conditional headers', () => {
  const check = (headers: Record<string, string>) => preconditions(new Headers(headers), file);

  it('answer 304 when the client has the current copy, by ETag (weakly) or by date', () => {
    expect(check({ 'If-None-Match': '"v2"' })).toBe(304);
    expect(check({ 'If-None-Match': 'W/"v2"' })).toBe(304);
    expect(check({ 'If-None-Match': '"v1", "v2"' })).toBe(304);
    expect(check({ 'If-None-Match': '*' })).toBe(304);
    expect(check({ 'If-Modified-Since': lastModified })).toBe(304);
    expect(check({ 'If-Modified-Since': 'Mon, 23 Nov 2026 08:00:00 GMT' })).toBe(304);
  });

  it('let the file go out when the client’s copy is older or another', () => {
    expect(check({})).toBeUndefined();
    expect(check({ 'If-None-Match': '"v1"' })).toBeUndefined();
    expect(check({ 'If-Modified-Since': 'Sun, 22 Nov 2026 10:29:59 GMT' })).toBeUndefined();
    expect(check({ 'If-Modified-Since': 'yesterday' })).toBeUndefined();
    // If-None-Match decides alone when both are sent (RFC 9110 13.1.3).
    expect(check({ 'If-None-Match': '"v1"', 'If-Modified-Since': lastModified })).toBeUndefined();
  });

  it('answer 412 when a condition on the current version fails', () => {
    expect(check({ 'If-Match': '"v1"' })).toBe(412);
    expect(check({ 'If-Match': 'W/"v2"' })).toBe(412);
    expect(check({ 'If-Unmodified-Since': 'Sun, 22 Nov 2026 10:29:59 GMT' })).toBe(412);
    expect(check({ 'If-Match': '"v2"' })).toBeUndefined();
    expect(check({ 'If-Match': '*' })).toBeUndefined();
    expect(check({ 'If-Unmodified-Since': lastModified })).toBeUndefined();
  });
});

describe('an HTTP date', () => {
  const at = Date.UTC(1994, 10, 6, 8, 49, 37);
  it.each([
    ['Sun, 06 Nov 1994 08:49:37 GMT', at],
    ['Sunday, 06-Nov-94 08:49:37 GMT', at],
    ['Sun Nov  6 08:49:37 1994', at],
    // Anything else is no date, so its condition is ignored (RFC 9110 13.1.3).
    ['2030', NaN],
    ['1994-11-06T08:49:37Z', NaN],
    ['Sun, 06 Nov 1994 08:49:37 CET', NaN],
    ['sun, 06 nov 1994 08:49:37 gmt', NaN],
    ['Mon, 31 Feb 2026 10:00:00 GMT', NaN],
    ['Sun, 22 Nov 2026 10:30:99 GMT', NaN],
  ])('%s', (value, expected) => {
    expect(httpDate(value)).toBe(expected);
  });

  it('is ignored in If-Modified-Since and If-Unmodified-Since when it is not one', () => {
    const check = (headers: Record<string, string>) => preconditions(new Headers(headers), file);
    expect(check({ 'If-Modified-Since': '2030' })).toBeUndefined();
    expect(check({ 'If-Unmodified-Since': '2020' })).toBeUndefined();
  });
});
