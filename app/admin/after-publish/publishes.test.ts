import { describe, expect, it } from 'vitest';
import {
  changedFiles,
  entryAddress,
  namesFromPublishes,
  type Publish,
  publishWords,
  putBackCommitWords,
  putBackPlan,
  withDependents,
} from './publishes.ts';
import { PublishRefused, saveChanges, type SaveTarget } from '../shared/commit.ts';
import type { Collection } from '../shared/decap.ts';
import { adminWords } from '../shared/words.ts';

// The list of publishes in /admin: each in words, and what "Put back as it was before this" does.

const collections: Collection[] = [
  {
    label: 'Church and site',
    files: [{ label: 'Church details', file: 'content/church.yml' }],
  },
  { label: 'Sermons', label_singular: 'sermon', folder: 'content/sermons' },
  { label: 'News', label_singular: 'notice', folder: '/content/news/' },
];

const publish = (message: string, files: Publish['files'], id = message): Publish => ({
  id,
  message,
  author: 'Ann',
  date: '2026-11-28T14:02:00Z',
  files,
});

describe('a publish in words', () => {
  it('names a new, changed or deleted entry by its kind and name, and a setting by its label', () => {
    const words = (message: string, files: Publish['files']) =>
      publishWords(publish(message, files), collections);
    expect(
      words('Create sermon “2026-11-22-the-least-of-these”', [
        { path: 'content/sermons/2026-11-22-the-least-of-these.md', status: 'added' },
        { path: 'content/images/text/cover.jpg', status: 'added' },
      ]),
    ).toBe('New sermon: The least of these');
    expect(
      words('Delete sermon “glad-to-go”', [
        { path: 'content/sermons/glad-to-go.md', status: 'removed' },
      ]),
    ).toBe('Sermon deleted: Glad to go');
    expect(
      words('Update notice “harvest”', [{ path: 'content/news/harvest.md', status: 'modified' }]),
    ).toBe('Notice: Harvest');
    expect(
      words('Update setting “church”', [{ path: 'content/church.yml', status: 'modified' }]),
    ).toBe('Church details');
  });

  it('keeps the capitals of the names as written, which a file’s name has lost', () => {
    const names = {
      'churches/logie-easter-church.yml': 'Logie Easter Church',
      'sermons/2026-11-22-the-god-who-comes-near.md': 'The God who comes near',
    };
    const churches = [
      ...collections,
      { label: 'Our churches', label_singular: 'church', folder: 'content/churches' },
    ];
    const words = (message: string, files: Publish['files']) =>
      publishWords(publish(message, files), churches, names);
    expect(
      words('Update church “logie-easter-church”', [
        { path: 'content/churches/logie-easter-church.yml', status: 'modified' },
      ]),
    ).toBe('Church: Logie Easter Church');
    expect(
      words('Create sermon “2026-11-22-the-god-who-comes-near”', [
        { path: 'content/sermons/2026-11-22-the-god-who-comes-near.md', status: 'added' },
      ]),
    ).toBe('New sermon: The God who comes near');
    // One the last build did not know, as a new one since: its file's words.
    expect(
      words('Create church “kilmuir”', [{ path: 'content/churches/kilmuir.yml', status: 'added' }]),
    ).toBe('New church: Kilmuir');
  });

  it('names an entry the last build did not know from the publish’s own file', async () => {
    const series = [
      ...collections,
      { label: 'Series', label_singular: 'series', folder: 'content/sermon-series' },
      {
        label: 'Our churches',
        label_singular: 'church',
        folder: 'content/churches',
        identifier_field: 'name',
      },
    ];
    const removed = {
      ...publish('Delete series “lost-and-found”', [
        { path: 'content/sermon-series/lost-and-found.yml', status: 'removed' },
      ]),
      parent: 'before',
    };
    const added = publish(
      'Create church “logie-easter”',
      [{ path: 'content/churches/logie-easter.yml', status: 'added' }],
      'after',
    );
    const known = publish('Update notice “harvest”', [
      { path: 'content/news/harvest.md', status: 'modified' },
    ]);
    const asked: string[] = [];
    const files: Record<string, unknown> = {
      'before content/sermon-series/lost-and-found.yml': { title: 'Lost and Found' },
      'after content/churches/logie-easter.yml': { name: 'Logie Easter Church' },
    };
    const names = await namesFromPublishes(
      [removed, added, known],
      series,
      { 'news/harvest.md': 'Harvest Thanksgiving' },
      async (commit, path) => {
        asked.push(`${commit} ${path}`);
        return files[`${commit} ${path}`];
      },
    );
    expect(publishWords(removed, series, names)).toBe('Series deleted: Lost and Found');
    expect(publishWords(added, series, names)).toBe('New church: Logie Easter Church');
    expect(publishWords(known, series, names)).toBe('Notice: Harvest Thanksgiving');
    // The build's names are not asked again.
    expect(asked.sort()).toEqual(Object.keys(files).sort());
  });

  it('falls back to the file’s name when the publish’s file cannot be read', async () => {
    const added = publish('Create sermon “a”', [{ path: 'content/sermons/a.md', status: 'added' }]);
    const names = await namesFromPublishes([added], collections, {}, () =>
      Promise.reject(new Error('offline')),
    );
    expect(publishWords(added, collections, names)).toBe('New sermon: A');
  });

  it('names pictures alone by their files, and many entries by the first two', () => {
    expect(
      publishWords(
        publish('Upload “content/images/people/ann.jpg”', [
          { path: 'content/images/people/ann.jpg', status: 'added' },
        ]),
        collections,
      ),
    ).toBe('Picture: ann.jpg');
    const three = publish('Delete sermon “a”', [
      { path: 'content/church.yml', status: 'modified' },
      { path: 'content/sermons/a.md', status: 'removed' },
      { path: 'content/news/b.md', status: 'added' },
    ]);
    expect(publishWords(three, collections)).toBe('Church details; Sermon deleted: A and 1 more');
  });

  it('keeps a message of its own (the start form’s, a put-back’s) as it is', () => {
    const started = publish('Start the website for Zion Chapel\n\nmore', [
      { path: 'content/church.yml', status: 'modified' },
    ]);
    expect(publishWords(started, collections)).toBe('Start the website for Zion Chapel');
  });
});

