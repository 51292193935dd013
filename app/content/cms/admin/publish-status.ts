// "Published" at the foot of /admin: when the site was last published, and whether the newest
// saved change is on it yet, so a change that never reaches the site is never silent. The
// build says which commit it was made from (/admin/build.json, app/content/admin-plugin.ts);
// on the live site (the GitHub backend, named in build.json too) the branch's newest commit and the run of "Build the
// site" on it (.github/workflows/build.yml) say the rest, with the build's own sentences when
// it failed. On `npm run cms` the site is this computer's files, shown as they are saved.
// publishState is plain words from those facts (tested in app/content/publish-status.test.ts);
// the rest asks GitHub and shows them.

/**
 * @typedef {{ commit?: string, builtAt?: string, onThisComputer?: boolean, backend?: { repo: string, branch?: string } }} Facts
 * @typedef {{ sha: string, date: string, message?: string }} Head
 * @typedef {{ status?: string, conclusion?: string | null, url?: string }} Run
 * @typedef {{ title?: string, message: string }} Told
 * @typedef {{ tone: 'ok' | 'waiting' | 'failed' | 'local' | 'unknown', headline: string, lines: string[], link?: string }} State
 */

/**
 * A moment on the church's clock: "25 November at 14:05".
 * @param {string} iso
 */
export function churchTime(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  /** @param {Intl.DateTimeFormatOptions} options */
  const part = (options) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(date);
  return `${part({ day: 'numeric', month: 'long' })} at ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

/**
 * What to say. `facts`: the build's (commit, builtAt, onThisComputer); `signedIn`: how the
 * editor signed in to this /admin, if they have ('github' on the live site, another name for
 * the files on this computer); `head`: the branch's newest commit ({ sha, date, message }),
 * when GitHub could be asked; `run`: the "Build the site" run on it ({ status, conclusion,
 * url }) and `problems` its errors ({ title, message }). Returns a tone (ok, waiting, failed,
 * local, unknown), a headline short enough for one line beside the form, and the details.
 * @param {{ facts?: Facts, signedIn?: string, head?: Head, run?: Run, problems?: Told[] }} known
 * @returns {State}
 */
export function publishState({ facts, signedIn, head, run, problems = [] }) {
  if (!facts) {
    return { tone: 'unknown', headline: 'Not known when the site was last published', lines: [] };
  }
  if (facts.onThisComputer) {
    return {
      tone: 'local',
      headline: 'On this computer',
      lines: [
        'Each save changes the files on this computer, and the site here shows it at once. The public site stays as it is until those files are sent to the church’s GitHub account.',
      ],
    };
  }
  const when = facts.builtAt ? ` ${churchTime(facts.builtAt)}` : '';
  const published = `The site was last published${when}.`;
  if (!head) {
    // Signed in to the files on this computer (a copy of the site served here), or to GitHub
    // when it could not be asked just now; before signing in, nothing more is known.
    const lines =
      signedIn === undefined
        ? []
        : signedIn === 'github'
          ? ['Whether your newest change is on it could not be found out just now.']
          : ['Saves here change the files on this computer only; the public site stays as it is.'];
    return { tone: 'unknown', headline: `Published${when}`, lines };
  }
  if (facts.commit && head.sha === facts.commit) {
    return {
      tone: 'ok',
      headline: `Published${when}`,
      lines: ['Your newest change is on the site.'],
    };
  }
  const change = `Your newest change, saved ${churchTime(head.date)}${head.message ? ` (“${head.message.split('\n')[0]}”)` : ''},`;
  if (run && run.conclusion === 'failure') {
    return {
      tone: 'failed',
      headline: 'Your newest change is not on the site',
      lines: [
        `${change} could not be published: the site could not be built with it, so it stays as it was. ${published}`,
        ...problems.map(
          (problem) => `${problem.title ? `${problem.title}: ` : ''}${problem.message}`,
        ),
        problems.length > 0
          ? 'Put each right and choose Publish again. GitHub has e-mailed the same to whoever saved it.'
          : 'The e-mail GitHub sent to whoever saved it, or the link below, says why.',
      ],
      ...(run.url && { link: run.url }),
    };
  }
  return {
    tone: 'waiting',
    headline: 'Your newest change is on its way',
    lines: [`${change} is being published, which takes a few minutes. ${published}`],
  };
}

/* ---- In /admin: ask, and show ---- */

const PANEL_ID = 'publish-status';
const tones = {
  ok: '#2e7d32',
  waiting: '#8a6d00',
  failed: '#d60032',
  local: '#3a69c7',
  unknown: '#798291',
};

/**
 * One line at the foot of the page, in the margin beside the form where there is one; the
 * details open under it (at once when a change failed).
 * @param {State} state
 */
function show(state) {
  let panel = /** @type {HTMLDetailsElement | null} */ (document.getElementById(PANEL_ID));
  if (!panel) {
    panel = document.createElement('details');
    panel.id = PANEL_ID;
    panel.setAttribute('aria-label', 'Publishing');
    panel.setAttribute('role', 'region');
    document.body.append(panel);
  }
  const wasOpen = panel.open;
  panel.style.cssText =
    'position:fixed;left:8px;bottom:8px;z-index:99;max-width:min(220px,calc(100vw - 16px));max-height:50vh;overflow:auto;' +
    `padding:6px 10px;border-left:5px solid ${tones[state.tone]};border-radius:4px;background:#fff;color:#1e2532;` +
    'font-size:13px;line-height:1.4;box-shadow:0 2px 6px rgba(68,74,87,0.25)';
  panel.textContent = '';
  const summary = document.createElement('summary');
  summary.style.cssText = 'cursor:pointer;font-weight:600';
  summary.textContent = state.headline;
  panel.append(summary);
  for (const line of state.lines) {
    const paragraph = document.createElement('p');
    paragraph.style.margin = '4px 0 0';
    paragraph.textContent = line;
    panel.append(paragraph);
  }
  if (state.link) {
    const link = document.createElement('a');
    link.href = state.link;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = 'The build on GitHub';
    link.style.cssText = 'display:inline-block;margin-top:4px;color:#3a69c7';
    panel.append(link);
  }
  panel.open = wasOpen || state.tone === 'failed';
  if (panel.open) panel.style.maxWidth = 'min(340px,calc(100vw - 16px))';
  panel.ontoggle = () => {
    panel.style.maxWidth = panel.open
      ? 'min(340px,calc(100vw - 16px))'
      : 'min(220px,calc(100vw - 16px))';
  };
}

