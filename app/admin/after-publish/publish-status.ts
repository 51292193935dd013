// "Published" at the foot of /admin: when the site was last published, and whether the newest
// change is on it yet (asking GitHub), so a change that never reaches the site is never silent.
import {
  askAgainIn,
  publishState,
  toldBy,
  type Annotation,
  type Known,
  type State,
} from './publish-state.ts';
import type { BuildFacts } from '../shared/build-facts.ts';
import { decapUser } from '../shared/decap.ts';
import { footPanel, make } from '../shared/own-boxes.ts';
import { decapStore } from '../shared/decap.ts';
import { entryAddress } from './publishes.ts';
import { publishesButton } from './put-back.ts';
import { collectionsOf, type DecapState } from '../shared/decap.ts';
import { adminWords, filled } from '../shared/words.ts';

const tones: Record<State['tone'], string> = {
  ok: '#2e7d32',
  waiting: '#8a6d00',
  failed: '#d60032',
  local: '#3a69c7',
  unknown: '#798291',
};

/** A line at the foot of the page; its details open under it (at once on a failure). */
function show({ tone, headline, lines, link, open = [] }: State) {
  const words = adminWords().published;
  const details = footPanel('published', tones[tone], headline, tone === 'failed');
  details.append(...lines.map((line) => make('p', { style: 'margin:4px 0 0' }, line)));
  const collections = collectionsOf((decapStore()?.getState() ?? {}) as DecapState);
  for (const { file, entry } of open) {
    const address = entryAddress(file, collections);
    if (address)
      details.append(
        make(
          'a',
          { href: address, style: 'display:block;margin-top:4px;color:#3a69c7' },
          filled(words.openEntry, { entry }),
        ),
      );
  }
  if (link) {
    const style = 'display:inline-block;margin-top:4px;color:#3a69c7';
    const attributes = { href: link, target: '_blank', rel: 'noopener', style };
    details.append(make('a', attributes, words.buildOnGitHub));
  }
  details.append(publishesButton());
}

async function json<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, {
    cache: 'no-cache',
    headers: token
      ? { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' }
      : {},
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** The branch's newest commit and its "Build the site" run, from GitHub (its REST API). */
async function fromGitHub(
  token: string,
  backend: NonNullable<BuildFacts['backend']>,
): Promise<Known> {
  const api = `https://api.github.com/repos/${backend.repo}`;
  const commit = await json<{
    sha: string;
    commit: { committer: { date: string }; message: string };
  }>(`${api}/commits/${encodeURIComponent(backend.branch ?? 'main')}`, token);
  const head = {
    sha: commit.sha,
    date: commit.commit.committer.date,
    message: commit.commit.message,
  };
  const runs = await json<{
    check_runs?: { id: number; status?: string; conclusion?: string | null; html_url?: string }[];
  }>(`${api}/commits/${commit.sha}/check-runs?check_name=Build%20the%20site`, token);
  const latest = runs.check_runs?.[0];
  if (!latest) return { head };
  const run = { status: latest.status, conclusion: latest.conclusion, url: latest.html_url };
  if (latest.conclusion !== 'failure') return { head, run };
  const notes = await json<Annotation[]>(`${api}/check-runs/${latest.id}/annotations`, token);
  return { head, run, problems: toldBy(notes) };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let onThisComputer = false;
async function refresh() {
  clearTimeout(timer);
  const built = await json<BuildFacts>('/admin/build.json').catch(() => undefined);
  onThisComputer = built?.onThisComputer === true;
  const user = decapUser();
  let known: Known = {};
  if (built?.backend && !built.onThisComputer && user.backendName === 'github' && user.token) {
    known = await fromGitHub(user.token, built.backend).catch(() => ({}));
  }
  const state = publishState({ facts: built, signedIn: user.backendName, ...known });
  show(state);
  // Asked again while a change is on its way, and now and then.
  timer = setTimeout(refresh, askAgainIn(state));
}

export function startPublishStatus() {
  // On this computer the files are there once saved: asked at once whether the site takes them.
  window.CMS.registerEventListener({
    name: 'postSave',
    handler: () => void setTimeout(refresh, onThisComputer ? 500 : 5_000),
  });
  // Signing in takes the editor to its first page: look again then, as GitHub can now be asked.
  // On this computer, after every move too: a deleted entry (no postSave) goes back to its list.
  let moved = false;
  window.addEventListener('hashchange', () => {
    if (!moved || onThisComputer) void refresh();
    moved = true;
  });
  void refresh();
}
