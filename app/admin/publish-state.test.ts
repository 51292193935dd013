import { describe, expect, it } from 'vitest';
import { askAgainIn, publishState, toldBy } from './publish-state.ts';

// What the "Published" line says of a failed build, from GitHub's annotations of its run, and
// how soon it asks again (the rest of its words: app/admin/publish-status.test.ts).

describe('a failed build, as GitHub tells it', () => {
  it('lists the failures in the words /admin uses, without the file’s name', () => {
    expect(
      toldBy([
        {
          annotation_level: 'failure',
          title: 'In /admin: Sermons → “Glad to go” → Bible passage',
          message: 'sermons/glad-to-go.md: "Hezekiah 2:1" does not start with the name of a book',
        },
        { annotation_level: 'warning', message: 'a.md: only a warning' },
        { annotation_level: 'failure', message: 'The church content has 1 mistake: see above' },
      ]),
    ).toEqual([
      {
        title: 'Sermons → “Glad to go” → Bible passage',
        message: '"Hezekiah 2:1" does not start with the name of a book',
      },
      { title: undefined, message: 'see above' },
    ]);
  });
});

describe('asking again', () => {
  it('soon while a change is on its way, now and then otherwise', () => {
    const facts = { commit: 'a', builtAt: '2026-11-22T14:05:00Z' };
    const head = { sha: 'b', date: '2026-11-22T14:30:00Z' };
    const now = Date.parse(head.date) + 60_000;
    expect(askAgainIn(publishState({ facts, head, now }))).toBe(30_000);
    expect(askAgainIn(publishState({ facts, head: { ...head, sha: 'a' } }))).toBe(120_000);
    expect(askAgainIn(publishState({}))).toBe(120_000);
    // On this computer, the dev server's check of a change just saved.
    expect(askAgainIn(publishState({ facts: { onThisComputer: true } }))).toBe(10_000);
  });
});
