import { formatTimecode } from './timecode.ts';
import type { RecordingKind } from './recording-kinds.ts';

// A sermon's recording sent from /admin (recording-box.ts) to R2 through the Worker (upload.ts):
// what both sides agree on. R2's parts are all one size, at least 5 MiB, but the last no larger;
// 10,000 at most (docs/decisions/0024).

/** Where /admin asks: GET says whether uploads work here, POST starts one, PUT sends a part. */
export const uploadPath = '/admin/recordings/';

/** R2's least part: a dropped connection costs at most this much sent again. */
export const partSize = 5 * 1024 * 1024;

/** The largest recording taken: over three hours at 320 kbit/s. */
export const largestRecording = 500 * 1000 * 1000;

/** How many parts a file of `size` bytes is sent in. */
export const partsOf = (size: number) => Math.max(1, Math.ceil(size / partSize));

/** The bytes part `number` (from 1) of a file of `size` bytes holds. */
export function partLength(size: number, number: number) {
  const parts = partsOf(size);
  if (!Number.isInteger(number) || number < 1 || number > parts) return undefined;
  return number < parts ? partSize : size - partSize * (parts - 1);
}

/**
 * The name in the bucket: the file's name (its letters in any script kept, accents off Latin
 * ones), its size, and the start of its SHA-256, so other bytes under the same name are another
 * recording and the same bytes chosen twice are one object.
 */
export function recordingKey(fileName: string, size: number, sha256: string) {
  const kind = recordingKindOf(fileName, '') ?? 'mp3';
  const words = fileName
    .replace(/\.(mp3|m4a)$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // By characters, not UTF-16 units, so no letter outside the BMP is cut in half.
  const stem = [...words].slice(0, 60).join('') || 'sermon';
  return `${stem}-${size}-${sha256.slice(0, 8)}.${kind}`;
}

const keyPattern = /^[\p{L}\p{M}\p{N}-]{1,60}-(\d{1,12})-[0-9a-f]{8}\.(mp3|m4a)$/u;

/** A key this upload could have made, so a part is never written anywhere else. */
export const isRecordingKey = (key: string) => keyPattern.test(key);

/** The size a key was made for, which its parts must add up to. */
export const sizeInKey = (key: string) => Number(keyPattern.exec(key)?.[1]);

/** A SHA-256 as the box sends it: 64 small hex digits. */
export const isSha256 = (hash: unknown): hash is string =>
  typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash);

/** What kind of recording a file is by its name or the type the browser gives it, if any. */
export function recordingKindOf(name: string, type: string): RecordingKind | undefined {
  if (/\.mp3$/i.test(name) || /^audio\/(mpeg|mp3)$/i.test(type)) return 'mp3';
  if (/\.m4a$/i.test(name) || /^audio\/(mp4|x-m4a|aac)$/i.test(type)) return 'm4a';
  return undefined;
}

/** Whether a file is a WAV, which is refused with a sentence saying how to send it instead. */
export const looksLikeWav = (name: string, type: string) =>
  /\.wave?$/i.test(name) || /^audio\/(wav|wave|x-wav|vnd\.wave)$/i.test(type);

/** Whether a file's first bytes are an MP3's: an ID3 tag, or an MPEG layer III frame's header. */
export function startsLikeMp3(bytes: Uint8Array) {
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) return true;
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2;
}

/**
 * Brands of an MP4 file that may hold only sound: Apple's `M4A `/`M4B `, and the general ones
 * Android's recorders and Zoom write (`isom`, `mp42`, `3gp4`…). A video is refused by its name
 * and type before, and by nothing here: its bytes would still play as sound.
 */
const audioBrands = new Set([
  'M4A ',
  'M4B ',
  'isom',
  'iso2',
  'mp41',
  'mp42',
  '3gp4',
  '3gp5',
  '3gp6',
]);
const latin1 = (bytes: Uint8Array, from: number) =>
  String.fromCharCode(...bytes.subarray(from, from + 4));

/** Whether a file's first bytes are an MP4's: an `ftyp` box first, with an audio brand in it. */
export function startsLikeMp4(bytes: Uint8Array) {
  if (bytes.length < 16 || latin1(bytes, 4) !== 'ftyp') return false;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (size < 16 || size > 4096 || size % 4 !== 0) return false;
  const brands = [latin1(bytes, 8)];
  for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) brands.push(latin1(bytes, at));
  return brands.some((brand) => audioBrands.has(brand));
}

/** Whether a file's first bytes are those of the kind it claims to be. */
export const startsLike = (kind: RecordingKind, bytes: Uint8Array) =>
  kind === 'mp3' ? startsLikeMp3(bytes) : startsLikeMp4(bytes);

/** How many uploads one sign-in may have started and not finished in a day. */
export const unfinishedAllowed = 5;

/** How many bytes one editor may start uploading in a day: four of the largest recordings. */
export const dailyBytes = 2000 * 1000 * 1000;

