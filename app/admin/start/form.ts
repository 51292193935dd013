// The start form (docs/decisions/0029): while the sample church is left, /admin opens on one
// form of the church's facts once signed in, until published or put off for this visit; the
// "Sample content left" panel keeps a button to it. One Publish saves new-church.ts's files
// (publish.ts); what the form refuses or asks is listed by form-problems.ts.
import { cmsFields } from '../../content/schemas/cms-fields.ts';
import { startFactsSchema } from './facts.ts';
import { londonToday, type MonthDay, monthOf } from './month-preview.ts';
import { startDateWords } from './words.ts';
import { ownItems, staying } from './new-church.ts';
import { buildFacts } from '../shared/build-facts.ts';
import { make } from '../shared/own-boxes.ts';
import { boxFor, type Pictures } from './form-boxes.ts';
import { decapStore, type DecapState, saveTarget, whenSignedIn } from '../shared/decap.ts';
import { listContent, type SaveTarget } from '../shared/commit.ts';
import { formProblems } from './form-problems.ts';
import { startCommitWords } from './commit-words.ts';
import { publishOnClick } from './publish.ts';

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
  const showMonth = () => month.show(monthOf(boxes.read() ?? {}, londonToday(), startDateWords));
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
    void Promise.all([listContent(target, startCommitWords), buildFacts()])
      .then(([listed, built]) => {
        kept.textContent = staying(ownItems(listed.paths, built?.samplePaths ?? []));
      })
      .catch(() => undefined);
  const shown = formProblems(FORM_ID, screen, boxes.element, problems, boxes.read);
  publishOnClick({
    button: publish,
    read: boxes.read,
    pictures,
    state,
    said,
    problems,
    shown,
    done(name, target) {
      localStorage.setItem(published, 'yes');
      showDone(name, target);
    },
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
  whenSignedIn(() => openForm(state));
}
