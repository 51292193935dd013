import { describe, expect, it } from 'vitest';
import { churchTime, publishState, publishedWithinMinutes } from './publish-state.ts';

// /admin's "Published" line (admin/publish-state.ts): what it says from the build's
// facts, the branch's newest commit and the run of "Build the site" on it.

const facts = { commit: 'aaa111', builtAt: '2026-11-22T14:05:00Z' };
const head = {
  sha: 'bbb222',
  date: '2026-11-22T14:30:00Z',
  message: 'Update Sermons “Glad to go”\n\nmore',
};

describe('what /admin says of publishing', () => {
  it('the newest change is on the site when the site was built from it', () => {
    expect(publishState({ facts, head: { ...head, sha: facts.commit } })).toEqual({
      tone: 'ok',
      headline: `Published ${churchTime(facts.builtAt)}`,
      lines: ['Your newest change is on the site.'],
    });
  });

  it('a newer change is on its way while it builds', () => {
    const state = publishState({
      facts,
      head,
      run: { status: 'in_progress', conclusion: null },
      now: Date.parse(head.date) + 3 * 60_000,
    });
    expect(state).toMatchObject({ tone: 'waiting', headline: 'Your newest change is on its way' });
    expect(state.lines[0]).toContain(
      `Your newest change, saved ${churchTime(head.date)} (“Update Sermons “Glad to go””), is being published`,
    );
  });

  it('a change still not on the site long after it was saved says the host has not published it', () => {
    const later = Date.parse(head.date) + (publishedWithinMinutes + 5) * 60_000;
    const waiting = publishState({
      facts,
      head,
      run: { status: 'completed', conclusion: 'success' },
      now: later - 10 * 60_000,
    });
    expect(waiting.tone).toBe('waiting');
    const state = publishState({
      facts,
      head,
      run: { status: 'completed', conclusion: 'success' },
      now: later,
    });
    expect(state).toMatchObject({
      tone: 'failed',
      headline: 'Your newest change is not on the site yet',
    });
    expect(state.lines[0]).toContain(
      `is not on the site ${publishedWithinMinutes + 5} minutes later`,
    );
    expect(state.lines[0]).toContain('Its builds may be stopped or failing');
    const days = publishState({ facts, head, now: Date.parse(head.date) + 50 * 3_600_000 });
    expect(days.lines[0]).toContain('is not on the site 50 hours later');
  });

  it('a change the site could not be built with says so, with the build’s sentences', () => {
    const state = publishState({
      facts,
      head,
      run: { status: 'completed', conclusion: 'failure', url: 'https://github.com/o/r/runs/1' },
      problems: [
        {
          title: 'Sermons → “Glad to go” → Bible passage',
          message: '"Hezekiah 2:1" does not start with the name of a book',
        },
      ],
    });
    expect(state).toMatchObject({
      tone: 'failed',
      headline: 'Not live: your newest change is not on the site',
      link: 'https://github.com/o/r/runs/1',
    });
    expect(state.lines).toEqual([
      expect.stringContaining('could not be published: the site could not be built with it'),
      'Sermons → “Glad to go” → Bible passage: "Hezekiah 2:1" does not start with the name of a book',
      expect.stringContaining('Put each right and choose Publish again'),
    ]);
  });

  it('on this computer, live once the site here takes the files', () => {
    expect(publishState({ facts: { onThisComputer: true } })).toMatchObject({
      tone: 'local',
      headline: 'Live on this computer',
    });
  });

  it('on this computer, not live while the site here refuses them, with its words and entry', () => {
    const state = publishState({
      facts: {
        onThisComputer: true,
        refused: [
          {
            file: 'content/church-pages/safeguarding.yml',
            screen: 'Your own pages → “Safeguarding” → Description',
            sentence:
              "- content/church-pages/safeguarding.yml, description: The page's description should be at most 160 letters long",
          },
        ],
      },
    });
    expect(state).toMatchObject({
      tone: 'failed',
      headline: 'Not live: the site on this computer refuses your newest change',
      open: [
        { file: 'content/church-pages/safeguarding.yml', entry: 'Your own pages → “Safeguarding”' },
      ],
    });
    expect(state.lines).toEqual([
      expect.stringContaining('its pages answer with an error'),
      "Your own pages → “Safeguarding” → Description: The page's description should be at most 160 letters long",
      expect.stringContaining('Open the entry, put it right'),
    ]);
  });

  it('before signing in, when it was last published, and nothing about this computer', () => {
    expect(publishState({ facts })).toEqual({
      tone: 'unknown',
      headline: `Published ${churchTime(facts.builtAt)}`,
      lines: [],
    });
  });

  it('signed in, when GitHub could not be asked, or to the files on this computer', () => {
    expect(publishState({ facts, signedIn: 'github' }).lines).toEqual([
      'Whether your newest change is on it could not be found out just now.',
    ]);
    expect(publishState({ facts, signedIn: 'proxy' }).lines).toEqual([
      'Saves here change the files on this computer only; the public site stays as it is.',
    ]);
  });

  it('speaks of saves and the site, never of commits or pushes', () => {
    const said = [
      publishState({ facts: { onThisComputer: true } }),
      publishState({ facts, signedIn: 'proxy' }),
      publishState({ facts, head }),
      publishState({ facts, head, run: { conclusion: 'failure' } }),
    ].flatMap((state) => [state.headline, ...state.lines]);
    expect(said.join(' ')).not.toMatch(/\b(commit|push)/i);
  });

  it('tells the time on the church’s clock', () => {
    expect(churchTime('2026-07-01T13:05:00Z')).toBe('1 July at 14:05');
    expect(churchTime('2026-12-01T13:05:00Z')).toBe('1 December at 13:05');
  });
});
