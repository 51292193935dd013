import { describe, expect, it } from 'vitest';
import { fileNow } from './two-editors.ts';

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
    expect(await fileNow(target, 'content/churches/fearn abbey.yml', fetcher)).toBe(
      'title: Theirs\n',
    );
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
    expect(await fileNow(target, 'content/church.yml', fetcher)).toBe('path: content/church.yml\n');
  });

  it('cannot tell when nobody answers, so nothing is refused for it', async () => {
    const fetcher = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const target = { kind: 'local' as const, url: 'http://localhost:8081/api/v1', branch: 'main' };
    expect(await fileNow(target, 'content/church.yml', fetcher)).toBeUndefined();
  });
});
