// A WebVTT file as a transcription tool writes one (https://www.w3.org/TR/webvtt1/), <v Name>
// saying who speaks (as Apple Podcasts reads it); NOTE, STYLE and REGION blocks and other tags
// are dropped. A file this cannot read gets a sentence naming its line.

import { readCharacterReferences } from './character-references.ts';
import { formatTimecode } from './timecode.ts';

/** Seconds from the start of the recording; `voice`: who a <v> span names. */
export type Cue = { start: number; end: number; voice?: string; text: string };

const timestamp = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const timing = new RegExp(`^${timestamp}[ \\t]+-->[ \\t]+${timestamp}(?:[ \\t].*)?$`);

const seconds = (h = '0', m: string, s: string, ms: string) =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

const shown = (time: number) => formatTimecode(time, { exact: true });

function plainText(payload: string): string {
  return readCharacterReferences(payload.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The speaker of a cue's first <v> span: "<v.loud Rev. Jane Smith>" → "Rev. Jane Smith". */
function voiceOf(payload: string): string | undefined {
  const name = /<v(?:\.[^\s>]*)?[ \t]+([^>]+)>/.exec(payload)?.[1];
  return name ? plainText(name) || undefined : undefined;
}

const example = 'such as 00:01:02.500 --> 00:01:05.000';

/** The cues of a WebVTT file in order, or what is wrong and where, to follow "the file". */
export function parseWebVtt(source: string): { cues: Cue[] } | { problem: string } {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { problem: 'is not a WebVTT file: its first line must be WEBVTT' };
  }
  const cues: Cue[] = [];
  let index = 1;
  // The header's own lines, up to the first blank line.
  while (index < lines.length && lines[index] !== '') index += 1;
  while (index < lines.length) {
    if (lines[index]!.trim() === '') {
      index += 1;
      continue;
    }
    const block: { line: number; text: string }[] = [];
    while (index < lines.length && lines[index]!.trim() !== '') {
      block.push({ line: index + 1, text: lines[index]! });
      index += 1;
    }
    const [first, second] = block;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first!.text) && !first!.text.includes('-->')) {
      continue;
    }
    // A cue's name is optional: its times are on the first or the second line.
    const timesAt = first!.text.includes('-->') ? 0 : second?.text.includes('-->') ? 1 : -1;
    if (timesAt === -1) {
      return {
        problem: `has words on line ${first!.line}, "${first!.text.trim()}", outside a cue: a cue starts with its times, ${example}`,
      };
    }
    const times = block[timesAt]!;
    const match = timing.exec(times.text.trim());
    if (!match) {
      return {
        problem: `has a cue on line ${times.line} whose times, "${times.text.trim()}", are not in the form WebVTT wants, ${example}`,
      };
    }
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    const start = seconds(h1, m1!, s1!, ms1!);
    const end = seconds(h2, m2!, s2!, ms2!);
    if (end <= start) {
      return {
        problem: `has a cue on line ${times.line} that ends (${shown(end)}) no later than it starts (${shown(start)})`,
      };
    }
    const previous = cues.at(-1);
    if (previous && start < previous.start) {
      return {
        problem: `has a cue on line ${times.line} that starts at ${shown(start)}, before the cue above it (${shown(previous.start)}): cues must be in the order they are spoken`,
      };
    }
    const payload = block
      .slice(timesAt + 1)
      .map(({ text }) => text)
      .join('\n');
    const text = plainText(payload);
    if (!text) continue;
    const voice = voiceOf(payload);
    cues.push({ start, end, ...(voice && { voice }), text });
  }
  if (cues.length === 0) return { problem: 'has no cues: there are no words in it to show' };
  return { cues };
}
