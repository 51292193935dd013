import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhancePlayer, placeKey, speedKey } from '../../browser/player.ts';
import { InSite } from '../../../test/with-site.tsx';
import { sermons, sermonsPage } from '../../content/data.ts';
import { formatTimecode } from '../../lib/timecode.ts';
import { SermonPage } from './sermon-page.tsx';

// A sermon page's player, chapters and transcript as prerendered, then what the page's own
// script (browser/player.ts) makes of them: times that play from there, the part playing
// marked, the speed and the place a listener stopped kept in the browser.

const sermon = sermons.find((s) => s.chapters && s.transcript?.vtt);
if (!sermon) throw new Error('The content has no sermon with chapters and a WebVTT transcript');
const { labels } = sermonsPage;
const page = () =>
  renderToString(
    <InSite>
      <SermonPage
        sermon={sermon}
        audioSrc="/audio/sermon.mp3"
        audioOnSite
        labels={labels}
        more={{ heading: 'More', links: [] }}
      />
    </InSite>,
  );

let play: ReturnType<typeof vi.fn>;
const audio = () => document.querySelector('audio')!;
/** The page as a visitor's browser gets it, and, unless not, its script run. */
const load = ({ script = true } = {}) => {
  document.body.innerHTML = page();
  // jsdom has no media: the element keeps the time it is given, and Play resolves.
  let time = 0;
  Object.defineProperty(audio(), 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(audio(), 'paused', { get: () => play.mock.calls.length === 0 });
  if (script) enhancePlayer(window);
};
const timed = sermon.transcript!.paragraphs.filter((p) => p.start !== undefined);

beforeEach(() => {
  localStorage.clear();
  play = vi.fn(() => Promise.resolve());
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('without JavaScript', () => {
  it('is the browser’s own player, with the chapters’ and the transcript’s times as text', () => {
    load({ script: false });
    expect(audio()).toHaveAttribute('controls');
    expect(audio()).toHaveAttribute('preload', 'none');
    expect(screen.queryAllByRole('button', { name: new RegExp(labels.playFrom) })).toEqual([]);
    const chapters = screen.getByRole('list', { name: labels.chapters });
    expect(
      within(chapters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sermon.chapters!.map(({ start, title }) => `${formatTimecode(start)} ${title}`));
    const transcript = document.querySelector('details[data-slot="transcript"]')!;
    expect(transcript).not.toHaveAttribute('open');
    expect(within(transcript as HTMLElement).getByText(labels.readTranscript)).toBeTruthy();
    for (const paragraph of timed) expect(transcript.textContent).toContain(paragraph.text);
  });
});

describe('with JavaScript', () => {
  it('makes each chapter a button that plays from its start, and marks the chapter playing', async () => {
    load();
    const [first, second] = sermon.chapters!;
    const button = screen.getByRole('button', {
      name: `${labels.playFrom} ${formatTimecode(second!.start)} ${second!.title}`,
    });
    await userEvent.click(button);
    expect(audio().currentTime).toBe(second!.start);
    expect(play).toHaveBeenCalledOnce();
    fireEvent(audio(), new Event('timeupdate'));
    const items = document.querySelectorAll('[data-slot="chapters"] li');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');
    audio().currentTime = first!.start;
    fireEvent(audio(), new Event('timeupdate'));
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('plays a transcript paragraph from its time, by its button or a click on its words', async () => {
    load();
    const last = timed.at(-1)!;
    await userEvent.click(
      screen.getByRole('button', { name: `${labels.playFrom} ${formatTimecode(last.start!)}` }),
    );
    expect(audio().currentTime).toBe(last.start);
    audio().currentTime = 0;
    await userEvent.click(screen.getByText(last.text, { exact: false }));
    expect(audio().currentTime).toBe(last.start);
    fireEvent(audio(), new Event('timeupdate'));
    expect(screen.getByText(last.text, { exact: false }).closest('p')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps the chosen speed for the next sermon and the next visit', async () => {
    load();
    const speed = screen.getByRole('combobox', { name: labels.speed });
    expect(speed).toHaveValue('1');
    expect(audio().playbackRate).toBe(1);
    await userEvent.selectOptions(speed, '1.5');
    expect(audio().playbackRate).toBe(1.5);
    expect(audio().defaultPlaybackRate).toBe(1.5);
    expect(localStorage.getItem(speedKey)).toBe('1.5');
    load();
    expect(screen.getByRole('combobox', { name: labels.speed })).toHaveValue('1.5');
    expect(audio().playbackRate).toBe(1.5);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['1×', '1.25×', '1.5×', '2×']),
    );
  });

  it('carries on where the listener stopped, says so, and can start again', async () => {
    load();
    audio().currentTime = 4.6;
    fireEvent(audio(), new Event('pause'));
    expect(localStorage.getItem(placeKey(sermon.slug))).toBe('4');
    load();
    expect(audio().currentTime).toBe(4);
    expect(screen.getByRole('status')).toHaveTextContent(`${labels.resume} ${formatTimecode(4)}`);
    // Shown and hidden by Tailwind's `hidden` class (display: none; jsdom has no style sheet).
    const startOver = screen.getByRole('button', { name: labels.startOver });
    expect(startOver).not.toHaveClass('hidden');
    await userEvent.click(startOver);
    expect(audio().currentTime).toBe(0);
    expect(localStorage.getItem(placeKey(sermon.slug))).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(startOver).toHaveClass('hidden');
  });

  it('forgets the place once the sermon has ended, and never keeps it in a cookie', () => {
    load();
    audio().currentTime = 3;
    fireEvent(audio(), new Event('pause'));
    fireEvent(audio(), new Event('ended'));
    expect(localStorage.getItem(placeKey(sermon.slug))).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('the download link', () => {
  it('names the kind of recording it gives: an M4A from a phone, or an MP3', () => {
    const m4a = {
      ...sermon,
      audio: { ...sermon.audio, url: 'https://x.example/a/voice-memo-1-9-c0ffee12.m4a' },
    };
    const html = (src: string, audio = sermon.audio) =>
      renderToString(
        <InSite>
          <SermonPage
            sermon={{ ...sermon, audio }}
            audioSrc={src}
            audioOnSite
            labels={labels}
            more={{ heading: 'More', links: [] }}
          />
        </InSite>,
      );
    expect(html('/recordings/voice-memo-1-9-c0ffee12.m4a', m4a.audio)).toMatch(
      /\(<!-- -->M4A<!-- -->, /,
    );
    expect(html('/audio/sermon.mp3')).toMatch(/\(<!-- -->MP3<!-- -->, /);
  });
});
