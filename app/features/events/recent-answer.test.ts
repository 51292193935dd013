import { describe, expect, it } from 'vitest';
import type { ChurchEvent } from '~/feeds/events/event';
import { recentAnswer } from './recent-answer';

const events = [{ id: '1', name: 'Harvest' }] as ChurchEvent[];
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('recentAnswer', () => {
  it('gives back the answer kept for the same feed while it is recent, and none after', () => {
    let time = 1_000;
    const answers = recentAnswer(memory(), 60_000, () => time);
    expect(answers.read('https://a.example/feed')).toBeNull();
    answers.keep('https://a.example/feed', events);
    expect(answers.read('https://a.example/feed')).toEqual(events);
    expect(answers.read('https://b.example/feed')).toBeNull();
    time += 60_000;
    expect(answers.read('https://a.example/feed')).toBeNull();
  });

  it('asks again when the browser keeps nothing or kept something unreadable', () => {
    const broken = { getItem: () => '{not json', setItem: () => {} };
    expect(recentAnswer(broken, 60_000).read('x')).toBeNull();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const answers = recentAnswer(refusing, 60_000);
    answers.keep('x', events);
    expect(answers.read('x')).toBeNull();
    expect(recentAnswer(null, 60_000).read('x')).toBeNull();
  });
});
