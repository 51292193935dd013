// The start form (docs/decisions/0029): while the sample church is left, /admin opens on one
// form of the church's facts once signed in, until published or put off for this visit; the
// "Sample content left" panel keeps a button to it. One Publish saves new-church.ts's files.
import { cmsFields } from '../content/schemas/cms-fields.ts';
import { startFactsSchema } from './start/facts.ts';
import { londonToday, type MonthDay, monthOf } from './start/month-preview.ts';
import { newChurch, ownItems, staying } from './start/new-church.ts';
import { type Question, questionsOf } from './start/questions.ts';
import { buildFacts } from './build-facts.ts';
import { decapStore } from './entry-checks.ts';
import { make } from './own-boxes.ts';
import { lineOf, putRight } from './problem-words.ts';
import { boxAt, boxFor, labelsOf, type Pictures } from './start-form.ts';
import { setChecks } from './entry-check.ts';
import type { Collection } from './publishes.ts';
import { setProblemList, setWords } from './set-problems.ts';
import {
  contentAfter,
  listContent,
  PublishRefused,
  saveChanges,
  type SaveTarget,
} from './start-publish.ts';

const FORM_ID = 'start-form';
/** Where this browser remembers the form was published, or put off for this visit. */
const published = 'start-form-published';
const putOff = 'start-form-not-now';

/** The office's words on the form's buttons, which the guides quote. */
export const startWords = {
  heading: 'Start with your church’s own facts',
  open: 'Start with your church’s own facts',
  notNow: 'Not now',
  publish: 'Publish',
  openEditor: 'Open the editor',
};

