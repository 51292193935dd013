import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cmsSiteFrom } from '../../content/cms/cms-backend.ts';
import { cmsBackend, cmsConfigText } from '../../content/cms/cms-config.ts';
import {
  contentAfter,
  listContent,
  PublishRefused,
  saveChanges,
  type SaveTarget,
} from './commit.ts';
// Their words are the start form's, whose Publish these are.
import { commitWordsOf } from '../start/commit-words.ts';
import { formWords as startWords } from '../start/words.ts';

const formWords = commitWordsOf(startWords.en);

// The start form's one Publish on GitHub (Git Data API) and through decap-server, with a fake
// fetch that answers as they do and keeps what it was asked.

const target: SaveTarget = {
  kind: 'github',
  api: 'https://api.github.test',
  repo: 'st-davids-llan/website',
  branch: 'main',
  token: 'gho_test',
};
const repoPath = `${target.api}/repos/${target.kind === 'github' ? target.repo : ''}/`;

interface Asked {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A GitHub that holds `files` at one commit; `refuse` answers one path with a status (0: none). */
function fakeGitHub(files: string[], refuse: Record<string, number> = {}) {
  const asked: Asked[] = [];
  const answers: Record<string, unknown> = {
    'GET git/ref/heads/main': { object: { sha: 'commit0' } },
    'GET git/commits/commit0': { tree: { sha: 'tree0' } },
    'GET git/trees/tree0?recursive=1': {
      truncated: false,
      tree: [
        { path: 'README.md', type: 'blob' },
        { path: 'content', type: 'tree' },
        ...files.map((path) => ({ path, type: 'blob' })),
      ],
    },
    'POST git/blobs': { sha: 'blob1' },
    'POST git/trees': { sha: 'tree1' },
    'POST git/commits': { sha: 'commit1' },
    'PATCH git/refs/heads/main': { object: { sha: 'commit1' } },
  };
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(repoPath, '');
    const method = init?.method ?? 'GET';
    expect(new Headers(init?.headers).get('Authorization')).toBe('token gho_test');
    asked.push({
      method,
      path,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    });
    const status = refuse[`${method} ${path}`];
    if (status === 0) throw new TypeError('Failed to fetch');
    if (status) return new Response(JSON.stringify({ message: 'no' }), { status });
    return Response.json(answers[`${method} ${path}`]);
  };
  return { asked, fetcher: fetcher as typeof fetch };
}

const changes = {
  write: {
    'content/church.yml': 'name: Bethel Baptist Church\n',
    'content/images/people/rhian.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  },
  remove: ['content/people/sample.yml', 'content/images/hero/sample.jpg'],
  message: 'The church’s own facts, in place of the sample church',
};

describe('the start form’s Publish on GitHub', () => {
  it('lists the content at the branch’s newest commit, then makes one commit on it', async () => {
    const { asked, fetcher } = fakeGitHub(['content/church.yml', ...changes.remove]);
    const listed = await listContent(target, formWords, fetcher);
    expect(listed.paths).toEqual(['content/church.yml', ...changes.remove]);

    await saveChanges(target, listed, changes, formWords, fetcher);
    const made = asked.slice(3);
    // A blob for the picture only; one tree, one commit, the branch moved once, not forced.
    expect(made.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST git/blobs',
      'POST git/trees',
      'POST git/commits',
      'PATCH git/refs/heads/main',
    ]);
    expect(made[0]!.body).toEqual({ content: '/9j/4A==', encoding: 'base64' });
    expect(made[1]!.body).toEqual({
      base_tree: 'tree0',
      tree: [
        {
          path: 'content/church.yml',
          mode: '100644',
          type: 'blob',
          content: changes.write['content/church.yml'],
        },
        { path: 'content/images/people/rhian.jpg', mode: '100644', type: 'blob', sha: 'blob1' },
        ...changes.remove.map((path) => ({ path, mode: '100644', type: 'blob', sha: null })),
      ],
    });
    expect(made[2]!.body).toEqual({
      message: changes.message,
      tree: 'tree1',
      parents: ['commit0'],
    });
    expect(made[3]!.body).toEqual({ sha: 'commit1', force: false });
  });

  it('commits to the repository CMS_GITHUB_REPO names, over the template the copy records', async () => {
    // A Workers build of a copy whose "Point at this copy" never ran, the variable set (step 3).
    const template = 'grove-road/church-template';
    const env = { WORKERS_CI: '1', CMS_GITHUB_REPO: `https://github.com/${target.repo}` };
    const site = cmsSiteFrom(env, cmsBackend, { recorded: template, template });
    const { backend } = parse(cmsConfigText(site)) as { backend: { repo: string } };
    const built: SaveTarget = { ...target, repo: backend.repo };
    const { asked, fetcher } = fakeGitHub(['content/church.yml']);
    await saveChanges(
      built,
      await listContent(built, formWords, fetcher),
      changes,
      formWords,
      fetcher,
    );
    // Every request went to the church's repository (the fake answers no other), the commit too.
    expect(asked.every(({ path }) => !path.startsWith('http'))).toBe(true);
    expect(asked.map(({ method, path }) => `${method} ${path}`)).toContain('POST git/commits');
  });

  it.each([
    [403, 'POST git/blobs', /may not change st-davids-llan\/website.*write access/],
    [409, 'PATCH git/refs/heads/main', /changed on GitHub while the form was open.*Publish again/],
    [422, 'PATCH git/refs/heads/main', /changed on GitHub while the form was open/],
    [401, 'POST git/trees', /signed out/],
  ])('says plainly what GitHub refused (%i)', async (status, path, words) => {
    const { fetcher } = fakeGitHub(['content/church.yml'], { [path]: status });
    const listed = await listContent(target, formWords, fetcher);
    const refused = saveChanges(target, listed, changes, formWords, fetcher);
    await expect(refused).rejects.toBeInstanceOf(PublishRefused);
    await expect(refused).rejects.toThrow(words);
    await expect(refused).rejects.toThrow(/Nothing was changed/);
  });

  it.each([0, 502])(
    'says the files may not have been saved, and how to see, when the last answer is lost (%i)',
    async (status) => {
      const { fetcher } = fakeGitHub(['content/church.yml'], {
        'PATCH git/refs/heads/main': status,
      });
      const listed = await listContent(target, formWords, fetcher);
      const unsure = saveChanges(target, listed, changes, formWords, fetcher);
      await expect(unsure).rejects.toThrow(
        /may not have been saved.*https:\/\/github\.com\/st-davids-llan\/website\/commits\/main.*choose Publish again/,
      );
      await expect(unsure).rejects.not.toThrow(/Nothing was changed/);
    },
  );
});

