// The publishes /admin lists (put-back.ts), read from GitHub's commits with the editor's token,
// or from `npm run cms`'s history of its saves (scripts/cms-history.mjs); a put-back is saved
// as the start form's one Publish is (shared/commit.ts).
import type { Files, Publish } from './publishes.ts';
import { PublishRefused, type SaveTarget } from '../shared/commit.ts';
import { adminWords, filled } from '../shared/words.ts';

/** Content's files at a commit: each file's blob, and the commit's tree (GitHub's). */
export interface Snapshot {
  commit: string;
  tree?: string;
  files: Files;
}

export interface History {
  /** The last publishes that changed content/, newest first. */
  publishes(): Promise<Publish[]>;
  /** Content as it was at a commit; `now` for the branch as it is. */
  files(commit: string | 'now'): Promise<Snapshot>;
  blob(id: string): Promise<Uint8Array>;
}

const shown = 12;

const bytes = (base64: string) =>
  Uint8Array.from(atob(base64.replaceAll('\n', '')), (character) => character.charCodeAt(0));

const unreachable = (where: 'gitHubUnreachable' | 'hereUnreachable') =>
  new PublishRefused(adminWords().publishes[where]);

type GitHubFile = { filename: string; status: string; previous_filename?: string };

/** A commit's files under content/, as added, changed or removed (a renamed file is both). */
const contentFiles = (files: GitHubFile[]): Publish['files'] =>
  files
    .flatMap(({ filename, status, previous_filename }): Publish['files'] =>
      status === 'renamed'
        ? [
            { path: previous_filename ?? filename, status: 'removed' },
            { path: filename, status: 'added' },
          ]
        : [
            {
              path: filename,
              status: status === 'added' || status === 'removed' ? status : 'modified',
            },
          ],
    )
    .filter((file) => file.path.startsWith('content/'));

function fromGitHub(target: Extract<SaveTarget, { kind: 'github' }>): History {
  const ask = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${target.api}/repos/${target.repo}/${path}`, {
      headers: { Authorization: `token ${target.token}`, Accept: 'application/vnd.github+json' },
    }).catch(() => undefined);
    if (!response) throw unreachable('gitHubUnreachable');
    if (!response.ok)
      throw new PublishRefused(
        filled(adminWords().publishes.gitHubRefused, { status: response.status }),
      );
    return response.json() as Promise<T>;
  };
  type Commit = {
    sha: string;
    parents: { sha: string }[];
    commit: { message: string; author: { name: string; date: string } };
    files?: GitHubFile[];
  };
  return {
    async publishes() {
      const list = await ask<Commit[]>(
        `commits?sha=${encodeURIComponent(target.branch)}&path=content&per_page=${shown}`,
      );
      // The list leaves out each commit's files; one commit's answer has them.
      const full = await Promise.all(list.map((each) => ask<Commit>(`commits/${each.sha}`)));
      // The first commit is the copy's start, not a publish to put back.
      return full.flatMap(({ sha, parents, commit, files = [] }) =>
        parents.length === 0
          ? []
          : [
              {
                id: sha,
                parent: parents[0]?.sha,
                message: commit.message,
                author: commit.author.name,
                date: commit.author.date,
                files: contentFiles(files),
              },
            ],
      );
    },
    async files(commit) {
      const sha =
        commit === 'now'
          ? (await ask<{ object: { sha: string } }>(`git/ref/heads/${target.branch}`)).object.sha
          : commit;
      const { tree } = await ask<{ tree: { sha: string } }>(`git/commits/${sha}`);
      const listed = await ask<{
        tree: { path: string; type: string; sha: string }[];
        truncated: boolean;
      }>(`git/trees/${tree.sha}?recursive=1`);
      // A part of the list would make every file it leaves out look added, then taken away.
      if (listed.truncated) throw new PublishRefused(adminWords().commit.partListed);
      const files: Files = new Map();
      for (const item of listed.tree)
        if (item.type === 'blob' && item.path.startsWith('content/'))
          files.set(item.path, item.sha);
      return { commit: sha, tree: tree.sha, files };
    },
    async blob(id) {
      return bytes((await ask<{ content: string }>(`git/blobs/${id}`)).content);
    },
  };
}

/** `npm run cms`'s history, asked through the address Decap saves to (scripts/cms-history.mjs). */
function fromThisComputer(target: Extract<SaveTarget, { kind: 'local' }>): History {
  const ask = async <T>(action: string, params: object = {}): Promise<T> => {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: target.branch, ...params } }),
    }).catch(() => undefined);
    if (!response?.ok) throw unreachable('hereUnreachable');
    return response.json() as Promise<T>;
  };
  return {
    publishes: () => ask<Publish[]>('publishes', { count: shown }),
    async files(commit) {
      const { id, files } = await ask<{ id: string; files: Record<string, string> }>('files', {
        commit,
      });
      return { commit: id, files: new Map(Object.entries(files)) };
    },
    async blob(id) {
      return bytes((await ask<{ content: string }>('blob', { id })).content);
    },
  };
}

export const historyOf = (target: SaveTarget): History =>
  target.kind === 'github' ? fromGitHub(target) : fromThisComputer(target);
