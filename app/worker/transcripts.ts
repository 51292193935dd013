// /admin/transcripts/: a sermon's transcript written by Workers AI's Whisper, a piece at a time
// (decision 0049). /admin cuts the recording into 30-second pieces of 16 kHz WAV and sends each
// as base64, which this passes on unread, so a request's CPU is the check and the copy, never the
// sound's. Only the church's editors may ask (the uploads' token check, editors.ts); each piece's
// words are kept in R2 beside the recording, so asking again spends nothing, and what was written
// before the day's free allowance ran out is kept for the next try.
import {
  allowanceReturns,
  isTranscriptLanguage,
  largestPiece,
  mostPieces,
  pieceSeconds,
  transcriptPath,
  transcriptRefusals as refusals,
  whisperModel,
  type Heard,
  type PieceAnswer,
} from '../lib/transcript-writing.ts';
import { isRecordingKey } from '../lib/recording-upload.ts';
import { parseWebVtt } from '../lib/webvtt.ts';
import { editorOf } from './editors.ts';
import { logged } from './log.ts';
import { messageOf, type SignInEnv } from './sign-in.ts';

/** The part of Workers AI's binding this uses (the runtime's `Ai`). */
export interface WhisperBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}
/** The part of R2's binding this uses: the recording's `head`, and the pieces' words. */
export interface TranscriptBucket {
  head(key: string): Promise<unknown>;
  get(key: string): Promise<{ body?: ReadableStream } | null>;
  put(key: string, value: string, options?: object): Promise<unknown>;
}
export type TranscriptEnv = SignInEnv & { RECORDINGS?: TranscriptBucket; AI?: WhisperBinding };

/** Where a piece's words are kept: under the recording's key, never served (recordings.ts). */
export const transcriptsFolder = 'transcripts/';
export const pieceKey = (recording: string, language: string, piece: number) =>
  `${transcriptsFolder}${recording}/${language}/${piece}.json`;

/** How long Whisper may take over one piece before the office is told to try again. */
export const whisperTimeLimit = 60_000;

/** What editors.ts's refusals become here, by status. */
const signInWords: Record<number, string> = {
  401: refusals.notSignedIn,
  403: refusals.notAnEditor,
};

export async function transcript(
  request: Request,
  env: TranscriptEnv,
  { now = new Date(), timeLimit = whisperTimeLimit } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const { AI: whisper, RECORDINGS: bucket } = env;
  if (request.method === 'GET' && url.pathname === transcriptPath) {
    return answer(
      200,
      whisper && bucket ? { ready: true } : { ready: false, said: refusals.notSetUp },
    );
  }
  const asking = request.method === 'GET';
  if (!asking && request.method !== 'POST') {
    return answer(405, { said: refusals.unknown }, { Allow: 'GET, POST' });
  }
  // A GET only reads what is kept (a browser sends no Origin with its own); a POST spends.
  if (!asking && request.headers.get('Origin') !== url.origin) {
    return refuse(403, refusals.otherSite);
  }
  if (!whisper || !bucket) return refuse(503, refusals.notSetUp);
  const who = await editorOf(request, env);
  if ('refusal' in who) {
    const { status } = who.refusal;
    return refuse(status, signInWords[status] ?? refusals.gitHubDown);
  }

  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(transcriptPath.length));
  } catch {
    return refuse(400, refusals.unknown);
  }
  const piece = Number(url.searchParams.get('piece'));
  const language = url.searchParams.get('language');
  if (!isRecordingKey(key) || !Number.isInteger(piece) || piece < 0 || piece >= mostPieces) {
    return refuse(400, refusals.unknown);
  }
  if (!isTranscriptLanguage(language)) return refuse(400, refusals.unknown);

  const kept = pieceKey(key, language, piece);
  try {
    // Written before, for this recording, piece and language: the allowance is not spent again.
    const before = await bucket.get(kept);
    if (before?.body) {
      const heard = (await new Response(before.body).json()) as Heard[];
      return answer(200, { piece, heard, kept: true });
    }
    // Asked only whether it is kept (a try again): not yet, so the box sends the piece.
    if (asking) return refuse(404, refusals.notWrittenYet);
    // Only for a recording the church has, so the bucket holds words of its own recordings alone.
    if (!(await bucket.head(key))) return refuse(404, refusals.notARecording);
  } catch (failure) {
    console.error(`Transcripts: R2 failed on ${logged(kept)}: ${logged(messageOf(failure))}`);
    return refuse(503, refusals.failed, { 'Retry-After': '60' });
  }

  const audio = await request.text();
  // Base64 of a WAV piece, and no larger than one: checked by its length and its first letters
  // ("UklGR" is "RIFF"), as a full check of 1.3 MB of letters would spend the CPU the copy needs.
  if (audio.length > largestPiece || audio.length % 4 !== 0 || !audio.startsWith('UklGR')) {
    return refuse(400, refusals.unknown);
  }
  let heard: Heard[];
  try {
    const said = await within(
      whisper.run(whisperModel, { audio, language, vad_filter: true }),
      timeLimit,
    );
    heard = heardIn(said);
  } catch (failure) {
    const why = messageOf(failure);
    if (failure instanceof TooSlow) return refuse(504, refusals.tooSlow);
    // Workers AI's 3036: "You have used up your daily free allocation of 10,000 neurons".
    if (/\b3036\b|daily free allocation/i.test(why)) {
      return refuse(429, refusals.allowanceSpent(allowanceReturns(now)));
    }
    console.error(`Transcripts: Whisper failed on ${logged(kept)}: ${logged(why)}`);
    return refuse(502, refusals.failed);
  }
  await bucket.put(kept, JSON.stringify(heard), {
    httpMetadata: { contentType: 'application/json' },
  });
  return answer(200, { piece, heard, kept: false });
}

class TooSlow extends Error {}

/** The promise, or TooSlow once `limit` ms have passed (the Worker waits free of CPU meanwhile). */
function within<T>(promise: Promise<T>, limit: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow('too slow')), limit);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * What Whisper heard, from its answer (`text`, `word_count`, `segments` with their `words`,
 * `vtt`, `transcription_info`): its segments, else its WebVTT's cues, else its text.
 */
export function heardIn(said: unknown): Heard[] {
  const { segments, vtt, text } = (said ?? {}) as {
    segments?: unknown;
    vtt?: unknown;
    text?: unknown;
  };
  if (Array.isArray(segments)) {
    return segments.flatMap((segment: { start?: unknown; end?: unknown; text?: unknown }) =>
      typeof segment.start === 'number' &&
      typeof segment.end === 'number' &&
      typeof segment.text === 'string'
        ? [{ start: segment.start, end: segment.end, text: segment.text.trim() }]
        : [],
    );
  }
  if (typeof vtt === 'string') {
    const read = parseWebVtt(vtt);
    if ('cues' in read)
      return read.cues.map(({ start, end, text: words }) => ({ start, end, text: words }));
  }
  if (typeof text === 'string' && text.trim())
    return [{ start: 0, end: pieceSeconds, text: text.trim() }];
  return [];
}

const refuse = (status: number, said: string, extra: Record<string, string> = {}) =>
  answer(status, { said }, extra);

const answer = (status: number, body: PieceAnswer, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