/** The rate limit's pause, in seconds, which the box waits before sending a part again. */
export const tooFastPause = 10;

/** What the Worker answers: the recording is there, or a part was taken, or a sentence. */
export type UploadAnswer =
  | { ready: boolean; said?: string }
  | { key: string; done: true; size: number }
  | { key: string; upload: string; done?: false }
  | { part: number; etag: string }
  | { said: string };

/** Every refusal, in the office's words: what happened, then what to do. */
export const uploadRefusals = {
  notSetUp:
    'Recordings cannot be uploaded here yet: whoever looks after the website turns on Cloudflare’s file storage, R2, as step 8 of the setting-up guide says. Until then, type the recording’s address, size and length in the boxes below.',
  otherSite:
    'This upload was sent from another website’s page, so it was refused: upload recordings only from this website’s own /admin.',
  notSignedIn:
    'You are not signed in, so the recording was not uploaded: sign in to /admin again, then choose the file once more.',
  signInRefused:
    'GitHub no longer accepts your sign-in, so the recording was not uploaded: log out of /admin (your name at the top right), sign in again, then choose the file once more.',
  notAnEditor:
    'Your GitHub account cannot save changes to the church’s website, so it cannot upload recordings either: ask whoever looks after the website to add you to the website’s repository on GitHub.',
  gitHubDown:
    'GitHub did not answer just now, so the upload could not be checked: choose Try again in a few minutes.',
  notMp3:
    'This file is not a recording the website can share, so it was not uploaded: choose the recording as the phone or recorder saved it, an M4A (from a phone’s recorder, Zoom or Teams) or an MP3.',
  wav: 'This recording is a WAV file, ten times the size of the same sermon as M4A or MP3, and podcast apps do not all play it, so it was not uploaded. Save it as MP3 first: on a computer, open it in Audacity (free) and choose File → Export Audio, then MP3. Next time, set the recorder to record MP3 (most hand-held recorders have the setting), or record on a phone, which saves M4A.',
  notWhatItSays:
    'This file’s name says it is a recording, but what is inside is not one the website can share, so it was not uploaded: choose the recording as the phone or recorder saved it, an M4A or an MP3.',
  tooLarge: `This file is larger than ${largestRecording / 1e6} MB, far more than a sermon’s MP3 needs, so it was not uploaded: export it again at a lower quality (128 kbit/s is plenty for speech).`,
  empty: 'This file is empty, so it was not uploaded: choose the recording itself.',
  wrongPart:
    'Part of the recording arrived damaged, so it was not kept: choose Try again to send that part again.',
  forgotten:
    'This upload was started too long ago and has been forgotten (an unfinished upload is kept for a day): choose the file again.',
  keptMeanwhile:
    'This recording was finished meanwhile, from another window or device, so this upload was not kept: choose the file again and its address, size and length are filled in.',
  tooMany: `You have ${unfinishedAllowed} uploads unfinished already, so this one was not started: finish one of them by choosing its file again, or try tomorrow, when unfinished uploads are cleared.`,
  overQuota: `This recording would take you past ${dailyBytes / 1e9} GB of uploads in 24 hours, as much as one person may, so it was not started: try again tomorrow, or ask another editor to upload it.`,
  notYours:
    'This upload was started by another sign-in, so it was not taken here: choose the file again to send it afresh.',
  notTheFile:
    'Part of the recording is not the file this upload started with (it may have been changed while it was sending), so that part was not kept: choose the file again.',
  tooFast: `The website has had more requests from your address than it takes at once, so this was paused: wait ${tooFastPause} seconds and choose Try again; the parts already sent are kept.`,
  tooManyNewSignIns:
    'The website has been asked about more new sign-ins from your address in the last minute than it checks with GitHub, so this was paused: wait a minute and choose Try again; the parts already sent are kept.',
  notWhole:
    'The recording did not arrive whole, so it was not kept: choose the file again to send it afresh.',
  storageDown:
    'Cloudflare’s file storage did not answer just now: choose Try again in a minute; the parts already sent are kept.',
  unknown: 'The website did not understand this upload: reload /admin and choose the file again.',
} as const;

/** The quota's refusal, with when it lets this recording in: on the church's clock, to the minute after. */
export function overQuotaUntil(after: number) {
  const at = new Date(Math.ceil(after / 60_000) * 60_000);
  const on = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(at);
  const when = `${on({ hour: '2-digit', minute: '2-digit' })} on ${on({ weekday: 'long', day: 'numeric', month: 'long' })}`;
  return `This recording would take you past ${dailyBytes / 1e9} GB of uploads in 24 hours, as much as one person may, so it was not started: try again after ${when}, or ask another editor to upload it.`;
}

/** Megabytes with one decimal, as the box counts them (1 MB = 1,000,000 bytes). */
export const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/** A length in seconds as the sermon's Length box takes it: 34:12, or 1:02:05. */
export const lengthOf = (seconds: number) => formatTimecode(Math.round(seconds));
