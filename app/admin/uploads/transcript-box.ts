// The sermon's transcript written from its recording (decision 0049): a box of WebVTT the office
// reads and corrects, with "Write the transcript" above it. The browser has the recording (from
// /recordings/, with the address the Recording box filled in) and decodes it at Whisper's 16 kHz
// with Web Audio, which reads AAC and MP3 alike; each 30-second piece goes to the site's Worker
// (app/worker/transcripts.ts) as WAV, and the pieces' words are joined with times that run on.
// Nothing is published until the office publishes the sermon.
import { boxLife, workerReady } from './box-life.ts';
import { decapUser, type ImmutableMap, type WidgetProps } from '../shared/decap.ts';
import { decapStore } from '../shared/decap.ts';
import { isRecordingKey, tooFastPause, uploadRefusals } from '../../lib/recording-upload.ts';
import {
  isTranscriptLanguage,
  joinPieces,
  pieceRate,
  pieceSeconds,
  transcriptLanguages,
  transcriptPath,
  transcriptRefusals,
  type Heard,
  type PieceAnswer,
  type TranscriptLanguage,
} from '../../lib/transcript-writing.ts';
import { recordingsFolder } from '../../lib/built-files.js';
import { base64Of, wavOf } from '../../lib/wav.ts';
import { adminLanguage, adminWords, filled } from '../shared/words.ts';
import { minutesWords, refusalSaid, transcriptWritten } from './upload-words.ts';

const idle = {
  ready: undefined as boolean | undefined,
  said: '',
  problem: false,
  busy: false,
  language: 'en' as TranscriptLanguage,
  /** Set once the office has been told that writing replaces what the box holds. */
  warned: false,
};
type BoxState = typeof idle;
interface TranscriptBox {
  props: WidgetProps & { value: string | undefined; entry?: ImmutableMap };
  state: BoxState;
  setState(state: Partial<BoxState>): void;
  gone?: boolean;
}

/** How many of the rate limit's pauses a piece waits out before the office is told. */
const pausesPerPiece = 6;

