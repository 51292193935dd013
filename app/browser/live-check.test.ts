// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerDigest } from '../feeds/events/live-answer.ts';
import { askFeed, showAsAnswered } from './live-check.ts';

// What the page does with its own answer from the events feed before any React: the answer
// the build read leaves the HTML as it is; any other goes to the island.

const url = 'https://a.example/feed';
const built = [[{ id: '1', name: 'Harvest' }]];
const answering = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('askFeed', () => {
  it("says the answer is the same as the build's, and asks no more for a while", async () => {
    const fetched = answering(built[0]);
    const check = { url, build: 1, digest: await answerDigest(built), whenSame: 'stay' } as const;
    expect(await askFeed(check)).toEqual({ same: true });
    expect(await askFeed(check)).toEqual({ same: true });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('hands on an answer that differs, or any answer where the build read none', async () => {
    const changed = [{ id: '1', name: 'Harvest Supper' }];
    answering(changed);
    const digest = await answerDigest(built);
    expect(await askFeed({ url, build: 1, digest, whenSame: 'stay' })).toEqual({
      answers: [changed],
    });
    expect(await askFeed({ url, build: 2, digest: null, whenSame: 'stay' })).toEqual({
      answers: [changed],
    });
  });

  it('says the feed failed rather than throw', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 503 }));
    const live = await askFeed({ url, build: 1, digest: null, whenSame: 'stay' });
    expect(live).toMatchObject({ failed: true });
  });
});

describe('showAsAnswered', () => {
  it('shows the pictures that waited for the answer, and takes away the "as of" line', () => {
    document.body.innerHTML = `<div id="island">
      <p data-slot="events-as-of">As of Sunday.</p>
      <div data-slot="event-image"><noscript><img src="/harvest.jpg" alt="Harvest"></noscript></div>
    </div>`;
    showAsAnswered(document.getElementById('island')!);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Harvest');
    expect(document.querySelector('noscript')).toBeNull();
    expect(document.querySelector('[data-slot="events-as-of"]')).toBeNull();
  });
});
