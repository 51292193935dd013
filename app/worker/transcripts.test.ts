import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  joinPieces,
  pieceSeconds,
  transcriptPath,
  transcriptRefusals,
} from '../lib/transcript-writing.ts';
import { base64Of, wavOf } from '../lib/wav.ts';
import { fakeHeard, fakeWhisper, whisperAnswer } from '../../test/fake-whisper.ts';
import { editorEachTest, siteAppSettings } from '../../test/worker-github.ts';
import { buildFactsPath } from './paths.ts';
import {
  heardIn,
  pieceKey,
  transcript,
  type TranscriptBucket,
  type TranscriptEnv,
  type WhisperBinding,
} from './transcripts.ts';

// /admin's "Write the transcript" as the Worker meets it: the uploads' token check, the pieces
// passed to a fake Whisper that answers in Workers AI's shape (test/fake-whisper.ts), each kept
// in a bucket in memory so a second request spends nothing; the allowance spent, and a slow one.

const site = 'https://church.example';
const repository = 'st-columbas-keswick/website';
const recording = 'sunday-morning-service-2748-c0ffee12.m4a';

function memoryBucket() {
  const objects = new Map<string, string>([[recording, 'the recording']]);
  const bucket: TranscriptBucket & { objects: typeof objects } = {
    objects,
    head: async (key) => (objects.has(key) ? {} : null),
    get: async (key) => {
      const text = objects.get(key);
      return text === undefined ? null : { body: new Blob([text]).stream() };
    },
    put: async (key, value) => void objects.set(key, value),
  };
  return bucket;
}

const env = (whisper?: WhisperBinding, bucket = memoryBucket()): TranscriptEnv => ({
  ...siteAppSettings,
  RECORDINGS: bucket,
  AI: whisper,
  ASSETS: {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === buildFactsPath
        ? Response.json({ backend: { repo: repository, branch: 'main' } })
        : new Response('Not Found', { status: 404 }),
  },
});

/** Thirty seconds of silence at 16 kHz, as the box sends a piece. */
const piece = base64Of(wavOf(new Float32Array(pieceSeconds * 16_000), 16_000));
const ask = (
  n: number,
  { token = each.editor, origin = site, language = 'en', key = recording, body = piece } = {},
) => {
  const headers = new Headers({ 'Content-Type': 'text/plain' });
  if (token) headers.set('Authorization', `token ${token}`);
  if (origin) headers.set('Origin', origin);
  const path = `${transcriptPath}${encodeURIComponent(key)}?piece=${n}&language=${language}`;
  return new Request(`${site}${path}`, { method: 'POST', body, headers });
};
const read = async (answer: Response) =>
  (await answer.json()) as {
    said?: string;
    heard?: { start: number; end: number; text: string }[];
    kept?: boolean;
  };

const each = editorEachTest(repository);
afterEach(() => vi.useRealTimers());

