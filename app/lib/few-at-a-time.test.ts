import { describe, expect, it } from 'vitest';
import { fewAtATime } from './few-at-a-time.ts';

// Many requests to one host, a few at a time, each answer in its place.

describe('a few at a time', () => {
  it('never runs more than the limit at once, and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const results = await fewAtATime(
      Array.from({ length: 30 }, (_, index) => index),
      async (item) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, (item * 7) % 5));
        running--;
        return item * 2;
      },
    );
    expect(most).toBe(8);
    expect(results).toEqual(Array.from({ length: 30 }, (_, index) => index * 2));
  });

  it('stops at the first failure, as Promise.all would', async () => {
    await expect(
      fewAtATime([1, 2, 3], async (item) => {
        if (item === 2) throw new Error('no answer');
        return item;
      }),
    ).rejects.toThrow('no answer');
  });

  it('does nothing for nothing', async () => {
    expect(await fewAtATime([], async () => 1)).toEqual([]);
  });
});