describe('putting a publish back', () => {
  const files = (pairs: Record<string, string>) => new Map(Object.entries(pairs));
  const deleted = publish('Delete sermon “a”', [
    { path: 'content/sermons/a.md', status: 'removed' },
    { path: 'content/church.yml', status: 'modified' },
    { path: 'content/news/new.md', status: 'added' },
  ]);
  const before = files({ 'content/sermons/a.md': 'a1', 'content/church.yml': 'c1' });
  const after = files({ 'content/church.yml': 'c2', 'content/news/new.md': 'n1' });

  it('finds every file a publish changed from its content and the content before it', () => {
    const and = (files: Map<string, string>, path: string) => new Map(files).set(path, 's');
    expect(changedFiles(before, and(after, 'content/new.jpg'))).toEqual([
      ...deleted.files,
      { path: 'content/new.jpg', status: 'added' },
    ]);
    expect(changedFiles(and(before, 'content/same.md'), and(after, 'content/same.md'))).toEqual(
      deleted.files,
    );
  });

  it('writes back what it changed or deleted and removes what it added', () => {
    expect(putBackPlan(deleted, { before, after, now: after }, [])).toEqual({
      write: { 'content/sermons/a.md': 'a1', 'content/church.yml': 'c1' },
      remove: ['content/news/new.md'],
      laterChanged: [],
    });
  });

  it('names the later publishes that changed the same files, and leaves alone what is already back', () => {
    const later = publish('Update setting “church”', [
      { path: 'content/church.yml', status: 'modified' },
    ]);
    const other = publish('Create sermon “b”', [{ path: 'content/sermons/b.md', status: 'added' }]);
    const now = files({ 'content/church.yml': 'c3', 'content/sermons/a.md': 'a1' });
    expect(putBackPlan(deleted, { before, after, now }, [other, later])).toEqual({
      write: { 'content/church.yml': 'c1' },
      remove: [],
      laterChanged: [{ path: 'content/church.yml', by: [later] }],
    });
  });
});

