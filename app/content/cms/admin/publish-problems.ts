// When Decap CMS refuses to publish because some boxes are wrong, it marks each box in red
// where it stands, often far down the page, and says nothing at the top. This adds a message at
// the top of the form naming each box and what is wrong with it, and takes the keyboard (and
// the page) to the first one. It reads Decap's own markup: each box's problems are a list
// beside its label (EditorControl.js, "ControlErrorsList"), and a box inside a folded group is
// opened the way a person would, with the group's arrow. The build's own checks, made when
// Publish is chosen and as the entry changes after (entry-checks.js), are listed the same way,
// named as the screen names each box, which is marked as Decap marks its own; where both name
// a box, the build's words are kept. Loaded by index.html after Decap.
(function () {
  'use strict';

  const part = (name) => `[class*="-${name}"]`;
  const BANNER_ID = 'publish-problems';

  /** "Contacts → Name": the box's label, after the labels of the groups it sits in. */
  function labelOf(control) {
    const label =
      control && control.querySelector(':scope > ' + part('ControlTopbar') + ' > label');
    if (!label) return '';
    const copy = label.cloneNode(true);
    // Decap adds " (optional)" in a span of its own.
    copy.querySelectorAll('span').forEach(function (span) {
      span.remove();
    });
    return copy.textContent.trim();
  }

  function pathOf(control) {
    const names = [];
    for (
      let at = control;
      at;
      at = at.parentElement && at.parentElement.closest(part('ControlContainer'))
    ) {
      const name = labelOf(at);
      if (name) names.unshift(name);
    }
    return names.join(' → ');
  }

  /** The boxes Decap has marked, in page order, each with its words and where it is. */
  function problems() {
    return Array.prototype.slice
      .call(document.querySelectorAll(part('ControlErrorsList')))
      .map(function (list) {
        const control = list.closest(part('ControlContainer'));
        const messages = Array.prototype.map.call(list.querySelectorAll('li'), function (item) {
          return item.textContent.trim();
        });
        return { control: control, list: list, path: pathOf(control), messages: messages };
      })
      .filter(function (problem) {
        return problem.control && problem.messages.length > 0;
      });
  }

  /** The build's checks' problems (entry-checks.js): { screen, message } each. */
  let checked = [];

  /** "Text → Text": a name said again at once is said once, as the checks name boxes. */
  const once = function (names) {
    return names.filter(function (name, index) {
      return name !== names[index - 1];
    });
  };

  /**
   * The box the checks name, by its labels: the names of list items (“Sunday 11:30”, "Text
   * (2 of 3)") and of things inside a text (link “click here”) are not labels, so are left out.
   */
  function controlNamed(screen) {
    const labels = once(
      screen
        .split(' → ')
        .filter(function (name) {
          return name.indexOf('“') === -1;
        })
        .map(function (name) {
          return name.replace(/ \(\d+ of \d+\)$/, '');
        }),
    ).join(' → ');
    if (!labels) return null;
    return (
      Array.prototype.slice
        .call(document.querySelectorAll(part('ControlContainer')))
        .find(function (control) {
          return once(pathOf(control).split(' → ')).join(' → ') === labels;
        }) || null
    );
  }

  function checkedProblems() {
    return checked.map(function (problem) {
      const control = controlNamed(problem.screen);
      return { control: control, list: control, path: problem.screen, messages: [problem.message] };
    });
  }

  // Decap's "Title is required.", which the checks say in their own words.
  const required = ((window.CMS.getLocale('en') || {}).editor || {}).editorControlPane;
  const requiredWords = String(
    (required && required.widget && required.widget.required) || '%{fieldLabel} is required.',
  ).replace('%{fieldLabel}', '');

  /**
   * Decap's problems and the checks', in page order. A box both name has the checks' words and
   * Decap's others (a date typed in part), not Decap's "is required".
   */
  function allProblems() {
    const ours = checkedProblems();
    const decaps = problems().filter(function (problem) {
      const same = ours.find(function (own) {
        return own.control === problem.control;
      });
      if (!same) return true;
      problem.messages.forEach(function (message) {
        if (!message.endsWith(requiredWords)) same.messages.push(message);
      });
      return false;
    });
    return decaps.concat(ours).sort(function (a, b) {
      if (!a.control || !b.control || a.control === b.control) return 0;
      return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
    });
  }

  // A box the checks name, marked as Decap marks its own (EditorControl.js: the label on red,
  // the box's border red) with the sentence above it, until it is put right.
  const MARK = 'data-entry-problem';
  const markStyle = document.createElement('style');
  markStyle.textContent =
    '[' +
    MARK +
    '] > ' +
    part('ControlTopbar') +
    ' > label { background-color: #ff003b; color: #fff; }' +
    '[' +
    MARK +
    '] > ' +
    part('ControlTopbar') +
    ' + * { border-color: #ff003b; }' +
    '.entry-problem-words { margin: 0; padding: 2px 0 3px; color: #ff003b; font-size: 12px;' +
    ' font-weight: 600; text-align: right; text-transform: uppercase; }' +
    // Decap's pop-ups ("Not saved: …") stack at the top right, over the end of the message's
    // lines: at the foot they cover nothing the message says.
    '.Toastify__toast-container--top-right { top: auto !important; bottom: 1em !important; }';
  document.head.append(markStyle);

  function mark(list) {
    document.querySelectorAll('[' + MARK + ']').forEach(function (control) {
      control.removeAttribute(MARK);
    });
    document.querySelectorAll('.entry-problem-words').forEach(function (words) {
      words.remove();
    });
    list.forEach(function (problem) {
      if (!problem.control || problem.list !== problem.control) return;
      problem.control.setAttribute(MARK, '');
      const topbar = problem.control.querySelector(':scope > ' + part('ControlTopbar'));
      if (!topbar || topbar.querySelector(part('ControlErrorsList'))) return;
      const words = document.createElement('p');
      words.className = 'entry-problem-words';
      words.textContent = problem.messages.join(' ');
      topbar.append(words);
    });
  }

  const isShown = function (element) {
    return element.getClientRects().length > 0;
  };
  const frame = function () {
    return new Promise(function (resolve) {
      requestAnimationFrame(function () {
        setTimeout(resolve, 16);
      });
    });
  };

  /** Opens the folded groups around a box: the nearest hidden one's arrow, until it shows. */
  async function reveal(element) {
    for (let tries = 0; tries < 10 && !isShown(element); tries++) {
      let hidden = element;
      while (hidden.parentElement && getComputedStyle(hidden).display !== 'none') {
        hidden = hidden.parentElement;
      }
      let toggle = null;
      for (
        let before = hidden.previousElementSibling;
        before && !toggle;
        before = before.previousElementSibling
      ) {
        toggle =
          before.querySelector('button[aria-label="Expand"]') || before.querySelector('button');
      }
      if (!toggle) return;
      toggle.click();
      await frame();
    }
  }

  /** Takes the keyboard to a box: its own input if the label names one, else the first thing in it. */
  async function goTo(problem) {
    if (!problem.control) return;
    await reveal(problem.list);
    const label = problem.control.querySelector(':scope > ' + part('ControlTopbar') + ' > label');
    const named = label && label.htmlFor ? document.getElementById(label.htmlFor) : null;
    const target =
      (named &&
        named.matches('input, textarea, select, button, [contenteditable="true"]') &&
        named) ||
      problem.control.querySelector(
        'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button',
      ) ||
      named;
    problem.control.scrollIntoView({ block: 'center' });
    if (target) {
      await reveal(target);
      target.focus({ preventScroll: true });
    }
  }

  function removeBanner() {
    const banner = document.getElementById(BANNER_ID);
    if (banner) banner.remove();
    mark([]);
  }

  let shown = '';
  /** The message at the top of the form; gone once every box is put right. */
  function showBanner(list) {
    const signature = list
      .map(function (problem) {
        return problem.path + ': ' + problem.messages.join(' ');
      })
      .join('\n');
    let banner = document.getElementById(BANNER_ID);
    if (list.length === 0) {
      removeBanner();
      shown = '';
      return;
    }
    if (banner && signature === shown) return;
    shown = signature;
    mark(list);
    const pane = document.querySelector(part('ControlPaneContainer'));
    if (!pane) return;
    if (!banner) {
      banner = document.createElement('div');
      banner.id = BANNER_ID;
      banner.setAttribute('role', 'alert');
      banner.style.cssText =
        'position:sticky;top:0;z-index:250;margin:16px 0;padding:12px 16px;border:2px solid #d60032;' +
        'border-radius:5px;background:#fff5f7;color:#1e2532;font-size:15px;line-height:1.4;' +
        'box-shadow:0 2px 6px rgba(68,74,87,0.15)';
    }
    if (banner.parentElement !== pane) pane.insertBefore(banner, pane.firstChild);
    banner.textContent = '';
    const heading = document.createElement('p');
    heading.style.margin = '0 0 6px';
    const strong = document.createElement('strong');
    strong.textContent = 'Not published yet. ';
    heading.append(
      strong,
      list.length === 1
        ? 'One thing needs putting right, then choose Publish again:'
        : list.length + ' things need putting right, then choose Publish again:',
    );
    const items = document.createElement('ul');
    items.style.cssText = 'margin:0;padding-left:20px';
    list.forEach(function (problem) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.style.cssText =
        'all:unset;display:block;cursor:pointer;text-decoration:underline;color:#a8002a;outline-offset:2px';
      button.textContent = (problem.path ? problem.path + ': ' : '') + problem.messages.join(' ');
      button.addEventListener('click', function () {
        void goTo(problem);
      });
      button.addEventListener('focus', function () {
        button.style.outline = '2px solid #3a69c7';
      });
      button.addEventListener('blur', function () {
        button.style.outline = '';
      });
      item.append(button);
      items.append(item);
    });
    banner.append(heading, items);
  }

  // After "Publish now" (or "Publish and …"): if Decap marked boxes instead of saving, say so
  // and go to the first. Its checks are done within a moment of the click.
  document.addEventListener(
    'click',
    function (event) {
      const item = event.target instanceof Element && event.target.closest('[role="menuitem"]');
      if (!item || !/^Publish/.test(item.textContent.trim())) return;
      const started = Date.now();
      (async function wait() {
        while (Date.now() - started < 2000) {
          await frame();
          if (problems().length > 0) {
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
  new MutationObserver(function () {
    if (pending || !document.getElementById(BANNER_ID)) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      if (document.getElementById(BANNER_ID)) showBanner(allProblems());
    });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });

  // What the build's checks found, on Publish (then the keyboard goes to the first problem) or
  // as the entry changed after.
  document.addEventListener('entry-checks', function (event) {
    checked = event.detail.problems;
    const list = allProblems();
    if (!event.detail.publishing && !document.getElementById(BANNER_ID)) return;
    if (event.detail.publishing) shown = '';
    showBanner(list);
    if (event.detail.publishing && list.length > 0) void goTo(list[0]);
  });
  // Another entry, or the list: what the checks found was about the one left.
  window.addEventListener('hashchange', function () {
    checked = [];
    removeBanner();
  });
})();