describe('the start form’s Publish through decap-server (npm run cms)', () => {
  it('lists with entriesByFolder, writes with persistEntry, removes with deleteFiles', async () => {
    const asked: { action: string; params: Record<string, unknown> }[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as (typeof asked)[number];
      asked.push(body);
      // As decap-server's listing: the files whose names end with the extension asked for.
      const files = ['content/church.yml', 'content/images/hero/sample.jpg'];
      const extension = String(body.params.extension);
      return Response.json(
        body.action === 'entriesByFolder'
          ? files.filter((path) => path.endsWith(extension)).map((path) => ({ file: { path } }))
          : {},
      );
    }) as unknown as typeof fetch;
    const local: SaveTarget = {
      kind: 'local',
      url: 'http://localhost:8081/api/v1',
      branch: 'main',
    };
    const listed = await listContent(local, formWords, fetcher);
    expect(listed.paths.sort()).toEqual(['content/church.yml', 'content/images/hero/sample.jpg']);
    await saveChanges(local, listed, changes, formWords, fetcher);
    const made = asked.filter(({ action }) => action !== 'entriesByFolder');
    expect(made.map(({ action }) => action)).toEqual(['persistEntry', 'deleteFiles']);
    // Never an empty extension, which decap-server refuses.
    expect(asked.every(({ params }) => params.extension !== '')).toBe(true);
    expect(made[0]!.params).toMatchObject({
      dataFiles: [{ path: 'content/church.yml', raw: changes.write['content/church.yml'] }],
      assets: [
        { path: 'content/images/people/rhian.jpg', content: '/9j/4A==', encoding: 'base64' },
      ],
    });
    expect(made[1]!.params).toMatchObject({ paths: changes.remove });
  });

  it('says the files may be saved only in part when it stops answering while saving', async () => {
    const local: SaveTarget = {
      kind: 'local',
      url: 'http://localhost:8081/api/v1',
      branch: 'main',
    };
    const fetcher = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(saveChanges(local, { paths: [] }, changes, formWords, fetcher)).rejects.toThrow(
      /may not have been saved, or only some of them.*Publish again/,
    );
  });
});

describe('what the start form checks before its Publish', () => {
  it('reads every YAML and Markdown file under content/ and applies the changes to them', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string | URL | Request) => {
      const path = String(url).replace(repoPath, '');
      asked.push(path);
      if (path.startsWith('git/blobs/'))
        return Response.json({ content: btoa(`title: ${path.slice('git/blobs/'.length)}\n`) });
      return Response.json({});
    }) as typeof fetch;
    const listed = {
      paths: ['content/church.yml', 'content/events/a.yml', 'content/images/a.jpg'],
      base: { commit: 'commit0', tree: 'tree0' },
      blobs: { 'content/church.yml': 'c1', 'content/events/a.yml': 'e1' },
    };
    const after = await contentAfter(
      target,
      listed,
      { write: changes.write, remove: ['content/events/a.yml'] },
      formWords,
      fetcher,
    );
    expect(asked.sort()).toEqual(['git/blobs/c1', 'git/blobs/e1']);
    expect(after).toEqual({ 'church.yml': 'name: Bethel Baptist Church\n' });
  });

  it('asks GitHub for a few files at a time, not hundreds at once', async () => {
    let running = 0;
    let most = 0;
    const fetcher = (async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
      return Response.json({ content: btoa('title: A\n') });
    }) as typeof fetch;
    const blobs = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`content/events/e${index}.yml`, `e${index}`]),
    );
    const listed = { paths: Object.keys(blobs), base: { commit: 'c', tree: 't' }, blobs };
    const after = await contentAfter(target, listed, { write: {}, remove: [] }, formWords, fetcher);
    expect(Object.keys(after)).toHaveLength(40);
    expect(most).toBeLessThanOrEqual(8);
  });
});
