import { describe, expect, it } from 'vitest';
import { contentOf, decide, fileNow, versionOf } from './two-editors.ts';

// Two editors of one entry: the file is read as it is now where Decap saves, before each save.

describe('the file as it is now', () => {
  it('on GitHub: the branch’s file, its words, never a cached answer', async () => {
    const asked: { url: string; init?: RequestInit }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked.push({ url, init });
      return new Response('title: Theirs\n');
    }) as unknown as typeof fetch;
    const target = {
      kind: 'github' as const,
      api: 'https://api.github.test',
      repo: 'kilmuir/website',
      branch: 'main',
      token: 'gho_test',
    };
    expect(await fileNow(target, 'content/churches/fearn abbey.yml', fetcher)).toEqual({
      words: 'title: Theirs\n',
    });
    expect(asked[0]!.url).toBe(
      'https://api.github.test/repos/kilmuir/website/contents/content/churches/fearn%20abbey.yml?ref=main',
    );
    expect(asked[0]!.init).toMatchObject({
      cache: 'no-store',
      headers: { Authorization: 'token gho_test', Accept: 'application/vnd.github.raw' },
    });
  });

  it('through decap-server: its getEntry', async () => {
    const fetcher = (async (_: string, init?: RequestInit) => {
      const { action, params } = JSON.parse(String(init?.body)) as {
        action: string;
        params: { path: string };
      };
      expect(action).toBe('getEntry');
      return Response.json({ data: `path: ${params.path}\n`, file: { path: params.path } });
    }) as unknown as typeof fetch;
    const target = { kind: 'local' as const, url: 'http://localhost:8081/api/v1', branch: 'main' };
    expect(await fileNow(target, 'content/church.yml', fetcher)).toEqual({
      words: 'path: content/church.yml\n',
    });
  });

  it('cannot tell when nobody answers, and says so', async () => {
    const fetcher = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const target = { kind: 'local' as const, url: 'http://localhost:8081/api/v1', branch: 'main' };
    expect(await fileNow(target, 'content/church.yml', fetcher)).toEqual({ unreadable: true });
  });

  it('a file gone is deleted, on GitHub (404) and through decap-server (no words)', async () => {
    const github = {
      kind: 'github' as const,
      api: 'https://api.github.test',
      repo: 'kilmuir/website',
      branch: 'main',
      token: 'gho_test',
    };
    const gone = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    expect(await fileNow(github, 'content/church.yml', gone)).toEqual({ deleted: true });
    const failing = (async () => new Response('', { status: 502 })) as unknown as typeof fetch;
    expect(await fileNow(github, 'content/church.yml', failing)).toEqual({ unreadable: true });
    const local = { kind: 'local' as const, url: 'http://localhost:8081/api/v1', branch: 'main' };
    const none = (async () => Response.json({ data: null })) as unknown as typeof fetch;
    expect(await fileNow(local, 'content/church.yml', none)).toEqual({ deleted: true });
  });
});

describe('whether a save goes ahead', () => {
  const path = 'content/churches/fearn-abbey.yml';
  const opened = 'name: Fearn Abbey\nparking: By the gate.\n';
  const seenAtOpening = () => new Set([versionOf(path, opened)]);

  it('saves when the file is as it was opened', () => {
    expect(decide(path, seenAtOpening(), { words: opened.replace(/\n/g, '\r\n') })).toBe('save');
  });

  it('refuses when someone else changed it', () => {
    expect(
      decide(path, seenAtOpening(), { words: 'name: Fearn Abbey\nparking: In the square.\n' }),
    ).toBe('changed');
  });

  it('after one’s own save, one’s own words (or a stale copy) are not someone else’s', () => {
    const seen = seenAtOpening();
    // As Decap holds the saved boxes: another key order, an emptied box.
    seen.add(contentOf({ parking: 'In the square.', name: 'Fearn Abbey', hint: '' }));
    expect(decide(path, seen, { words: 'name: Fearn Abbey\nparking: In the square.\n' })).toBe(
      'save',
    );
    expect(decide(path, seen, { words: opened })).toBe('save');
    expect(decide(path, seen, { words: 'name: Fearn Abbey\nparking: Round the back.\n' })).toBe(
      'changed',
    );
  });

  it('refuses when the file was deleted meanwhile', () => {
    expect(decide(path, seenAtOpening(), { deleted: true })).toBe('deleted');
  });

  it('refuses when the file could not be read, rather than save unseen', () => {
    expect(decide(path, seenAtOpening(), { unreadable: true })).toBe('unreadable');
  });

  it('a Markdown body matches however its edges were written', () => {
    const md = 'content/sermons/a.md';
    const seen = new Set([contentOf({ title: 'Found', body: 'Words.\n' })]);
    expect(decide(md, seen, { words: '---\ntitle: Found\n---\n\nWords.\n' })).toBe('save');
  });
});
