// Decap marks a wrong box in red where it stands, often far down the page, and says nothing at
// the top. This lists each box and what is wrong at the top of the form, with the build's
// checks (entry-checks.ts), and takes the keyboard to the first.
import type { EntryProblem } from './entry-check.ts';
import type { EntryChecked } from './entry-checks.ts';
import {
  controlNamed,
  decapProblems,
  formPane,
  frame,
  goTo,
  isPublishItem,
  mark,
  markStyle,
  type Problem,
} from './problem-boxes.ts';
import { make, ownBox } from '../shared/own-boxes.ts';
import { lineOf, putRight, requiredWords, signatureOf } from './problem-words.ts';
import { adminWords } from '../shared/words.ts';
import { notFinished } from './typed-dates.ts';

const BANNER_ID = 'publish-problems';
const linkStyle =
  'all:unset;display:block;cursor:pointer;text-decoration:underline;color:#a8002a;outline-offset:2px';

export function startPublishProblems() {
  let checked: EntryProblem[] = [];

  // Decap's "Title is required.", which the checks say in their own words.
  const required = requiredWords(
    window.CMS.getLocale('en')?.editor?.editorControlPane?.widget?.required,
  );

  /** Decap's problems and the checks', in page order; one box named by both loses "is required". */
  function allProblems() {
    const ours: Problem[] = checked.map((problem) => {
      const control = controlNamed(problem.screen);
      return { control, list: control, path: problem.screen, messages: [problem.message] };
    });
    const decaps = decapProblems().filter((problem) => {
      const same = ours.find((own) => own.control === problem.control);
      if (!same) return true;
      for (const message of problem.messages) {
        if (!message.endsWith(required)) same.messages.push(message);
      }
      return false;
    });
    // A box typed in part (typed-boxes.ts) is only that: not also "required" or "not a date".
    for (const problem of [...decaps, ...ours]) {
      const partial = problem.messages.filter((message) => message.includes(notFinished));
      if (partial.length > 0) problem.messages = partial;
    }
    return [...decaps, ...ours].sort((a, b) => {
      if (!a.control || !b.control || a.control === b.control) return 0;
      return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
    });
  }

  document.head.append(make('style', {}, markStyle));

  let shown = '';
  function removeBanner() {
    document.getElementById(BANNER_ID)?.remove();
    mark([]);
    shown = '';
  }

  /** The message at the top of the form; gone once every box is put right. */
  function showBanner(list: Problem[]) {
    const signature = signatureOf(list);
    const banner = ownBox(
      'div',
      BANNER_ID,
      'alert',
      'position:sticky;top:0;z-index:250;margin:16px 0;padding:12px 16px;border:2px solid #d60032;' +
        'border-radius:5px;background:#fff5f7;color:#1e2532;font-size:15px;line-height:1.4;' +
        'box-shadow:0 2px 6px rgba(68,74,87,0.15)',
    );
    if (list.length === 0) return removeBanner();
    if (banner.isConnected && signature === shown) return;
    shown = signature;
    mark(list);
    const pane = formPane();
    if (!pane) return;
    if (banner.parentElement !== pane) pane.insertBefore(banner, pane.firstChild);
    banner.textContent = '';
    const strong = make('strong', {}, `${adminWords().beforePublish.notPublishedYet} `);
    const heading = make('p', { style: 'margin:0 0 6px' }, strong, putRight(list.length));
    const items = make('ul', { style: 'margin:0;padding-left:20px' });
    for (const problem of list) {
      const button = make('button', { type: 'button', style: linkStyle }, lineOf(problem));
      button.addEventListener('click', () => void goTo(problem));
      button.addEventListener('focus', () => (button.style.outline = '2px solid #3a69c7'));
      button.addEventListener('blur', () => (button.style.outline = ''));
      items.append(make('li', {}, button));
    }
    banner.append(heading, items);
  }

  // After "Publish now" (or "Publish and …"): if Decap marked boxes instead of saving, say so
  // and go to the first; its checks are done within a moment.
  document.addEventListener(
    'click',
    (event) => {
      if (!isPublishItem(event.target)) return;
      const started = Date.now();
      void (async function wait() {
        while (Date.now() - started < 2000) {
          await frame();
          if (decapProblems().length > 0) {
            const list = allProblems();
            shown = '';
            showBanner(list);
            await goTo(list[0]);
            return;
          }
        }
      })();
    },
    true,
  );

  // While the message is up, it follows the boxes: each one put right leaves the list.
  let pending = false;
  new MutationObserver(() => {
    if (pending || !document.getElementById(BANNER_ID)) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      if (document.getElementById(BANNER_ID)) showBanner(allProblems());
    });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });

  // What the build's checks found, on Publish or as the entry changed after.
  document.addEventListener('entry-checks', (event) => {
    const { detail } = event as CustomEvent<EntryChecked>;
    checked = detail.problems;
    const list = allProblems();
    if (!detail.publishing && !document.getElementById(BANNER_ID)) return;
    if (detail.publishing) shown = '';
    showBanner(list);
    if (detail.publishing && list.length > 0) void goTo(list[0]);
  });
  // Another entry, or the list: what the checks found was about the one left.
  window.addEventListener('hashchange', () => {
    checked = [];
    removeBanner();
  });
}
