// The sermon's Recording in /admin: a file box above Decap's own object box (address, size,
// length). The recording (M4A or MP3, decision 0049) goes in parts to R2 through the site's Worker (app/worker/upload.ts) and fills
// the three boxes; without uploads set up, the boxes take a typed address (docs/decisions/0024).
import { boxLife, workerReady } from './box-life.ts';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  largestRecording,
  lengthOf,
  looksLikeWav,
  megabytes,
  partLength,
  partSize,
  partsOf,
  recordingKindOf,
  startsLike,
  tooFastPause,
  uploadPath,
  uploadRefusals,
  type UploadAnswer,
} from '../../lib/recording-upload.ts';
import { recordingsFolder } from '../../lib/built-files.js';
import { mp4Seconds } from '../../lib/mp4-length.ts';
import type { RecordingKind } from '../../lib/recording-kinds.ts';
import { buildFacts } from '../shared/build-facts.ts';
import { decapUser, type ImmutableMap, type WidgetProps } from '../shared/decap.ts';
import { adminWords, filled } from '../shared/words.ts';
import { recordingDone, refusalSaid } from './upload-words.ts';

type Part = { partNumber: number; etag: string };
/** What is kept of an unfinished upload in this browser, so Try again sends only what is missing. */
interface Unfinished {
  key: string;
  upload: string;
  parts: Part[];
}
// `said` is what the box says now; `problem` when it is a refusal.
const idle = {
  ready: undefined as boolean | undefined,
  said: '',
  problem: false,
  sent: 0,
  size: 0,
  busy: false,
  canRetry: false,
};
type BoxState = typeof idle;
interface RecordingBox {
  props: WidgetProps & { value: ImmutableMap | undefined };
  state: BoxState;
  setState(state: Partial<BoxState>): void;
  inner?: { validate?: () => unknown; focus?: (path?: string) => void };
  file?: File;
  gone?: boolean;
}

/** A part that does not arrive is sent again this many times before the office is asked. */
const triesPerPart = 3;
/** How many of the rate limit's pauses a part waits out (a minute) before the office is told. */
const pausesPerPart = 6;

/** With the GitHub token /admin holds, for the Worker to check. */
const headers = (extra: Record<string, string> = {}) => {
  const { token } = decapUser();
  return { ...(token && { Authorization: `token ${token}` }), ...extra };
};

type Answered = { ok: boolean; status: number; answer: UploadAnswer };
const unreadable: UploadAnswer = { said: uploadRefusals.unknown };

async function ask(path: string, body: object): Promise<Answered> {
  const response = await fetch(path, {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => unreadable)) as UploadAnswer;
  return { ok: response.ok, status: response.status, answer };
}

/** One part, with the upload's own progress (fetch has none). */
function sendPart(path: string, body: Blob, onProgress: (sent: number) => void) {
  return new Promise<Answered>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', path);
    request.responseType = 'json';
    for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const answer = (request.response as UploadAnswer | null) ?? unreadable;
      const { status } = request;
      resolve({ ok: status >= 200 && status < 300, status, answer });
    };
    request.onerror = request.onabort = request.ontimeout = () => reject(new Error('dropped'));
    request.send(body);
  });
}

/**
 * How long the recording plays: an M4A's from its own header (a browser without AAC, as
 * Debian's Chromium, still reads it), an MP3's from the browser's own reading of it.
 */
function durationOf(file: File, kind: RecordingKind) {
  if (kind === 'm4a') {
    const read = async (from: number, to: number) =>
      new Uint8Array(await file.slice(from, to).arrayBuffer());
    return mp4Seconds(read, file.size).catch(() => undefined);
  }
  return playedLength(file);
}

function playedLength(file: File) {
  return new Promise<number | undefined>((resolve) => {
    const audio = new Audio();
    const address = URL.createObjectURL(file);
    const done = (seconds: number | undefined) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(address);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(undefined), 20_000);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : undefined);
    audio.onerror = () => done(undefined);
    audio.src = address;
  });
}

/**
 * The file's SHA-256, read a part at a time (WebCrypto hashes only bytes held whole), and each
 * part's own, which the Worker checks as the part arrives (decision 0046).
 */