/** The recording's key in the bucket, from the address the Recording box filled in. */
function recordingKeyOf(box: TranscriptBox) {
  // The entry as it is being edited, from Decap's store (a box inside a group is not given it).
  const data =
    decapStore()?.getState().entryDraft.get('entry')?.get('data') ?? box.props.entry?.get('data');
  const address = (data as ImmutableMap | undefined)?.getIn(['audio', 'url']);
  if (typeof address !== 'string' || !URL.canParse(address)) return undefined;
  const { pathname } = new URL(address);
  const prefix = `/${recordingsFolder}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const key = decodeURIComponent(pathname.slice(prefix.length));
  return isRecordingKey(key) ? key : undefined;
}

/** The recording as one channel at 16 kHz; undefined when this browser cannot decode it. */
async function soundOf(key: string) {
  const response = await fetch(`/${recordingsFolder}/${encodeURIComponent(key)}`);
  if (!response.ok) return undefined;
  const bytes = await response.arrayBuffer();
  try {
    // Decoded at the context's rate, so the browser resamples to Whisper's own.
    const decoded = await new OfflineAudioContext(1, 1, pieceRate).decodeAudioData(bytes);
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) =>
      decoded.getChannelData(i),
    );
    if (channels.length === 1) return channels[0]!;
    const mono = new Float32Array(decoded.length);
    for (const channel of channels) {
      for (let i = 0; i < mono.length; i++) mono[i]! += channel[i]! / channels.length;
    }
    return mono;
  } catch {
    return undefined;
  }
}

/** Asks for a piece kept before (no audio sent), or sends it to be written. */
async function sendPiece(key: string, piece: number, language: string, audio?: string) {
  const { token } = decapUser();
  const path = `${transcriptPath}${encodeURIComponent(key)}?piece=${piece}&language=${language}`;
  const response = await fetch(path, {
    method: audio === undefined ? 'GET' : 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'text/plain', ...(token && { Authorization: `token ${token}` }) },
    ...(audio !== undefined && { body: audio }),
  });
  const answer = (await response
    .json()
    .catch(() => ({ said: transcriptRefusals.unknown }))) as PieceAnswer;
  return { status: response.status, answer };
}

async function write(box: TranscriptBox) {
  const update = (state: Partial<BoxState>) => box.gone || box.setState(state);
  const refuse = (said: string) => update({ said: refusalSaid(said), problem: true, busy: false });
  const words = adminWords().transcript;
  const key = recordingKeyOf(box);
  if (!key) return refuse(transcriptRefusals.notARecording);
  if (box.props.value?.trim() && !box.state.warned) {
    return update({ said: words.replaceFirst, problem: true, warned: true });
  }
  update({ said: words.reading, problem: false, busy: true, warned: false });
  const sound = await soundOf(key).catch(() => undefined);
  if (!sound) return refuse(words.unplayable);

  const perPiece = pieceSeconds * pieceRate;
  const pieces = Math.max(1, Math.ceil(sound.length / perPiece));
  const minutes = (n: number) => Math.ceil((n * pieceSeconds) / 60);
  const heard: Heard[][] = [];
  const { language } = box.state;
  for (let piece = 0; piece < pieces; piece++) {
    if (box.gone) return;
    const all = minutes(pieces);
    update({
      said: filled(words.writing, {
        done: Math.min(minutes(piece), all),
        minutes: minutesWords(all),
      }),
    });
    // Kept from an earlier try: its words, without its 1.3 MB sent again.
    const before = await sendPiece(key, piece, language).catch(() => undefined);
    if (before && 'heard' in before.answer) {
      heard.push(before.answer.heard);
      continue;
    }
    const samples = sound.subarray(piece * perPiece, (piece + 1) * perPiece);
    const audio = base64Of(wavOf(samples, pieceRate));
    let answered: Awaited<ReturnType<typeof sendPiece>> | undefined;
    for (let pauses = 0; !answered; pauses++) {
      try {
        answered = await sendPiece(key, piece, language, audio);
      } catch {
        answered = { status: 0, answer: { said: transcriptRefusals.connectionLost } };
      }
      // Past the Worker's rate limit: a pause, then the same piece again.
      const tooFast =
        answered.status === 429 &&
        'said' in answered.answer &&
        answered.answer.said === uploadRefusals.tooFast;
      if (tooFast && pauses < pausesPerPiece) {
        answered = undefined;
        await new Promise((wait) => setTimeout(wait, tooFastPause * 1000));
      }
    }
    const { answer } = answered;
    if (!('heard' in answer)) {
      // What was written so far is kept in the box, and the next try starts where this stopped
      // (the Worker has kept each piece's words).
      if (heard.length > 0) box.props.onChange(joinPieces(heard));
      return refuse(('said' in answer && answer.said) || transcriptRefusals.unknown);
    }
    heard.push(answer.heard);
  }
  box.props.onChange(joinPieces(heard));
  update({ said: transcriptWritten(minutes(pieces)), busy: false });
}

export function startTranscriptBox() {
  const { CMS, h, createClass } = window;
  const text = CMS.getWidget('text');
  const ready = workerReady(transcriptPath);

  // The sermon's language is the site's first, unless the office chooses the other.
  const language = adminLanguage();
  const Transcript = createClass({
    ...boxLife({ ...idle, ...(isTranscriptLanguage(language) && { language }) }, ready),
    render(this: TranscriptBox) {
      const { ready: isReady, said, problem, busy, language } = this.state;
      const words = adminWords().transcript;
      const { forID, value, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } =
        this.props;
      const languageId = `${forID}-language`;
      const writer =
        isReady === false
          ? h(
              'p',
              { role: 'note', 'data-transcript-note': '' },
              refusalSaid(transcriptRefusals.notSetUp),
            )
          : h(
              'div',
              { 'data-transcript-writer': '' },
              h('p', { 'data-transcript-hint': '' }, words.hint),
              h('label', { htmlFor: languageId }, words.language),
              h(
                'select',
                {
                  id: languageId,
                  value: language,
                  disabled: busy,
                  onChange: (event: Event) =>
                    this.setState({
                      language: (event.target as HTMLSelectElement).value as TranscriptLanguage,
                    }),
                },
                ...transcriptLanguages.map((code) =>
                  h('option', { key: code, value: code }, words.languages[code]),
                ),
              ),
              h(
                'button',
                {
                  type: 'button',
                  disabled: busy || isReady !== true,
                  'data-transcript-write': '',
                  onClick: () => void write(this),
                },
                words.write,
              ),
            );
      return h(
        'div',
        { 'data-transcript-box': '' },
        writer,
        h('p', { role: problem ? 'alert' : 'status', 'data-transcript-said': '' }, said),
        h('textarea', {
          id: forID,
          className: classNameWrapper,
          value: value ?? '',
          rows: 12,
          spellCheck: true,
          readOnly: busy,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: Event) => onChange((event.target as HTMLTextAreaElement).value),
        }),
      );
    },
  });

  CMS.registerWidget('transcript', Transcript, text.preview, text.schema);
}
