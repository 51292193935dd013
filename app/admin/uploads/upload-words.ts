// What the uploads say in /admin's words: the upload line (upload-progress.ts), and how it knows
// an upload has finished; and the Worker's refusals, which it sends in English.
import { megabytes, uploadRefusals } from '../../lib/recording-upload.ts';
import { allowanceReturnsAt, transcriptRefusals } from '../../lib/transcript-writing.ts';
import { adminWords, counted, filled } from '../shared/words.ts';

/** The name Decap gives the upload: small letters, accents and odd characters made plain. */
export const savedName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '-');

/** Whether words on the page are the uploaded file's name, or Decap saying it went wrong. */
export const endsUpload = (words: string, name: string) => {
  const text = words.trim().toLowerCase();
  return text === name || /^failed to (persist|upload)/.test(text);
};

export const uploading = (names: string[]) =>
  filled(adminWords().uploadLine.uploading, { files: names.join(', ') });

/** The recording box once a file is up: "Uploaded sermon.m4a (12.3 MB, 34:12 long): …". */
export const recordingDone = (name: string, bytes: number, length: string) =>
  filled(adminWords().recording.done, { name, size: megabytes(bytes), length });

/** A count of minutes, as the transcript box says them. */
export const minutesWords = (count: number) => counted(count, adminWords().counts.minutes);

/** The transcript box once it has written: "The transcript of 40 minutes is written…". */
export const transcriptWritten = (minutes: number) =>
  filled(adminWords().transcript.written, { minutes: minutesWords(minutes) });

/** How long the line waits for the library to show the file, at most. */
export const uploadTimeout = 120_000;

/**
 * A refusal of the Worker's (app/worker speaks English) or of the boxes' own, in /admin's
 * language; any other sentence as it is.
 */
export function refusalSaid(said: string): string {
  const own = adminWords().refusals;
  if (!own) return said;
  const upload = Object.entries(uploadRefusals).find(([, english]) => english === said);
  if (upload) return own.upload[upload[0] as keyof typeof uploadRefusals];
  for (const [key, english] of Object.entries(transcriptRefusals)) {
    if (typeof english === 'string') {
      if (english === said) return own.transcript[key as keyof typeof own.transcript];
      continue;
    }
    for (const at of ['oneAm', 'midnight'] as const)
      if (english(allowanceReturnsAt[at]) === said)
        return filled(own.transcript.allowanceSpent, { at: own.transcript[at] });
  }
  return said;
}
