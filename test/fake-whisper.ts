// Workers AI's Whisper as the tests meet it: no account reaches the real one from this machine
// (wrangler dev asks for one, and the unit tests run in Node). Each answers in Whisper's real
// shape (`text`, `word_count`, `segments` with `words`, `vtt`, `transcription_info`).
import { pieceSeconds, type Heard } from '../app/lib/transcript-writing.ts';
import type { WhisperBinding } from '../app/worker/transcripts.ts';

/** What the fake hears in piece `n` (from 0) of any recording: two sentences, numbered. */
export const fakeHeard = (n: number): Heard[] => [
  { start: 0.5, end: 4.25, text: `Part ${n + 1}: the sower went out to sow.` },
  { start: 5, end: 9.5, text: `Part ${n + 1}: some seed fell on good soil.` },
];

const vttTime = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`;

/** Whisper's answer for these stretches, as Workers AI gives it. */
export function whisperAnswer(heard: Heard[], language = 'en') {
  const text = heard.map((stretch) => stretch.text).join(' ');
  return {
    transcription_info: {
      language,
      language_probability: 0.98,
      duration: pieceSeconds,
      duration_after_vad: heard.reduce((sum, s) => sum + s.end - s.start, 0),
    },
    text,
    word_count: text.split(/\s+/).length,
    segments: heard.map(({ start, end, text: words }) => ({
      start,
      end,
      text: words,
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.3,
      no_speech_prob: 0.01,
      words: words.split(' ').map((word, i, all) => ({
        word,
        start: start + ((end - start) * i) / all.length,
        end: start + ((end - start) * (i + 1)) / all.length,
      })),
    })),
    vtt: `WEBVTT\n\n${heard.map((s) => `${vttTime(s.start)} --> ${vttTime(s.end)}\n${s.text}`).join('\n\n')}\n`,
  };
}

/**
 * A fake binding: it answers each piece with `fakeHeard`, counting the pieces it was asked for;
 * after `allowance` pieces it fails as Workers AI does when the day's free Neurons are spent;
 * `slow` makes each answer take that many ms.
 */
export function fakeWhisper({ allowance = Infinity, slow = 0 } = {}) {
  const asked: { audio: string; language: unknown }[] = [];
  const binding: WhisperBinding & { asked: typeof asked } = {
    asked,
    async run(model, inputs) {
      if (model !== '@cf/openai/whisper-large-v3-turbo')
        throw new Error(`5007: No such model ${model}`);
      if (asked.length >= allowance) {
        throw new Error(
          "3036: You have used up your daily free allocation of 10,000 neurons. Please upgrade to Cloudflare's Workers Paid plan if you would like to continue usage.",
        );
      }
      asked.push({ audio: String(inputs.audio), language: inputs.language });
      if (slow) await new Promise((done) => setTimeout(done, slow));
      // The piece's number, from the WAV's own length is not known here: count them instead.
      return whisperAnswer(fakeHeard(asked.length - 1), String(inputs.language));
    },
  };
  return binding;
}