describe('a transcript written by Whisper, a piece at a time', () => {
  it('passes each piece to Whisper in the sermon’s language and keeps what it heard', async () => {
    const whisper = fakeWhisper();
    const bucket = memoryBucket();
    const answer = await transcript(ask(0, { language: 'cy' }), env(whisper, bucket));
    expect(answer.status).toBe(200);
    expect(await read(answer)).toEqual({ piece: 0, heard: fakeHeard(0), kept: false });
    expect(whisper.asked).toEqual([{ audio: piece, language: 'cy' }]);
    expect(JSON.parse(bucket.objects.get(pieceKey(recording, 'cy', 0))!)).toEqual(fakeHeard(0));
  });

  it('does not spend the allowance twice: a piece asked for again is the one kept', async () => {
    const whisper = fakeWhisper();
    const bucket = memoryBucket();
    await transcript(ask(3), env(whisper, bucket));
    const again = await read(await transcript(ask(3), env(whisper, bucket)));
    expect(again).toEqual({ piece: 3, heard: fakeHeard(0), kept: true });
    expect(whisper.asked).toHaveLength(1);
    // Another language is another transcript.
    await transcript(ask(3, { language: 'cy' }), env(whisper, bucket));
    expect(whisper.asked).toHaveLength(2);
  });

  it('answers a GET with a piece kept before, and with not yet, spending nothing', async () => {
    const whisper = fakeWhisper();
    const bucket = memoryBucket();
    const get = (n: number, token = each.editor) =>
      new Request(`${site}${transcriptPath}${recording}?piece=${n}&language=en`, {
        headers: token ? { Authorization: `token ${token}` } : {},
      });
    const notYet = await transcript(get(0), env(whisper, bucket));
    expect([notYet.status, (await read(notYet)).said]).toEqual([
      404,
      transcriptRefusals.notWrittenYet,
    ]);
    await transcript(ask(0), env(whisper, bucket));
    expect(await read(await transcript(get(0), env(whisper, bucket)))).toEqual({
      piece: 0,
      heard: fakeHeard(0),
      kept: true,
    });
    expect((await transcript(get(0, ''), env(whisper, bucket))).status).toBe(401);
    expect(whisper.asked).toHaveLength(1);
  });

  it('joins the pieces’ answers into one WebVTT whose times run on', async () => {
    const whisper = fakeWhisper();
    const bucket = memoryBucket();
    const pieces = [];
    for (const n of [0, 1, 2]) {
      pieces.push((await read(await transcript(ask(n), env(whisper, bucket)))).heard!);
    }
    const vtt = joinPieces(pieces);
    expect(vtt).toContain('00:00:00.500 --> 00:00:04.250\nPart 1: the sower went out to sow.');
    expect(vtt).toContain('00:00:35.000 --> 00:00:39.500\nPart 2: some seed fell on good soil.');
    expect(vtt).toContain('00:01:00.500 --> 00:01:04.250\nPart 3: the sower went out to sow.');
  });

  it('tells the office when the day’s free allowance is spent, keeping what was written', async () => {
    const whisper = fakeWhisper({ allowance: 2 });
    const bucket = memoryBucket();
    const summer = { now: new Date('2026-07-05T20:00:00Z') };
    for (const n of [0, 1])
      expect((await transcript(ask(n), env(whisper, bucket), summer)).status).toBe(200);
    const spent = await transcript(ask(2), env(whisper, bucket), summer);
    expect(spent.status).toBe(429);
    expect((await read(spent)).said).toBe(transcriptRefusals.allowanceSpent('1 am'));
    const winter = await transcript(ask(2), env(whisper, bucket), {
      now: new Date('2026-11-29T20:00:00Z'),
    });
    expect((await read(winter)).said).toBe(transcriptRefusals.allowanceSpent('midnight'));
    // The pieces written before are still there, and cost nothing.
    expect((await read(await transcript(ask(1), env(whisper, bucket), summer))).kept).toBe(true);
  });

  it('tells the office to try again when Whisper is slow, and keeps nothing of it', async () => {
    const whisper = fakeWhisper({ slow: 200 });
    const bucket = memoryBucket();
    const answer = await transcript(ask(0), env(whisper, bucket), { timeLimit: 50 });
    expect(answer.status).toBe(504);
    expect((await read(answer)).said).toBe(transcriptRefusals.tooSlow);
    expect(bucket.objects.has(pieceKey(recording, 'en', 0))).toBe(false);
    // Within its time, the same slow binding is waited for.
    expect((await transcript(ask(0), env(whisper, bucket), { timeLimit: 1000 })).status).toBe(200);
  });

  it('refuses tokens as the uploads do, before Whisper or R2 hears of it', async () => {
    const whisper = fakeWhisper();
    const stranger = each.github.give('Stranger', { push: false });
    const otherApp = each.github.give('OtherApp', { app: 'Iv1.another-app' });
    const cases: [Request, number, string][] = [
      [ask(0, { token: '' }), 401, transcriptRefusals.notSignedIn],
      [ask(0, { token: 'not-a-token' }), 401, transcriptRefusals.notSignedIn],
      [ask(0, { token: otherApp }), 401, transcriptRefusals.notSignedIn],
      [ask(0, { token: stranger }), 403, transcriptRefusals.notAnEditor],
      [ask(0, { origin: 'https://elsewhere.example' }), 403, transcriptRefusals.otherSite],
    ];
    for (const [request, status, said] of cases) {
      const answer = await transcript(request, env(whisper));
      expect([answer.status, (await read(answer)).said]).toEqual([status, said]);
    }
    expect(whisper.asked).toEqual([]);
  });

  it('refuses what is not a piece of one of the church’s recordings', async () => {
    const whisper = fakeWhisper();
    const cases: [Request, number, string][] = [
      [ask(0, { key: 'elsewhere-10-c0ffee12.m4a' }), 404, transcriptRefusals.notARecording],
      [ask(0, { key: '../secret.json' }), 400, transcriptRefusals.unknown],
      [ask(-1), 400, transcriptRefusals.unknown],
      [ask(0, { language: 'fr' }), 400, transcriptRefusals.unknown],
      [ask(0, { body: 'not base64 of a WAV' }), 400, transcriptRefusals.unknown],
      [ask(0, { body: 'UklGR'.padEnd(1_400_004, 'A') }), 400, transcriptRefusals.unknown],
    ];
    for (const [request, status, said] of cases) {
      const answer = await transcript(request, env(whisper));
      expect([answer.status, (await read(answer)).said]).toEqual([status, said]);
    }
    expect(whisper.asked).toEqual([]);
  });

  it('says in words where Workers AI is not turned on', async () => {
    const ready = await transcript(new Request(`${site}${transcriptPath}`), env(undefined));
    expect(await read(ready)).toEqual({ ready: false, said: transcriptRefusals.notSetUp });
    const piece0 = await transcript(ask(0), env(undefined));
    expect([piece0.status, (await read(piece0)).said]).toEqual([503, transcriptRefusals.notSetUp]);
    const on = await transcript(new Request(`${site}${transcriptPath}`), env(fakeWhisper()));
    expect(await read(on)).toEqual({ ready: true });
  });

  it('reads Whisper’s answer by its segments, else its WebVTT, else its text', () => {
    const heard = fakeHeard(4);
    expect(heardIn(whisperAnswer(heard))).toEqual(heard);
    const { vtt } = whisperAnswer(heard);
    expect(heardIn({ vtt })).toEqual(heard);
    expect(heardIn({ text: ' Amen. ' })).toEqual([{ start: 0, end: pieceSeconds, text: 'Amen.' }]);
    expect(heardIn(undefined)).toEqual([]);
  });
});