describe('an undo and the entries that depend on its files', () => {
  it('puts each dependent back as it was before the publish, or removes it if it was not there', () => {
    const plan = {
      write: { 'content/church.yml': 'sample' },
      remove: ['content/churches/fearn-abbey.yml'],
      laterChanged: [],
    };
    const before = new Map([
      ['content/church.yml', 'sample'],
      ['content/sermons/old.md', 'old'],
    ]);
    const events = ['content/events/2027-01-10-ceilidh.yml', 'content/events/2027-02-01-fair.yml'];
    expect(
      withDependents(plan, [...events, 'content/sermons/old.md', 'content/church.yml'], before),
    ).toEqual({
      write: { 'content/church.yml': 'sample', 'content/sermons/old.md': 'old' },
      remove: ['content/churches/fearn-abbey.yml', ...events],
      laterChanged: [],
    });
  });

  it('opens each entry where Decap edits it', () => {
    const named: Collection[] = [
      {
        name: 'settings',
        label: 'Church and site',
        files: [{ name: 'church', label: 'Church details', file: 'content/church.yml' }],
      },
      { name: 'typed-events', label: 'What’s on', folder: 'content/events' },
    ];
    expect(entryAddress('content/church.yml', named)).toBe('#/collections/settings/entries/church');
    expect(entryAddress('content/events/2027-01-10-ceilidh.yml', named)).toBe(
      '#/collections/typed-events/entries/2027-01-10-ceilidh',
    );
    expect(entryAddress('content/images/a.jpg', named)).toBeUndefined();
  });
});

describe('a put-back whose answer is lost', () => {
  const put = {
    write: { 'content/church.yml': 'name: Bethel\n' },
    remove: [],
    message: 'Put back as before “Church details changed”',
  };
  const listed = { paths: [], base: { commit: 'c0', tree: 't0' } };
  const refusal = async (target: SaveTarget, fetcher: typeof fetch) => {
    const error: unknown = await saveChanges(
      target,
      listed,
      put,
      putBackCommitWords(),
      fetcher,
    ).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PublishRefused);
    return (error as PublishRefused).message;
  };

  it('tells the office about its put-back on GitHub, and how to see whether it was saved', async () => {
    const repo = 'st-davids-llan/website';
    const target: SaveTarget = {
      kind: 'github',
      api: 'https://x.test',
      repo,
      branch: 'main',
      token: 't',
    };
    // GitHub makes the tree and the commit; the answer to moving the branch never comes.
    const fetcher = (async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') throw new TypeError('Failed to fetch');
      return Response.json({ sha: 'made' });
    }) as typeof fetch;
    const said = await refusal(target, fetcher);
    expect(said).toMatch(/the put-back may not have been saved/);
    expect(said).toContain('https://github.com/st-davids-llan/website/commits/main');
    expect(said).toContain('“Put back as before “Church details changed””');
    expect(said).toContain(`choose “${adminWords().publishes.putBack}” again`);
    expect(said).not.toMatch(/Start the website for|your church’s files|Publish again/);
  });

  it('tells the office about its put-back on this computer (npm run cms)', async () => {
    // decap-server gone while it writes: every request unanswered.
    const gone = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const said = await refusal(
      { kind: 'local', url: 'http://localhost:8081/api', branch: 'main' },
      gone,
    );
    expect(said).toMatch(/the put-back may not have been saved, or only in part/);
    expect(said).not.toMatch(/Start the website for|your church’s files|Publish again/);
  });
});