async function hashOf(file: File) {
  const hash = sha256.create();
  const parts: string[] = [];
  for (let from = 0; from < file.size; from += partSize) {
    const bytes = new Uint8Array(await file.slice(from, from + partSize).arrayBuffer());
    hash.update(bytes);
    parts.push(bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))));
  }
  return { sha: bytesToHex(hash.digest()), parts };
}

const unfinishedKey = (sha: string) => `recording-upload:${sha}`;
const said = (answer: UploadAnswer) => ('said' in answer && answer.said) || uploadRefusals.unknown;

export function startRecordingBox() {
  const { CMS, h, createClass } = window;
  const object = CMS.getWidget('object');
  const ready = workerReady(uploadPath);
  const siteUrl = buildFacts().then((facts) => facts?.siteUrl);

  /** The address the sermon names: this site's own when served over https, else the church's. */
  async function addressOf(key: string) {
    const origin =
      location.protocol === 'https:' ? location.origin : ((await siteUrl) ?? location.origin);
    return new URL(`/${recordingsFolder}/${key}`, origin).href;
  }

  async function fill(box: RecordingBox, key: string, size: number, length: string) {
    const value = box.props.value ?? box.props.field.clear();
    box.props.onChange(
      value
        .set('url', await addressOf(key))
        .set('bytes', size)
        .set('length', length),
    );
  }

  async function send(box: RecordingBox) {
    const file = box.file;
    if (!file) return;
    const update = (state: Partial<BoxState>) => box.gone || box.setState(state);
    const refuse = (sentence: string, canRetry = false) =>
      update({ said: refusalSaid(sentence), problem: true, busy: false, canRetry });
    const words = adminWords().recording;
    const name = file.name;
    update({ said: filled(words.checking, { name }), problem: false, busy: true, canRetry: false });

    // Refused before a byte is sent: a WAV, not a recording, empty, too large, or no length.
    if (looksLikeWav(file.name, file.type)) return refuse(uploadRefusals.wav);
    const kind = recordingKindOf(file.name, file.type);
    if (!kind) return refuse(uploadRefusals.notMp3);
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    if (file.size === 0) return refuse(uploadRefusals.empty);
    if (!startsLike(kind, head)) return refuse(uploadRefusals.notWhatItSays);
    if (file.size > largestRecording) return refuse(uploadRefusals.tooLarge);
    const seconds = await durationOf(file, kind);
    if (seconds === undefined) return refuse(words.unplayable);
    const length = lengthOf(seconds);

    try {
      const { sha, parts: partHashes } = await hashOf(file);
      const stored = localStorage.getItem(unfinishedKey(sha));
      let unfinished = stored ? (JSON.parse(stored) as Unfinished) : undefined;
      if (!unfinished) {
        const started = await ask(uploadPath, {
          // Known by its type alone (a phone's picker may drop the ending): the Worker reads the name.
          name: recordingKindOf(file.name, '') === kind ? file.name : `${file.name}.${kind}`,
          size: file.size,
          sha256: sha,
          parts: partHashes,
        });
        if (!started.ok) return refuse(said(started.answer));
        const { answer } = started;
        if ('done' in answer && answer.done) {
          await fill(box, answer.key, file.size, length);
          return update({ said: filled(words.already, { name }), busy: false });
        }
        if (!('upload' in answer)) return refuse(uploadRefusals.unknown);
        unfinished = { key: answer.key, upload: answer.upload, parts: [] };
        localStorage.setItem(unfinishedKey(sha), JSON.stringify(unfinished));
      }
      const { key, upload, parts } = unfinished;
      const done = (number: number) => parts.some((part) => part.partNumber === number);
      const sentSoFar = () =>
        parts.reduce((sum, part) => sum + partLength(file.size, part.partNumber)!, 0);
      update({ sent: sentSoFar(), size: file.size });
      for (let number = 1; number <= partsOf(file.size); number++) {
        if (done(number)) continue;
        const from = (number - 1) * (partLength(file.size, 1) ?? 0);
        const bytes = file.slice(from, from + partLength(file.size, number)!);
        const path = `${uploadPath}${key}?upload=${encodeURIComponent(upload)}&part=${number}`;
        const base = sentSoFar();
        let answered: Answered | undefined;
        let pauses = 0;
        for (let attempt = 1; !answered && attempt <= triesPerPart; attempt++) {
          if (box.gone) return;
          try {
            answered = await sendPart(path, bytes, (sent) => update({ sent: base + sent }));
            // Past the Worker's rate limit (a very fast line): a pause, then this part again,
            // not counted as a try; after a minute of them, the Worker's sentence is shown.
            if (answered.status === 429 && pauses < pausesPerPart) {
              answered = undefined;
              attempt--;
              pauses++;
              await new Promise((wait) => setTimeout(wait, tooFastPause * 1000));
            }
          } catch {
            // The connection dropped: a pause, then this part again.
            if (attempt < triesPerPart)
              await new Promise((wait) => setTimeout(wait, 1000 * attempt));
          }
        }
        if (!answered) return refuse(words.connectionLost, true);
        if (!answered.ok || !('etag' in answered.answer)) {
          // A forgotten upload (a day old) is started afresh on the next try.
          if (said(answered.answer) === uploadRefusals.forgotten) {
            localStorage.removeItem(unfinishedKey(sha));
          }
          return refuse(said(answered.answer), true);
        }
        parts.push({ partNumber: number, etag: answered.answer.etag });
        localStorage.setItem(unfinishedKey(sha), JSON.stringify(unfinished));
        update({ sent: sentSoFar() });
      }
      const completed = await ask(`${uploadPath}${key}?upload=${encodeURIComponent(upload)}`, {
        parts: [...parts].sort((a, b) => a.partNumber - b.partNumber),
      });
      // Done, or unfinishable as it is (forgotten, or not whole): the next try starts afresh.
      localStorage.removeItem(unfinishedKey(sha));
      if (!completed.ok) return refuse(said(completed.answer), true);
      await fill(box, key, file.size, length);
      update({ said: recordingDone(name, file.size, length), busy: false });
    } catch {
      return refuse(words.connectionLost, true);
    }
  }

  const Recording = createClass({
    ...boxLife(idle, ready),
    // As Decap's object control: every box inside may need to draw again.
    shouldComponentUpdate: () => true,
    validate(this: RecordingBox) {
      return this.inner?.validate?.();
    },
    focus(this: RecordingBox, path?: string) {
      this.inner?.focus?.(path);
    },
    render(this: RecordingBox) {
      const { ready: isReady, said: saying, problem, sent, size, busy, canRetry } = this.state;
      const words = adminWords().recording;
      const id = `${this.props.forID}-file`;
      const chooser =
        isReady === false
          ? h(
              'p',
              { role: 'note', 'data-recording-note': '' },
              refusalSaid(uploadRefusals.notSetUp),
            )
          : h(
              'div',
              null,
              h('label', { htmlFor: id, 'data-recording-label': '' }, words.choose),
              h('p', { 'data-recording-hint': '' }, words.chooseHint),
              h('input', {
                id,
                type: 'file',
                // WAV is offered too, so that it is refused with a sentence, not hidden.
                accept: '.m4a,.mp3,.wav,audio/mp4,audio/x-m4a,audio/mpeg,audio/wav',
                disabled: busy || isReady !== true,
                'data-recording-file': '',
                onChange: (event: Event) => {
                  const input = event.target as HTMLInputElement;
                  this.file = input.files?.[0];
                  // So the same file chosen again is read again (and found already there).
                  input.value = '';
                  void send(this);
                },
              }),
            );
      return h(
        'div',
        { 'data-recording-box': '' },
        chooser,
        size > 0 && busy
          ? h('progress', {
              max: size,
              value: sent,
              'aria-label': filled(words.progress, { name: this.file?.name ?? words.theRecording }),
            })
          : null,
        h(
          'p',
          { role: problem ? 'alert' : 'status', 'data-recording-said': problem ? 'problem' : '' },
          busy && size > 0 && this.file
            ? filled(words.sending, {
                name: this.file.name,
                sent: megabytes(sent),
                size: megabytes(size),
              })
            : saying,
        ),
        canRetry
          ? h(
              'button',
              { type: 'button', 'data-recording-retry': '', onClick: () => void send(this) },
              words.tryAgain,
            )
          : null,
        h(object.control, {
          ...this.props,
          ref: (inner: RecordingBox['inner']) => {
            this.inner = inner;
          },
        }),
      );
    },
  });

  CMS.registerWidget('recording', Recording, object.preview, object.schema);
}
