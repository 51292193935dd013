import { describe, expect, it } from 'vitest';
import { inTurn, quietly } from './perf-runs.mjs';

describe('quietly', () => {
  it('keeps a child’s output to itself while it succeeds, and gives it when it fails', async () => {
    const say = (/** @type {string} */ code) => quietly(process.execPath, ['-e', code]);
    const fine = say("console.error('Broken pipe')");
    await expect(fine.done).resolves.toBeUndefined();
    expect(fine.output()).toContain('Broken pipe');
    await expect(say("console.log('the build broke'); process.exit(3)").done).rejects.toThrow(
      /failed in \.:\nthe build broke/,
    );
  });
});

describe('inTurn', () => {
  it('lets the page and its floor go first by turns', () => {
    expect([0, 1, 2].map((index) => inTurn(['page', 'floor'], index))).toEqual([
      ['page', 'floor'],
      ['floor', 'page'],
      ['page', 'floor'],
    ]);
  });
});
