import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyBytes, largestRecording, overQuotaUntil } from '../lib/recording-upload.ts';
import { Ledger, type LedgerAnswer } from './upload-ledger.ts';

// The daily quota's bytes, as the ledger counts them: each file an editor starts counts once,
// however often it is chosen again, and a start nothing was kept of costs nothing.

const hour = 60 * 60 * 1000;

function ledger() {
  const kept = new Map<string, unknown>();
  return new Ledger({
    get: async <T>(key: string) => kept.get(key) as T | undefined,
    put: async (key, value) => void kept.set(key, structuredClone(value)),
  });
}

/** Starts `key` for the minister (each from a sign-in of its own) and binds it to an upload. */
async function start(at: Ledger, key: string, size = largestRecording) {
  const answer = await at.answer({
    op: 'reserve',
    signIn: `sign-in ${key}`,
    editor: 'minister',
    key,
    size,
    hashes: [],
  });
  if (!('ticket' in answer)) return answer;
  await at.answer({ op: 'bind', ticket: answer.ticket, upload: `upload ${key}` });
  return answer;
}

const allowed = dailyBytes / largestRecording;

afterEach(() => vi.useRealTimers());

describe('the daily quota', () => {
  it('counts a file chosen again once', async () => {
    const at = ledger();
    for (let n = 0; n < allowed - 1; n++)
      expect(await start(at, `sermon ${n}`)).toHaveProperty('ticket');
    // Told to choose the file again (a part did not arrive whole, say): the same key, again.
    for (let n = 0; n < 3; n++) expect(await start(at, 'sermon 0')).toHaveProperty('ticket');
    expect(await start(at, 'the last one')).toHaveProperty('ticket');
    expect(await start(at, 'one too many')).toMatchObject({ refused: 'overQuota' });
  });

  it('gives an aborted upload’s bytes back', async () => {
    const at = ledger();
    for (let n = 0; n < allowed; n++) await start(at, `sermon ${n}`);
    expect(await start(at, 'one more')).toMatchObject({ refused: 'overQuota' });
    // Finished meanwhile from another window: this upload was aborted, nothing of it kept.
    const key = 'sermon 2';
    await at.answer({ op: 'claim', signIn: `sign-in ${key}`, key, upload: `upload ${key}` });
    await at.answer({ op: 'settle', key, upload: `upload ${key}`, finished: true, aborted: true });
    expect(await start(at, 'one more')).toHaveProperty('ticket');
  });

  it('keeps a finished upload’s bytes', async () => {
    const at = ledger();
    for (let n = 0; n < allowed; n++) await start(at, `sermon ${n}`);
    const key = 'sermon 2';
    await at.answer({ op: 'settle', key, upload: `upload ${key}`, finished: true });
    expect(await start(at, 'one more')).toMatchObject({ refused: 'overQuota' });
  });

  it('says when the oldest bytes are a day old, enough for this recording to fit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at0 = ledger();
    const first = new Date('2026-11-29T09:00:00Z').getTime();
    for (let n = 0; n < allowed; n++) {
      vi.setSystemTime(first + n * hour);
      await start(at0, `sermon ${n}`);
    }
    vi.setSystemTime(first + 10 * hour);
    // A small file fits once the first start is a day old; the largest, once the first two are.
    const small = (await start(at0, 'small', 1000)) as LedgerAnswer & { after: number };
    expect(small).toEqual({ refused: 'overQuota', after: first + 24 * hour });
    vi.setSystemTime(first + 24 * hour + 1);
    expect(await start(at0, 'small', 1000)).toHaveProperty('ticket');
  });
});

describe('the quota’s sentence', () => {
  it('names the time on the church’s clock, winter and summer', () => {
    expect(overQuotaUntil(new Date('2026-11-30T09:00:00Z').getTime())).toBe(
      'This recording would take you past 2 GB of uploads in 24 hours, as much as one person may, so it was not started: try again after 09:00 on Monday 30 November, or ask another editor to upload it.',
    );
    // British Summer Time, and a time part-way through a minute rounded up to the next.
    expect(overQuotaUntil(new Date('2027-06-01T16:29:30Z').getTime())).toContain(
      'try again after 17:30 on Tuesday 1 June',
    );
  });
});