export interface DecapState {
  config?: unknown;
  auth?: { user?: { token?: string } };
}
const plain = (value: unknown) =>
  (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;

/** Where Decap saves, as its settings and sign-in have it; none before the sign-in. */
export function saveTarget(state: DecapState): SaveTarget | undefined {
  const { backend } = (plain(state.config) ?? {}) as {
    backend?: {
      name: string;
      repo: string;
      branch?: string;
      api_root?: string;
      proxy_url?: string;
    };
  };
  const user = plain(state.auth?.user) as { token?: string } | undefined;
  if (!backend || !user) return undefined;
  const branch = backend.branch ?? 'main';
  if (backend.name === 'proxy' && backend.proxy_url)
    return { kind: 'local', url: backend.proxy_url, branch };
  return {
    kind: 'github',
    api: backend.api_root ?? 'https://api.github.com',
    repo: backend.repo,
    branch,
    token: user.token ?? '',
  };
}

/** Decap's collections, as it read config.yml: where each entry is edited. */
export const collectionsOf = (state: DecapState) =>
  ((plain(state.config) ?? {}) as { collections?: Collection[] }).collections ?? [];

/** What a marked box's words describe: its one box, or the group itself. */
const describedOf = (box: HTMLElement) =>
  (box.matches('.start-box') && box.querySelector<HTMLElement>('input, select')) || box;

const button = (words: string, css: string) =>
  make('button', { type: 'button', class: css }, words);

function openForm(state: () => DecapState) {
  if (document.getElementById(FORM_ID)) return;
  const pictures: Pictures = new Map();
  const fields = cmsFields(startFactsSchema, 'the start form');
  // The church's name, then its tradition: the rest in the schema's order.
  const tradition = fields.findIndex((field) => field.name === 'tradition');
  fields.splice(2, 0, ...fields.splice(tradition, 1));
  const boxes = boxFor({ name: '', widget: 'object', fields }, '', pictures);

  const screen = make('section', { id: FORM_ID, 'aria-labelledby': `${FORM_ID}-heading` });
  const heading = make('h1', { id: `${FORM_ID}-heading`, tabindex: '-1' }, startWords.heading);
  const intro = make(
    'p',
    {},
    'Tell the site about your church once. One Publish then puts your church in place of the sample church: the sample’s people, activities, notices, sermons, files and pictures are removed, and the pages the sample wrote are written again from your answers. What you have added yourselves stays. Everything can be changed afterwards in the editor, where you then add your activities, news and sermons.',
  );
  const kept = make('p', { class: 'start-kept' });
  const problems = make('div', { id: `${FORM_ID}-problems`, tabindex: '-1' });
  const said = make('p', { role: 'status' });
  const publish = button(startWords.publish, 'start-publish');
  const notNow = button(startWords.notNow, 'start-not-now');
  notNow.addEventListener('click', () => {
    sessionStorage.setItem(putOff, 'yes');
    screen.remove();
  });
  const actions = make('div', { class: 'start-actions' }, publish, notNow);
  screen.append(heading, intro, kept, problems, boxes.element, actions, said);
  // The month the service times make, as the site will list them, under them as they change.
  const month = monthPreview();
  boxes.element.querySelector('[data-path="services"]')?.after(month.element);
  const showMonth = () => month.show(monthOf(boxes.read() ?? {}, londonToday()));
  boxes.element.addEventListener('change', showMonth);
  boxes.element.addEventListener('click', (event) => {
    if ((event.target as Element).closest('button')) queueMicrotask(showMonth);
  });
  showMonth();
  document.body.append(screen);
  heading.focus();
  // Before Publish, the church's own entries named: they stay.
  const target = saveTarget(state());
  if (target)
    void Promise.all([listContent(target), buildFacts()])
      .then(([listed, built]) => {
        kept.textContent = staying(ownItems(listed.paths, built?.samplePaths ?? []));
      })
      .catch(() => undefined);

  type Issue = { path: PropertyKey[]; message: string };
  let listed: Issue[] = [];
  /**
   * The problems, listed at the top in the schema's words; each box marked, its words its
   * description (as GOV.UK's error messages); the keyboard there unless `quietly`.
   */
  function refuse(issues: Issue[], quietly = false) {
    listed = issues;
    screen.querySelectorAll<HTMLElement>('[data-start-problem]').forEach((box) => {
      box.removeAttribute('data-start-problem');
      box.querySelector(':scope > .start-problem-words')?.remove();
      const described = describedOf(box);
      described.removeAttribute('aria-invalid');
      const hint = described.dataset.hint ?? '';
      if (hint) described.setAttribute('aria-describedby', hint);
      else described.removeAttribute('aria-describedby');
    });
    problems.textContent = '';
    if (issues.length === 0) {
      if (quietly) problems.textContent = 'Everything listed is put right: choose Publish again.';
      return;
    }
    const byBox = new Map<HTMLElement, string[]>();
    for (const { path, message } of issues) {
      const box = boxAt(screen, path) ?? boxes.element;
      byBox.set(box, [...(byBox.get(box) ?? []), message]);
    }
    problems.setAttribute('role', 'alert');
    const top = make('p', {}, make('strong', {}, 'Not published yet. '), putRight(byBox.size));
    const list = make('ul');
    for (const [box, messages] of byBox) {
      box.setAttribute('data-start-problem', '');
      const id = `${FORM_ID}-problem-${list.children.length + 1}`;
      const words = make('p', { class: 'start-problem-words', id }, messages.join(' '));
      box.querySelector(':scope > label, :scope > legend')?.after(words);
      const described = describedOf(box);
      described.dataset.hint ??= described.getAttribute('aria-describedby') ?? '';
      described.setAttribute('aria-describedby', `${id} ${described.dataset.hint}`.trim());
      if (described !== box) described.setAttribute('aria-invalid', 'true');
      const goTo = make('button', { type: 'button' }, lineOf({ path: labelsOf(box), messages }));
      goTo.addEventListener('click', () => {
        box.scrollIntoView({ block: 'center' });
        box.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
      });
      list.append(make('li', {}, goTo));
    }
    problems.append(top, list);
    if (!quietly) problems.focus();
  }

  // A problem put right leaves the list as it is typed; none is added before the next Publish.
  const recheck = () => {
    if (listed.length === 0) return;
    const now = startFactsSchema.safeParse(boxes.read() ?? {}).error?.issues ?? [];
    const still = listed.filter((issue) =>
      now.some(
        (found) => found.message === issue.message && found.path.join('.') === issue.path.join('.'),
      ),
    );
    if (still.length < listed.length) refuse(still, true);
  };
  boxes.element.addEventListener('input', recheck);
  boxes.element.addEventListener('change', recheck);

  // A likely slip (two services half an hour apart) is asked about, not refused: Publish again
  // with the same answers publishes.
  let asked = '';
  function ask(questions: Question[]) {
    problems.setAttribute('role', 'status');
    const list = make('ul');
    for (const { path, message } of questions) {
      const box = boxAt(screen, path) ?? boxes.element;
      const goTo = make('button', { type: 'button' }, `${labelsOf(box)}: ${message}`);
      goTo.addEventListener('click', () => {
        box.scrollIntoView({ block: 'center' });
        box.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
      });
      list.append(make('li', {}, goTo));
    }
    const top = make('p', {}, make('strong', {}, 'Not published yet: is this right? '));
    problems.replaceChildren(top, list);
    problems.focus();
  }

  publish.addEventListener('click', async () => {
    const checked = startFactsSchema.safeParse(boxes.read() ?? {});
    if (!checked.success) return refuse(checked.error.issues);
    refuse([]);
    const questions = questionsOf(checked.data);
    const asking = questions.map(({ message }) => message).join('\n');
    if (asking && asking !== asked) {
      asked = asking;
      return ask(questions);
    }
    const target = saveTarget(state());
    if (!target) {
      said.textContent = 'Sign in to /admin first: the form publishes as you.';
      return;
    }
    publish.disabled = true;
    said.textContent = 'Publishing: reading what the copy holds…';
    try {
      const listed = await listContent(target);
      // Without the build's list, nothing is the sample's for certain: nothing is removed.
      const samplePaths = (await buildFacts())?.samplePaths ?? [];
      const changes = newChurch(checked.data, listed.paths, samplePaths);
      for (const [path, bytes] of pictures) {
        if (JSON.stringify(checked.data).includes(`"${path}"`))
          changes.write[`content/images/${path}`] = bytes;
      }
      // What the build would refuse of the whole folder this leaves: nothing is saved until none.
      said.textContent = 'Publishing: checking your church’s site as the build will…';
      const refused = setChecks(await contentAfter(target, listed, changes));
      if (refused.length > 0) {
        publish.disabled = false;
        said.textContent = '';
        problems.setAttribute('role', 'alert');
        problems.replaceChildren(
          make('p', {}, make('strong', {}, setWords.startRefused)),
          setProblemList(refused, collectionsOf(state()), new Set(Object.keys(changes.write))),
        );
        problems.focus();
        return;
      }
      said.textContent = 'Publishing: saving your church’s files…';
      await saveChanges(target, listed, changes);
      localStorage.setItem(published, 'yes');
      showDone(checked.data.name, target);
    } catch (error) {
      publish.disabled = false;
      problems.setAttribute('role', 'alert');
      problems.textContent =
        error instanceof PublishRefused
          ? error.message
          : 'Something went wrong before everything was saved. Nothing of your church’s facts is lost: choose Publish again.';
      if (!(error instanceof PublishRefused)) console.error(error);
      problems.focus();
      said.textContent = '';
    }
  });

  function showDone(name: string, target: SaveTarget) {
    screen.textContent = '';
    const done = make(
      'h1',
      { tabindex: '-1' },
      `Published: ${name} is in place of the sample church`,
    );
    const rebuilt = make(
      'p',
      {},
      target.kind === 'local'
        ? 'Your church’s details, people and pages are saved in the content folder on this computer, and the sample church’s are gone. The site beside the editor shows them already.'
        : `Your church’s details, people and pages are saved in one change to ${target.repo}, and the sample church’s are gone. The site is being rebuilt now: in a few minutes it shows your church.`,
    );
    const next = make(
      'p',
      {},
      'Next, in the editor: add your activities, news and sermons, each with the forms you already have.',
    );
    const open = button(startWords.openEditor, 'start-publish');
    // Decap read the sample's files as it started: started again, it reads the church's.
    open.addEventListener('click', () => {
      location.hash = '#/';
      location.reload();
    });
    screen.append(done, rebuilt, next, open);
    done.focus();
  }
}

/** "Your services this month": each day, then each service, or what to do for them to show. */
function monthPreview() {
  const id = `${FORM_ID}-month`;
  const list = make('ol');
  const none = make('p', {}, 'None yet: give each service its day, time and name above.');
  const element = make(
    'section',
    { class: 'start-month', 'aria-labelledby': id },
    make('h2', { id }, 'Your services this month, as the site will list them'),
    make(
      'p',
      { class: 'start-hint' },
      'From the service times above: change them, and this month changes with them. Changes for one day (a cancelled or moved service) are made afterwards, in the editor.',
    ),
    none,
    list,
  );
  return {
    element,
    show(days: MonthDay[]) {
      none.hidden = days.length > 0;
      list.replaceChildren(
        ...days.map(({ day, services }) =>
          make(
            'li',
            {},
            make('h3', {}, day),
            make('ul', {}, ...services.map((service) => make('li', {}, service))),
          ),
        ),
      );
    },
  };
}

/** Offers the form once the office has signed in (unless published or put off), and at hand. */
export function offerStartForm(panel: HTMLElement) {
  const state = () => (decapStore()?.getState() ?? {}) as DecapState;
  const open = button(startWords.open, 'start-open');
  open.addEventListener('click', () => openForm(state));
  panel.append(open);
  if (localStorage.getItem(published) || sessionStorage.getItem(putOff)) return;
  const timer = setInterval(() => {
    if (!saveTarget(state())) return;
    clearInterval(timer);
    openForm(state);
  }, 300);
}
