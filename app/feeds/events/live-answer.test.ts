import { describe, expect, it } from 'vitest';
import { answerDigest, readCalendarAnswers, recentAnswer } from './live-answer.ts';

const answers = [[{ id: '1', name: 'Harvest' }]];
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
    const kept = recentAnswer(memory(), 7, { maxAgeMs: 60_000, now: () => time });
    expect(kept.read('https://a.example/feed')).toBeNull();
    kept.keep('https://a.example/feed', answers);
    expect(kept.read('https://a.example/feed')).toEqual(answers);
    expect(kept.read('https://b.example/feed')).toBeNull();
    time += 60_000;
    expect(kept.read('https://a.example/feed')).toBeNull();
  });

  it('gives a page of a newer build nothing kept by an older one', () => {
    const storage = memory();
    recentAnswer(storage, 1).keep('x', answers);
    expect(recentAnswer(storage, 1).read('x')).toEqual(answers);
    expect(recentAnswer(storage, 2).read('x')).toBeNull();
  });

  it('asks again when the browser keeps nothing or kept something unreadable', () => {
    const broken = { getItem: () => '{not json', setItem: () => {} };
    expect(recentAnswer(broken, 0).read('x')).toBeNull();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const kept = recentAnswer(refusing, 0);
    kept.keep('x', answers);
    expect(kept.read('x')).toBeNull();
    expect(recentAnswer(null, 0).read('x')).toBeNull();
  });
});

describe('answerDigest', () => {
  it('is the same for the same answers however they were spaced, and differs for any change', async () => {
    const spaced = JSON.parse(JSON.stringify(answers, null, 2)) as unknown[];
    expect(await answerDigest(spaced)).toBe(await answerDigest(answers));
    expect(await answerDigest([[{ id: '1', name: 'Harvest Supper' }]])).not.toBe(
      await answerDigest(answers),
    );
    expect(await answerDigest(answers)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('readCalendarAnswers', () => {
  it('reads every page the current feed says it has, and the legacy list as one', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      const page = Number(new URL(url).searchParams.get('page') ?? 1);
      return Response.json({ events: [page], pagination: { num_results: 3, per_page: 1 } });
    }) as typeof fetch;
    const pages = await readCalendarAnswers('https://a.example/feed', { fetchImpl });
    expect(pages.map((page) => (page as { events: number[] }).events[0])).toEqual([1, 2, 3]);
    expect(asked).toHaveLength(3);

    const legacy = (async () => Response.json([{ id: 1 }])) as unknown as typeof fetch;
    expect(await readCalendarAnswers('https://a.example/feed', { fetchImpl: legacy })).toEqual([
      [{ id: 1 }],
    ]);
  });
});
