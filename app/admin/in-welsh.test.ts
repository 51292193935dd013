// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import files from 'virtual:admin-words';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadRefusals } from '../lib/recording-upload.ts';
import { transcriptRefusals } from '../lib/transcript-writing.ts';
import { churchTime, publishState } from './after-publish/publish-state.ts';
import { publishWords, whenWords } from './after-publish/publishes.ts';
import { publishesButton } from './after-publish/put-back.ts';
import { putRight } from './before-publish/problem-words.ts';
import { type AdminWords, filled, speak } from './shared/words.ts';
import { startRecordingBox } from './uploads/recording-box.ts';
import { startTranscriptBox } from './uploads/transcript-box.ts';
import { refusalSaid, uploading } from './uploads/upload-words.ts';

// A site whose first language is Welsh: /admin's own parts speak the Welsh words file
// (words/cy/admin.yml), each sentence as the file writes it, its fill-ins filled.

const welsh = files['cy/admin.yml'] as AdminWords;
beforeAll(() => speak(files, 'cy'));
afterAll(() => speak(files, 'en'));
afterEach(() => document.body.replaceChildren());

describe('the list of publishes, on a Welsh site', () => {
  it('opens from a button in Welsh, and asks the office in Welsh to sign in first', () => {
    // jsdom draws a dialog but cannot open one as a modal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    // Decap's store, as its React tree holds it, with no one signed in.
    const store = { getState: () => ({}), subscribe: () => () => undefined };
    const root = Object.assign(document.createElement('div'), { id: 'nc-root' });
    document.body.append(Object.assign(root, { __reactContainer$: { memoizedProps: { store } } }));
    document.body.append(publishesButton());
    fireEvent.click(screen.getByRole('button', { name: welsh.publishes.open }));
    const list = within(screen.getByRole('dialog', { name: welsh.publishes.heading }));
    expect(list.getByRole('heading').textContent).toBe(welsh.publishes.heading);
    expect(
      list.getByText(filled(welsh.publishes.about, { putBack: welsh.publishes.putBack })),
    ).toBeTruthy();
    expect(list.getByRole('status').textContent).toBe(welsh.publishes.signInFirst);
    expect(list.getByRole('button', { name: welsh.publishes.close })).toBeTruthy();
  });

  it('names what each publish changed, and when, in Welsh', () => {
    const sermons = {
      name: 'sermons',
      label: 'Sermons',
      label_singular: 'sermon',
      folder: 'content/sermons',
    };
    const publish = {
      id: 'b',
      message: 'Create Sermons “a”',
      author: 'Office',
      date: '2026-11-28T14:02:00Z',
      files: [{ path: 'content/sermons/2026-11-22-the-least.md', status: 'added' as const }],
    };
    expect(
      publishWords(publish, [sermons], { 'sermons/2026-11-22-the-least.md': 'Y lleiaf' }),
    ).toBe(filled(welsh.publishes.added, { kind: 'sermon', name: 'Y lleiaf' }));
    const when = whenWords(publish.date);
    expect(when).toContain(welsh.dates.monthsShort[10]!);
    expect(when).toContain(welsh.dates.weekdays[6]!);
  });

  it('says in the "Published" line when the site was published, in Welsh', () => {
    const builtAt = '2026-07-01T13:05:00Z';
    const state = publishState({
      facts: { builtAt, commit: 'a' },
      head: { sha: 'a', date: builtAt },
    });
    expect(churchTime(builtAt)).toContain(welsh.dates.months[6]!);
    expect(state.headline).toBe(filled(welsh.published.headline, { when: churchTime(builtAt) }));
    expect(state.lines).toEqual([welsh.published.onSite]);
  });
});

describe('the message when Publish is refused, on a Welsh site', () => {
  it('counts what needs putting right in Welsh', () => {
    expect(putRight(1)).toBe(welsh.beforePublish.putRight.one);
    expect(putRight(4)).toBe(filled(welsh.beforePublish.putRight.other, { count: 4 }));
  });
});

/** The class Decap's createClass would make of a box, drawn for a state of our choosing. */
interface Box {
  getInitialState(): Record<string, unknown>;
  render(this: object): ReactElement;
}

/** Starts a box as Decap would, keeping the class it registers. */
function registered(start: () => void): Box {
  let box: Box | undefined;
  vi.stubGlobal('h', createElement);
  vi.stubGlobal('createClass', (spec: Box) => spec);
  vi.stubGlobal('CMS', {
    getWidget: () => ({ control: () => null, preview: null, schema: null }),
    registerWidget: (_: string, spec: Box) => (box = spec),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ready: true }), { status: 200 })),
  );
  start();
  return box!;
}

/** A box as Decap draws it: its state, its props, and setState. */
function drawn(box: Box, state: Record<string, unknown> = {}) {
  const self = {
    props: { forID: 'audio', value: undefined, field: { clear: () => undefined }, onChange() {} },
    state: { ...box.getInitialState(), ready: true, ...state },
    setState(next: object) {
      Object.assign(self.state, next);
      view.rerender(box.render.call(self));
    },
  };
  const view = render(box.render.call(self));
  return self;
}

describe('the sermon’s recording box, on a Welsh site', () => {
  it('asks for the recording in Welsh, and says what happens to it', () => {
    drawn(registered(startRecordingBox));
    expect(screen.getByLabelText(welsh.recording.choose)).toBeTruthy();
    expect(screen.getByText(welsh.recording.chooseHint)).toBeTruthy();
  });

  it('refuses a WAV file in Welsh', async () => {
    drawn(registered(startRecordingBox));
    const input = screen.getByLabelText(welsh.recording.choose);
    const wav = new File([new Uint8Array(64)], 'pregeth.wav', { type: 'audio/wav' });
    Object.defineProperty(input, 'files', { value: [wav] });
    fireEvent.change(input);
    expect((await screen.findByRole('alert')).textContent).toBe(welsh.refusals!.upload.wav);
  });

  it('says in Welsh where uploads are not set up yet, as the Worker says in English', () => {
    drawn(registered(startRecordingBox), { ready: false });
    expect(screen.getByRole('note').textContent).toBe(welsh.refusals!.upload.notSetUp);
    expect(refusalSaid(uploadRefusals.tooFast)).toBe(welsh.refusals!.upload.tooFast);
    expect(refusalSaid(transcriptRefusals.allowanceSpent('midnight'))).toBe(
      filled(welsh.refusals!.transcript.allowanceSpent, {
        at: welsh.refusals!.transcript.midnight,
      }),
    );
  });
});

describe('the sermon’s transcript box, on a Welsh site', () => {
  it('offers to write the transcript in Welsh, the sermon’s language Welsh unless chosen', () => {
    drawn(registered(startTranscriptBox));
    expect(screen.getByRole('button', { name: welsh.transcript.write })).toBeTruthy();
    const language = screen.getByLabelText(welsh.transcript.language) as HTMLSelectElement;
    expect(language.value).toBe('cy');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      welsh.transcript.languages.en,
      welsh.transcript.languages.cy,
    ]);
  });
});

describe('the upload line, on a Welsh site', () => {
  it('names the files being uploaded in Welsh', () => {
    expect(uploading(['neuadd.jpg'])).toBe(
      filled(welsh.uploadLine.uploading, { files: 'neuadd.jpg' }),
    );
  });
});
