// A commit to the church's repository, for the start form's Publish and for undo: content/
// listed, then files written and removed in one commit through GitHub's Git Data API with
// Decap's token, or through decap-server's own actions with `npm run cms` (no commit there).
// Each caller gives its own words, so a refusal speaks of what the office was doing.
/** One commit's changes, paths from the repository's root (content/…): pictures as bytes. */
export interface ContentChanges {
  write: Record<string, string | Uint8Array>;
  remove: string[];
  message: string;
}
import { fewAtATime } from '../../lib/few-at-a-time.ts';
import { adminWords, filled } from './words.ts';

/** Where /admin saves: GitHub's repository and branch, or decap-server on this computer. */
export type SaveTarget =
  | { kind: 'github'; api: string; repo: string; branch: string; token: string }
  | { kind: 'local'; url: string; branch: string };

/** A refusal, in the office's words, with GitHub's status if it answered. */
export class PublishRefused extends Error {
  override name = 'PublishRefused';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The caller's words for what may go wrong, each about what the office was doing. */
export interface CommitWords {
  /** How to try again, ending a sentence: "choose Publish again". */
  again: string;
  /** The branch moved since the listing (someone saved in the meantime): nothing was changed. */
  changedMeanwhile: (repo: string) => string;
  /** The answer to the last step was lost, so the branch may have moved: how to see whether. */
  mayNotBeSaved: (at: { repo: string; branch: string; message: string }) => string;
  /** decap-server stopped answering while saving, which it does file by file. */
  mayNotBeSavedHere: string;
}

type Fetch = typeof fetch;

/** GitHub's answers, in words: what was refused and what to do. */
function refusalOf(status: number, repo: string, words: CommitWords) {
  const said = adminWords().commit;
  if (status === 401) return filled(said.signedOut, { again: words.again });
  if (status === 403 || status === 404) return filled(said.mayNotChange, { repo });
  if (status === 409 || status === 422) return words.changedMeanwhile(repo);
  return filled(said.oddAnswer, { status });
}

function gitHub<T>(
  target: Extract<SaveTarget, { kind: 'github' }>,
  words: CommitWords,
  fetcher: Fetch,
) {
  return async (path: string, body?: object, method = body ? 'POST' : 'GET'): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${target.api}/repos/${target.repo}/${path}`, {
        method,
        headers: {
          Authorization: `token ${target.token}`,
          Accept: 'application/vnd.github+json',
          ...(body && { 'Content-Type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new PublishRefused(filled(adminWords().commit.unreachable, { again: words.again }));
    }
    if (!response.ok)
      throw new PublishRefused(refusalOf(response.status, target.repo, words), response.status);
    return (await response.json()) as T;
  };
}

function local(target: Extract<SaveTarget, { kind: 'local' }>, words: CommitWords, fetcher: Fetch) {
  return async <T>(action: string, params: object): Promise<T> => {
    const response = await fetcher(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: target.branch, ...params } }),
    }).catch(() => undefined);
    if (!response?.ok)
      throw new PublishRefused(filled(adminWords().commit.hereUnreachable, { again: words.again }));
    return (await response.json()) as T;
  };
}

/** What was listed: the paths, and (on GitHub) the commit they are in. */
export interface Listed {
  paths: string[];
  base?: { commit: string; tree: string };
  /** Each text file's words (decap-server's listing has them) or blob (GitHub's), by path. */
  texts?: Record<string, string>;
  blobs?: Record<string, string>;
}

/** Content's YAML and Markdown, whose words the build's checks read (pictures are left out). */
export const isContentText = (path: string) => /^content\/.*\.(ya?ml|md)$/.test(path);

const lastCharacters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-~';

/** Every file under content/, as paths from the repository's root. */
export async function listContent(
  target: SaveTarget,
  words: CommitWords,
  fetcher: Fetch = fetch,
): Promise<Listed> {
  if (target.kind === 'local') {
    const ask = local(target, words, fetcher);
    // decap-server lists the files of a folder that end with a given extension, never with
    // none: asked once for each last character a name may have, it lists each file once.
    const lists = await Promise.all(
      [...lastCharacters].map((extension) =>
        ask<{ data: string | null; file: { path: string } }[]>('entriesByFolder', {
          folder: 'content',
          extension,
          depth: 20,
        }),
      ),
    );
    const texts = Object.fromEntries(
      lists
        .flat()
        .filter((entry) => isContentText(entry.file.path) && entry.data !== null)
        .map((entry) => [entry.file.path, entry.data ?? '']),
    );
    return { paths: lists.flat().map((entry) => entry.file.path), texts };
  }
  const ask = gitHub<Record<string, unknown>>(target, words, fetcher);
  const ref = (await ask(`git/ref/heads/${target.branch}`)) as { object: { sha: string } };
  const commit = (await ask(`git/commits/${ref.object.sha}`)) as { tree: { sha: string } };
  const tree = (await ask(`git/trees/${commit.tree.sha}?recursive=1`)) as {
    tree: { path: string; type: string; sha: string }[];
    truncated: boolean;
  };
  if (tree.truncated) throw new PublishRefused(adminWords().commit.partListed);
  const files = tree.tree.filter(
    (item) => item.type === 'blob' && item.path.startsWith('content/'),
  );
  return {
    paths: files.map((item) => item.path),
    base: { commit: ref.object.sha, tree: commit.tree.sha },
    blobs: Object.fromEntries(
      files.filter((item) => isContentText(item.path)).map((item) => [item.path, item.sha]),
    ),
  };
}

/**
 * `listed` with the words of every YAML and Markdown file under content/, as it is: on GitHub, a
 * request per file, a few at a time (decap-server's listing has them already).
 */
export async function withTexts(
  target: SaveTarget,
  listed: Listed,
  words: CommitWords,
  fetcher: Fetch = fetch,
): Promise<Listed> {
  if (target.kind !== 'github' || !listed.blobs) return listed;
  const ask = gitHub<{ content: string }>(target, words, fetcher);
  const read = await fewAtATime(
    Object.entries(listed.blobs),
    async ([path, sha]) => [path, textOf((await ask(`git/blobs/${sha}`)).content)] as const,
  );
  const { blobs: _read, ...rest } = listed;
  return { ...rest, texts: Object.fromEntries(read) };
}

/**
 * The words of every YAML and Markdown file under content/ as `changes` would leave them, by
 * path under content/, for the build's checks (set-check.ts).
 */
export async function contentAfter(
  target: SaveTarget,
  listed: Listed,
  changes: Pick<ContentChanges, 'write' | 'remove'>,
  words: CommitWords,
  fetcher: Fetch = fetch,
): Promise<Record<string, string>> {
  const { texts = {} } = await withTexts(target, listed, words, fetcher);
  const after = { ...texts };
  for (const path of changes.remove) delete after[path];
  for (const [path, content] of Object.entries(changes.write))
    if (isContentText(path))
      after[path] = typeof content === 'string' ? content : new TextDecoder().decode(content);
  return Object.fromEntries(
    Object.entries(after).map(([path, text]) => [path.slice('content/'.length), text]),
  );
}

const textOf = (base64: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(base64.replaceAll('\n', '')), (character) => character.charCodeAt(0)),
  );

const base64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

/** Writes and removes `changes` on top of what was listed: on GitHub, one commit. */
export async function saveChanges(
  target: SaveTarget,
  listed: Listed,
  { write, remove, message }: ContentChanges,
  words: CommitWords,
  fetcher: Fetch = fetch,
) {
  const written = Object.entries(write);
  if (target.kind === 'local') {
    const ask = local(target, words, fetcher);
    const texts = written.filter((pair): pair is [string, string] => typeof pair[1] === 'string');
    const saving = ask('persistEntry', {
      dataFiles: texts.map(([path, raw]) => ({ slug: path, path, raw })),
      assets: written
        .filter((pair): pair is [string, Uint8Array] => typeof pair[1] !== 'string')
        .map(([path, bytes]) => ({ path, content: base64(bytes), encoding: 'base64' })),
      options: { commitMessage: message, useWorkflow: false, status: 'published' },
    }).then(async () => {
      if (remove.length > 0)
        await ask('deleteFiles', { paths: remove, options: { commitMessage: message } });
    });
    // decap-server writes file by file: a failure may leave some written.
    await saving.catch(() => Promise.reject(new PublishRefused(words.mayNotBeSavedHere)));
    return;
  }
  const ask = gitHub<{ sha: string }>(target, words, fetcher);
  const tree = [];
  for (const [path, content] of written) {
    if (typeof content === 'string') {
      tree.push({ path, mode: '100644', type: 'blob', content });
    } else {
      const blob = await ask('git/blobs', { content: base64(content), encoding: 'base64' });
      tree.push({ path, mode: '100644', type: 'blob', sha: blob.sha });
    }
  }
  for (const path of remove) tree.push({ path, mode: '100644', type: 'blob', sha: null });
  const { sha: treeSha } = await ask('git/trees', { base_tree: listed.base?.tree, tree });
  const commit = await ask('git/commits', {
    message,
    tree: treeSha,
    parents: [listed.base?.commit],
  });
  // Not forced: had the branch moved since the listing, GitHub refuses (422) and nothing changes.
  await ask(`git/refs/heads/${target.branch}`, { sha: commit.sha, force: false }, 'PATCH').catch(
    (error: unknown) => {
      // No answer, or GitHub's own failure (5xx), may come after the branch moved.
      const refused = error instanceof PublishRefused && error.status && error.status < 500;
      throw refused ? error : new PublishRefused(words.mayNotBeSaved({ ...target, message }));
    },
  );
}
