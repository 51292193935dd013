// What the "Published" line at the foot of /admin says, with no page and no network.
import type { BuildFacts } from '../shared/build-facts.ts';
import { adminWords, counted, dateWords, filled } from '../shared/words.ts';

/** The branch's newest commit. */
export interface Head {
  sha: string;
  date: string;
  message?: string;
}
/** The "Build the site" run on it. */
export interface Run {
  status?: string;
  conclusion?: string | null;
  url?: string;
}
/** A failed build's problem, as its annotation tells it. */
export type Told = Omit<Annotation, 'annotation_level' | 'path'> & { file?: string };
/** What GitHub could say. */
export type Known = { head?: Head; run?: Run; problems?: Told[] };
export interface State {
  tone: 'ok' | 'waiting' | 'failed' | 'local' | 'unknown';
  headline: string;
  lines: string[];
  link?: string;
  /** The entries to open: each file ("content/church.yml") and its name on the screen. */
  open?: { file: string; entry: string }[];
}

/** A moment on the church's clock: "25 November at 14:05". */
export const churchTime = (iso: string) => dateWords(iso, 'moment');

/** A change not on the site this long after it was saved was not published (builds take minutes). */
export const publishedWithinMinutes = 30;

/** What to say, from the build's facts, the editor's sign-in and what GitHub could say. */
export function publishState({
  facts,
  signedIn,
  head,
  run,
  problems = [],
  now = Date.now(),
}: Known & { facts?: BuildFacts; signedIn?: string; now?: number }): State {
  const words = adminWords().published;
  if (!facts) {
    return { tone: 'unknown', headline: words.notKnown, lines: [] };
  }
  if (facts.onThisComputer) {
    const refused = facts.refused ?? [];
    if (refused.length > 0)
      return {
        tone: 'failed',
        headline: words.hereRefusedHeadline,
        lines: [
          words.hereRefused,
          ...refused.map(
            ({ screen, sentence, file }) => `${screen ?? file}: ${messageOf(sentence)}`,
          ),
          words.hereRefusedAdvice,
        ],
        open: [...new Map(refused.map(({ file, screen }) => [file, entryOf(file, screen)]))].map(
          ([file, entry]) => ({ file, entry }),
        ),
      };
    return { tone: 'local', headline: words.hereLiveHeadline, lines: [words.hereLive] };
  }
  const when = facts.builtAt ? churchTime(facts.builtAt) : '';
  const published = when ? filled(words.lastPublished, { when }) : words.lastPublishedNotKnown;
  const headline = when ? filled(words.headline, { when }) : words.headlineNotKnown;
  if (!head) {
    // Not signed in, signed in to GitHub that could not be asked just now, or to local files.
    const lines =
      signedIn === undefined
        ? []
        : signedIn === 'github'
          ? [words.notAskable]
          : [words.savedHereOnly];
    return { tone: 'unknown', headline, lines };
  }
  if (facts.commit && head.sha === facts.commit) {
    return { tone: 'ok', headline, lines: [words.onSite] };
  }
  const message = head.message?.split('\n')[0];
  const change = filled(message ? words.changeNamed : words.change, {
    when: churchTime(head.date),
    ...(message && { message }),
  });
  if (run && run.conclusion === 'failure') {
    return {
      tone: 'failed',
      headline: words.failedHeadline,
      lines: [
        filled(words.failed, { change, published }),
        ...problems.map(
          (problem) => `${problem.title ? `${problem.title}: ` : ''}${problem.message}`,
        ),
        problems.length > 0 ? words.putEachRight : words.emailSaysWhy,
      ],
      ...(run.url && { link: run.url }),
      // As on this computer: a link to each entry the build named.
      open: [
        ...new Map(
          problems.flatMap(({ file, title }) =>
            file
              ? [[file, entryOf(file, title === wholeContent ? undefined : title)] as const]
              : [],
          ),
        ),
      ].map(([file, entry]) => ({ file, entry })),
    };
  }
  const waited = Math.round((now - Date.parse(head.date)) / 60_000);
  if (waited > publishedWithinMinutes) {
    // The host's builds are stopped, failing or out of allowance: only the host's page says which.
    const counts = adminWords().counts;
    return {
      tone: 'failed',
      headline: words.lateHeadline,
      lines: [
        filled(words.late, {
          change,
          published,
          waited:
            waited >= 120
              ? counted(Math.floor(waited / 60), counts.hours)
              : counted(waited, counts.minutes),
        }),
      ],
    };
  }
  return {
    tone: 'waiting',
    headline: words.waitingHeadline,
    lines: [filled(words.waiting, { change, published })],
  };
}

/** The title of an annotation about no box of /admin's (scripts/content-report.mjs). */
const wholeContent = 'The church content';

/** The entry a box is in: "Your own pages → “Safeguarding”" of its screen's names. */
const entryOf = (file: string, screen?: string) =>
  screen ? screen.split(' → ').slice(0, 2).join(' → ') : file;

/** The build's sentence ("- {file}, {keys}: {words}") as its words alone. */
const messageOf = (sentence: string) => sentence.replace(/^- [^,:]*(, [^:]*)?: /, '');

/** A check run's annotation, as GitHub's REST API gives it. */
export interface Annotation {
  annotation_level: string;
  title?: string;
  message: string;
  /** The file it is about, as the build named it (scripts/content-report.mjs). */
  path?: string;
}

/** The failed build's errors, from its annotations (scripts/content-report.mjs writes them). */
export const toldBy = (notes: Annotation[]): Told[] =>
  notes
    .filter((note) => note.annotation_level === 'failure')
    .map((note) => {
      // The file, from the annotation's place or else its message's start ("sermons/a.md: …").
      const named = note.path || /^([^:\s]+\.(?:ya?ml|md)): /.exec(note.message)?.[1];
      const file = named && (named.startsWith('content/') ? named : `content/${named}`);
      return {
        title: note.title?.replace(/^In \/admin: /, ''),
        message: note.message.replace(/^[^:]*?: /, ''),
        ...(file && { file }),
      };
    });

/** How long until the line asks again: soon while a change is on its way, or on this computer. */
export const askAgainIn = (state: State) =>
  // On this computer the dev server's check is asked for often: it learns of a change a moment
  // after the save that made it.
  state.tone === 'local' ? 10_000 : state.tone === 'waiting' || state.open ? 30_000 : 120_000;