/**
 * @param {string} url
 * @param {string} [token]
 */
async function json(url, token) {
  const response = await fetch(url, {
    cache: 'no-cache',
    headers: token
      ? { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' }
      : {},
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The signed-in editor as Decap keeps them: their backend and, for GitHub, their token. */
function signedIn() {
  try {
    return JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null');
  } catch {
    return null;
  }
}

async function facts() {
  try {
    return await json('/admin/build.json');
  } catch {
    return undefined;
  }
}

/**
 * The branch's newest commit and its "Build the site" run, from GitHub (its REST API).
 * @param {{ token: string }} user
 * @param {{ repo: string, branch?: string }} backend
 * @returns {Promise<{ head: Head, run?: Run, problems?: Told[] }>}
 */
async function fromGitHub(user, backend) {
  const api = `https://api.github.com/repos/${backend.repo}`;
  const commit = await json(
    `${api}/commits/${encodeURIComponent(backend.branch ?? 'main')}`,
    user.token,
  );
  const head = {
    sha: commit.sha,
    date: commit.commit.committer.date,
    message: commit.commit.message,
  };
  const runs = await json(
    `${api}/commits/${commit.sha}/check-runs?check_name=Build%20the%20site`,
    user.token,
  );
  const latest = runs.check_runs?.[0];
  if (!latest) return { head };
  const run = { status: latest.status, conclusion: latest.conclusion, url: latest.html_url };
  if (latest.conclusion !== 'failure') return { head, run };
  const notes = await json(`${api}/check-runs/${latest.id}/annotations`, user.token);
  const problems = /** @type {{ annotation_level: string, title?: string, message: string }[]} */ (
    notes
  )
    .filter((note) => note.annotation_level === 'failure')
    .map((note) => ({
      title: note.title?.replace(/^In \/admin: /, ''),
      message: note.message.replace(/^[^:]*?: /, ''),
    }));
  return { head, run, problems };
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;
async function refresh() {
  clearTimeout(timer);
  /** @type {Facts | undefined} */
  const built = await facts();
  const user = signedIn();
  /** @type {{ head?: Head, run?: Run, problems?: Told[] }} */
  let known = {};
  if (built?.backend && !built.onThisComputer && user?.backendName === 'github' && user.token) {
    try {
      known = await fromGitHub(user, built.backend);
    } catch {
      known = {};
    }
  }
  const state = publishState({ facts: built, signedIn: user?.backendName, ...known });
  show(state);
  // Asked again while a change is on its way, and now and then.
  timer = setTimeout(refresh, state.tone === 'waiting' ? 30_000 : 120_000);
}

/** Decap, when this runs in /admin. */
const cms = /** @type {{ CMS?: { registerEventListener: Function } }} */ (
  typeof window === 'undefined' ? {} : window
).CMS;
if (cms) {
  cms.registerEventListener({ name: 'postSave', handler: () => void setTimeout(refresh, 5_000) });
  // Signing in takes the editor to its first page: look again then, as GitHub can now be asked.
  window.addEventListener('hashchange', function once() {
    window.removeEventListener('hashchange', once);
    void refresh();
  });
  void refresh();
}
