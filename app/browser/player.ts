import { formatTimecode } from '../lib/timecode.ts';

// What a sermon's player gains with script (audio-player.tsx): the speed and the place a listener
// stopped, in localStorage, and chapters and paragraphs that play from their time, marked.

export const speedKey = 'sermon-speed';
export const placeKey = (sermon: string) => `sermon-place:${sermon}`;

/** localStorage, or nothing where the browser refuses it: the player works on, forgetting. */
function keep(window: Window) {
  const tryStorage = <T>(act: (storage: Storage) => T) => {
    try {
      return act(window.localStorage);
    } catch {
      return undefined;
    }
  };
  return {
    get: (key: string) => tryStorage((storage) => storage.getItem(key)) ?? null,
    set: (key: string, value: string | null) =>
      tryStorage((storage) =>
        value === null ? storage.removeItem(key) : storage.setItem(key, value),
      ),
  };
}

export function enhancePlayer(window: Window) {
  const doc = window.document;
  const audio = doc.querySelector<HTMLAudioElement>('audio[data-player]');
  if (!audio) return;
  const { player: sermon = '', playFrom = '', resume = '' } = audio.dataset;
  const store = keep(window);
  const key = placeKey(sermon);
  const status = doc.querySelector('[data-player-status]');
  const startOver = doc.querySelector<HTMLButtonElement>('[data-start-over]');
  const say = (words: string) => {
    if (status) status.textContent = words;
    // A class, not `hidden`: React writes hidden="", which the HTML check refuses.
    startOver?.classList.toggle('hidden', words === '');
  };

  const speed = doc.querySelector<HTMLSelectElement>('[data-speed]');
  if (speed) {
    const saved = store.get(speedKey);
    if ([...speed.options].some((option) => option.value === saved)) speed.value = saved!;
    const apply = () => {
      // The default too: a browser puts the rate back to it when the recording loads.
      audio.defaultPlaybackRate = audio.playbackRate = Number(speed.value) || 1;
    };
    apply();
    speed.addEventListener('change', () => {
      apply();
      store.set(speedKey, speed.value);
    });
  }

  // Where Play starts (a place kept from last time, a chapter chosen first): given before the
  // recording loads, again once its length is known (Chromium forgets it) and at canplaythrough,
  // for a host that sends no byte ranges. No more: on such a host the player may never be able to
  // move, and each try asks for the whole file again.
  let startAt: number | undefined;
  const moveTo = (time: number) => {
    audio.currentTime = time;
    startAt = audio.readyState < 1 ? time : undefined;
  };
  const again = (last: boolean) => () => {
    if (startAt !== undefined && Math.abs(audio.currentTime - startAt) > 0.5) {
      audio.currentTime = startAt;
    }
    if (last || Math.abs(audio.currentTime - (startAt ?? 0)) <= 0.5) startAt = undefined;
  };
  audio.addEventListener('loadedmetadata', again(false));
  audio.addEventListener('canplaythrough', again(true), { once: true });
  const stoppedAt = Number(store.get(key)) || 0;
  if (stoppedAt > 0) {
    moveTo(stoppedAt);
    say(`${resume} ${formatTimecode(stoppedAt)}`);
  }
  startOver?.addEventListener('click', () => {
    moveTo(0);
    store.set(key, null);
    say('');
    audio.focus();
  });
  audio.addEventListener('playing', () => say(''));
  audio.addEventListener('pause', () => {
    if (audio.currentTime > 0 && !audio.ended)
      store.set(key, String(Math.floor(audio.currentTime)));
  });
  audio.addEventListener('ended', () => store.set(key, null));

  const play = (time: number) => {
    moveTo(time);
    audio.play().catch(() => {
      // Refused (the recording cannot be reached): the browser's player shows why.
    });
  };

  // The chapters, and the paragraphs of a transcript with times: each list in time order.
  const lists = [...doc.querySelectorAll('[data-seek-group]')].map((group) =>
    [...group.querySelectorAll<HTMLElement>('[data-seek]')].map((item) => {
      const time = Number(item.dataset.seek);
      // The time becomes a button that plays from it: keyboards and screen readers reach it.
      const label = item.querySelector<HTMLElement>('[data-seek-label]');
      if (label) {
        const button = doc.createElement('button');
        button.type = 'button';
        button.className = label.className;
        const words = label.textContent?.replace(/\s+/g, ' ').trim();
        button.setAttribute('aria-label', `${playFrom} ${words}`);
        button.append(...label.childNodes);
        label.replaceWith(button);
      }
      item.addEventListener('click', (event) => {
        // Selecting words to copy them is not asking to play.
        const target = event.target as Element;
        if (!target.closest('button') && window.getSelection()?.toString()) return;
        if (target.closest('a')) return;
        play(time);
      });
      return { item, time };
    }),
  );
  const marked = lists.map((): HTMLElement | undefined => undefined);
  let second = -1;
  audio.addEventListener('timeupdate', () => {
    const now = audio.currentTime;
    if (Math.floor(now) !== second && now > 0 && !audio.paused) {
      second = Math.floor(now);
      store.set(key, String(second));
    }
    lists.forEach((list, index) => {
      const current = list.findLast(({ time }) => time <= now)?.item;
      if (current === marked[index]) return;
      marked[index]?.removeAttribute('aria-current');
      current?.setAttribute('aria-current', 'true');
      marked[index] = current;
    });
  });
}
