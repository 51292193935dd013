import type { Cue } from './webvtt.ts';

// A sermon's transcript as paragraphs, each with who speaks and, from a WebVTT file, when it
// starts: a transcription tool's cues of a line or two read as fragments, so they are joined.
export type TranscriptParagraph = { start?: number; speaker?: string; text: string };

/** A silence this long or longer starts a new paragraph. */
export const pauseSeconds = 2;
/** A paragraph this long goes on only to the end of its sentence. */
export const paragraphSeconds = 30;

const endsSentence = (text: string) => /[.?!…]["'’”)\]]*$/.test(text);

/**
 * Cues as paragraphs: a new one for another speaker, after a pause, or at a sentence's end after
 * half a minute. A cue naming no one is the last speaker's (the namespace's example).
 */
export function paragraphsOfCues(cues: readonly Cue[]): TranscriptParagraph[] {
  const paragraphs: (TranscriptParagraph & { start: number; end: number })[] = [];
  for (const cue of cues) {
    const current = paragraphs.at(-1);
    const speaker = cue.voice ?? current?.speaker;
    const goesOn =
      current !== undefined &&
      speaker === current.speaker &&
      cue.start - current.end < pauseSeconds &&
      !(cue.start - current.start >= paragraphSeconds && endsSentence(current.text));
    if (goesOn) {
      current.text = `${current.text} ${cue.text}`;
      current.end = Math.max(current.end, cue.end);
    } else {
      paragraphs.push({
        start: cue.start,
        end: cue.end,
        ...(speaker && { speaker }),
        text: cue.text,
      });
    }
  }
  return paragraphs.map(({ end: _end, ...paragraph }) => paragraph);
}

/** Pasted text: a paragraph wherever a blank line is, its lines joined. */
export function paragraphsOfText(text: string): TranscriptParagraph[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => ({ text: paragraph }));
}

/** The plain-text file the podcast names: a paragraph a line, after its speaker's name. */
export function transcriptFileText(paragraphs: readonly TranscriptParagraph[]): string {
  return `${paragraphs
    .map(({ speaker, text }) => (speaker ? `${speaker}: ${text}` : text))
    .join('\n\n')}\n`;
}
