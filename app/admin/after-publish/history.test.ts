import { describe, expect, it, vi } from 'vitest';
import { historyOf } from './history.ts';
import { PublishRefused } from '../shared/commit.ts';

// The publishes as GitHub's commits give them (a fake GitHub answering the REST API's paths):
// their files under content/, a rename as a removal and an addition, the repository's first
// commit left out, and a refusal in words.

const target = {
  kind: 'github',
  api: 'https://api.example',
  repo: 'church/site',
  branch: 'main',
  token: 't',
} as const;

function fakeGitHub(answers: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.replace(`${target.api}/repos/${target.repo}/`, '');
    return path in answers
      ? new Response(JSON.stringify(answers[path]))
      : new Response('{}', { status: 404 });
  });
}
const commit = (sha: string, parents: string[], files: object[] = []) => ({
  sha,
  parents: parents.map((parent) => ({ sha: parent })),
  commit: { message: `m ${sha}`, author: { name: 'Ann', date: '2026-11-28T14:02:00Z' } },
  files,
});

describe('the publishes on GitHub', () => {
  it('lists each commit’s content files, a rename as both, without the first commit', async () => {
    const second = commit(
      'b',
      ['a'],
      [
        {
          filename: 'content/sermons/new.md',
          status: 'renamed',
          previous_filename: 'content/sermons/old.md',
        },
        { filename: 'content/church.yml', status: 'modified' },
        { filename: 'README.md', status: 'modified' },
      ],
    );
    fakeGitHub({
      'commits?sha=main&path=content&per_page=12': [commit('b', ['a']), commit('a', [])],
      'commits/b': second,
      'commits/a': commit('a', [], [{ filename: 'content/church.yml', status: 'added' }]),
    });
    expect(await historyOf(target).publishes()).toEqual([
      {
        id: 'b',
        parent: 'a',
        message: 'm b',
        author: 'Ann',
        date: '2026-11-28T14:02:00Z',
        files: [
          { path: 'content/sermons/old.md', status: 'removed' },
          { path: 'content/sermons/new.md', status: 'added' },
          { path: 'content/church.yml', status: 'modified' },
        ],
      },
    ]);
  });

  it('reads the branch’s content files and a blob’s bytes', async () => {
    fakeGitHub({
      'git/ref/heads/main': { object: { sha: 'b' } },
      'git/commits/b': { tree: { sha: 'tb' } },
      'git/trees/tb?recursive=1': {
        tree: [
          { path: 'content/church.yml', type: 'blob', sha: 'c1' },
          { path: 'content/sermons', type: 'tree', sha: 's' },
          { path: 'package.json', type: 'blob', sha: 'p' },
        ],
      },
      'git/blobs/c1': { content: 'bmFt\nZQ==' },
    });
    const history = historyOf(target);
    expect(await history.files('now')).toEqual({
      commit: 'b',
      tree: 'tb',
      files: new Map([['content/church.yml', 'c1']]),
    });
    expect(new TextDecoder().decode(await history.blob('c1'))).toBe('name');
  });

  it('puts nothing back from a list GitHub cut short: what it left out is not a removal', async () => {
    fakeGitHub({
      'git/commits/a': { tree: { sha: 'ta' } },
      'git/trees/ta?recursive=1': {
        tree: [{ path: 'content/church.yml', type: 'blob', sha: 'c1' }],
        truncated: true,
      },
    });
    await expect(historyOf(target).files('a')).rejects.toThrow(/only part of the repository/);
  });

  it('says in words when GitHub refuses', async () => {
    fakeGitHub({});
    await expect(historyOf(target).publishes()).rejects.toThrow(PublishRefused);
    await expect(historyOf(target).publishes()).rejects.toThrow(/sign in again/);
  });
});
