// A sermon's transcript written from its recording (decision 0049): /admin's transcript box
// (transcript-box.ts) cuts the recording into pieces, the Worker (worker/transcripts.ts) asks
// Workers AI's Whisper for each, and the box joins them into one WebVTT for the office to check.
// What both sides agree on, and every sentence the office reads.

/** Where /admin asks: GET says whether transcripts can be written here, POST sends a piece. */
export const transcriptPath = '/admin/transcripts/';

/** The model, as Workers AI names it. */
export const whisperModel = '@cf/openai/whisper-large-v3-turbo';

/**
 * Seconds of sound in a piece: Whisper listens in windows of 30 s, and 30 s of 16 kHz mono
 * 16-bit WAV is 960 KB, 1.3 MB as base64, which the Worker passes on without reading.
 */
export const pieceSeconds = 30;

/** The sample rate the pieces are sent at: Whisper's own. */
export const pieceRate = 16_000;

/** The largest piece's text the Worker takes: 30 s of WAV as base64, with room to spare. */
export const largestPiece = 1_400_000;

/** Pieces in the longest recording taken: four hours. */
export const mostPieces = (4 * 3600) / pieceSeconds;

/** The languages the office may choose, English and Welsh (named in /admin's words). */
export const transcriptLanguages = ['en', 'cy'] as const;
export type TranscriptLanguage = (typeof transcriptLanguages)[number];
export const isTranscriptLanguage = (code: unknown): code is TranscriptLanguage =>
  transcriptLanguages.includes(code as TranscriptLanguage);

/** A stretch of speech Whisper heard, in seconds from the start of its piece. */
export type Heard = { start: number; end: number; text: string };

/** What the Worker answers for a piece: what was heard in it, or a sentence. */
export type PieceAnswer =
  | { ready: boolean; said?: string }
  | { piece: number; heard: Heard[]; kept: boolean }
  | { said: string; resetsAt?: string };

/** The time a stretch starts or ends in WebVTT: 01:02:03.450. */
function vttTime(seconds: number) {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000) % 60;
  const m = Math.floor(total / 60_000) % 60;
  const h = Math.floor(total / 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, '0')}`;
}

/**
 * One WebVTT from the pieces in order: each piece's times moved on by where it starts, so they
 * run on across pieces; a stretch is kept within its piece, and nothing runs backwards.
 */
export function joinPieces(pieces: Heard[][], seconds = pieceSeconds) {
  const cues: string[] = [];
  let last = 0;
  pieces.forEach((heard, index) => {
    const offset = index * seconds;
    for (const { start, end, text } of heard) {
      const words = text.replace(/\s+/g, ' ').replace(/-->/g, '→').trim();
      if (!words) continue;
      const from = Math.max(last, offset + Math.min(Math.max(start, 0), seconds));
      const to = Math.max(from + 0.001, offset + Math.min(Math.max(end, start, 0), seconds));
      cues.push(`${vttTime(from)} --> ${vttTime(to)}\n${words}`);
      last = to;
    }
  });
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

/** When the allowance returns, on the church's clock, as allowanceSpent says it. */
export const allowanceReturnsAt = { oneAm: '1 am', midnight: 'midnight' } as const;

/**
 * When Workers AI's free allowance comes back: 00:00 UTC, which is 1 am in the UK's summer time
 * (from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October).
 */
export function allowanceReturns(now: Date) {
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(now.getUTCFullYear(), month + 1, 0, 1));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.getTime();
  };
  // The next midnight UTC, and whether the UK's clocks are on summer time then.
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const summer = next >= lastSunday(2) && next < lastSunday(9);
  return summer ? allowanceReturnsAt.oneAm : allowanceReturnsAt.midnight;
}

/** Every refusal, in the office's words: what happened, then what to do. */
export const transcriptRefusals = {
  notSetUp:
    'Transcripts cannot be written here: Cloudflare’s Workers AI is not turned on for this website (the setting-up guide, step 8, says how; it is free). You can still upload a WebVTT file or paste the text below.',
  notARecording:
    'The transcript is written from a recording uploaded to the church’s recordings: upload the sermon’s recording above first.',
  allowanceSpent: (at: string) =>
    `Today’s free allowance for writing transcripts is used up, so the rest could not be written: choose Write the transcript again after ${at}, and it carries on from where it stopped. What was written so far is in the box below.`,
  tooSlow:
    'Writing the transcript took too long just now: choose Write the transcript again, and it carries on from where it stopped.',
  failed:
    'Workers AI could not write this part of the transcript just now: choose Write the transcript again in a few minutes; what was written so far is kept.',
  unknown:
    'The website did not understand this part of the transcript: reload /admin and choose Write the transcript again.',
  notWrittenYet: 'This part of the transcript has not been written yet.',
  connectionLost:
    'The connection dropped while the transcript was being written: choose Write the transcript again once you have a signal, and it carries on from where it stopped.',
  otherSite:
    'This was sent from another website’s page, so it was refused: write transcripts only from this website’s own /admin.',
  notSignedIn:
    'You are not signed in any more, so the transcript was not written: log out of /admin (your name at the top right), sign in again, then choose Write the transcript again.',
  notAnEditor:
    'Your GitHub account cannot save changes to the church’s website, so it cannot write transcripts either: ask whoever looks after the website to add you to the website’s repository on GitHub.',
  gitHubDown:
    'GitHub did not answer just now, so your sign-in could not be checked: choose Write the transcript again in a few minutes.',
} as const;
