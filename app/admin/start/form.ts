// The start form (docs/decisions/0029): while the sample church is left, /admin opens on one
// form of the church's facts once signed in, until published or put off for this visit; the
// "Sample content left" panel keeps a button to it. One Publish saves new-church.ts's files
// (publish.ts); what the form refuses or asks is listed by form-problems.ts. It speaks the first
// language the office chooses for the site (words/<language>/start-form.yml), drawn again in it,
// with what was typed, as soon as it is chosen.
import { htmlLang, type Language } from '../../lib/languages.ts';
import { fillPhrase } from '../../lib/format-date.ts';
import { languagesOfChoice, type LanguageChoice } from './facts.ts';
import { londonToday, type MonthDay, monthOf } from './month-preview.ts';
import { dateWordsIn, type FormWords, formWords } from './words.ts';
import { ownItems, staying } from './new-church.ts';
import { buildFacts } from '../shared/build-facts.ts';
import { make } from '../shared/own-boxes.ts';
import { boxFor, type Pictures } from './form-boxes.ts';
import { decapStore, type DecapState, saveTarget, whenSignedIn } from '../shared/decap.ts';
import { listContent, type SaveTarget } from '../shared/commit.ts';
import { formProblems } from './form-problems.ts';
import { commitWordsOf } from './commit-words.ts';
import { publishOnClick } from './publish.ts';
import { adminLanguage } from '../shared/words.ts';
import { startFields } from './start-fields.ts';

const FORM_ID = 'start-form';
/** Where this browser remembers the form was published, or put off for this visit. */
const published = 'start-form-published';
const putOff = 'start-form-not-now';

/** The office's words on the form's buttons in English, which the guides quote. */
export const startWords = {
  heading: formWords.en.heading,
  open: formWords.en.open,
  notNow: formWords.en.notNow,
  publish: formWords.en.publish,
  openEditor: formWords.en.openEditor,
};

const button = (words: string, css: string) =>
  make('button', { type: 'button', class: css }, words);

/** The first language of a choice, which the form speaks. */
const firstOf = (choice: string) => languagesOfChoice((choice || 'en') as LanguageChoice)[0]!;

function openForm(state: () => DecapState) {
  if (document.getElementById(FORM_ID)) return;
  const pictures: Pictures = new Map();
  const screen = make('section', { id: FORM_ID, 'aria-labelledby': `${FORM_ID}-heading` });
  // The church's own entries, once listed: they stay, and the form says so in its language.
  let own: string[] | undefined;
  let kept = make('p');
  let speaking: Language = adminLanguage();

  /** The form in `language`, its boxes given `answers` (what was typed before it was drawn again). */
  function draw(language: Language, answers?: unknown) {
    const say = formWords[language];
    speaking = language;
    screen.setAttribute('lang', htmlLang(language));
    const boxes = boxFor({ name: '', widget: 'object', fields: startFields(language) }, '', {
      pictures,
      words: say,
    });
    if (answers) boxes.write(answers);
    const heading = make('h1', { id: `${FORM_ID}-heading`, tabindex: '-1' }, say.heading);
    const intro = make('p', {}, say.intro);
    kept = make('p', { class: 'start-kept' }, own ? staying(own, say) : '');
    const problems = make('div', { id: `${FORM_ID}-problems`, tabindex: '-1' });
    const said = make('p', { role: 'status' });
    const publish = button(say.publish, 'start-publish');
    const notNow = button(say.notNow, 'start-not-now');
    notNow.addEventListener('click', () => {
      sessionStorage.setItem(putOff, 'yes');
      screen.remove();
    });
    const actions = make('div', { class: 'start-actions' }, publish, notNow);
    screen.replaceChildren(heading, intro, kept, problems, boxes.element, actions, said);
    // Each language's choice named in its own language, as a language switch names it.
    const languages = boxes.element.querySelector<HTMLSelectElement>(
      '[data-path="languages"] select',
    );
    for (const option of languages?.options ?? [])
      option.setAttribute('lang', htmlLang(firstOf(option.value)));
    languages?.addEventListener('change', () => {
      const chosen = firstOf(languages.value);
      if (chosen === language) return;
      draw(chosen, boxes.read());
      screen.querySelector<HTMLElement>('[data-path="languages"] select')?.focus();
    });
    // The month the service times make, as the site will list them, under them as they change.
    const month = monthPreview(say);
    boxes.element.querySelector('[data-path="services"]')?.after(month.element);
    const showMonth = () =>
      month.show(monthOf(boxes.read() ?? {}, londonToday(), dateWordsIn(language)));
    boxes.element.addEventListener('change', showMonth);
    boxes.element.addEventListener('click', (event) => {
      if ((event.target as Element).closest('button')) queueMicrotask(showMonth);
    });
    showMonth();
    const shown = formProblems(FORM_ID, screen, boxes.element, problems, boxes.read, say);
    publishOnClick({
      button: publish,
      read: boxes.read,
      pictures,
      state,
      said,
      problems,
      shown,
      words: say,
      done(name, target) {
        localStorage.setItem(published, 'yes');
        const { languages } = (boxes.read() ?? {}) as { languages?: LanguageChoice };
        showDone(name, target, say, languagesOfChoice(languages));
      },
    });
    return heading;
  }

  function showDone(name: string, target: SaveTarget, say: FormWords, languages: Language[]) {
    screen.textContent = '';
    const done = make('h1', { tabindex: '-1' }, fillPhrase(say.published.heading, { name }));
    const rebuilt = make(
      'p',
      {},
      target.kind === 'local'
        ? say.published.here
        : fillPhrase(say.published.onGitHub, { repo: target.repo }),
    );
    const both = languages.length > 1 ? [make('p', {}, say.published.bothLanguages)] : [];
    const next = make('p', {}, say.published.next);
    const open = button(say.openEditor, 'start-publish');
    // Decap read the sample's files as it started: started again, it reads the church's.
    open.addEventListener('click', () => {
      location.hash = '#/';
      location.reload();
    });
    screen.append(done, rebuilt, ...both, next, open);
    done.focus();
  }

  // In the language /admin speaks (the site's first), until the office chooses the site's.
  const language = adminLanguage();
  const heading = draw(language, { languages: language });
  document.body.append(screen);
  heading.focus();
  // Before Publish, the church's own entries named: they stay.
  const target = saveTarget(state());
  if (target)
    void Promise.all([listContent(target, commitWordsOf(formWords.en)), buildFacts()])
      .then(([listed, built]) => {
        own = ownItems(listed.paths, built?.samplePaths ?? []);
        kept.textContent = staying(own, formWords[speaking]);
      })
      .catch(() => undefined);
}

/** "Your services this month": each day, then each service, or what to do for them to show. */
function monthPreview({ month: say }: FormWords) {
  const id = `${FORM_ID}-month`;
  const list = make('ol');
  const none = make('p', {}, say.none);
  const element = make(
    'section',
    { class: 'start-month', 'aria-labelledby': id },
    make('h2', { id }, say.heading),
    make('p', { class: 'start-hint' }, say.hint),
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
  const open = button(formWords[adminLanguage()].open, 'start-open');
  open.addEventListener('click', () => openForm(state));
  panel.append(open);
  if (localStorage.getItem(published) || sessionStorage.getItem(putOff)) return;
  whenSignedIn(() => openForm(state));
}
