// What the "Published" line at the foot of /admin says, with no page and no network.
import type { BuildFacts } from './build-facts.ts';

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
export type Told = Omit<Annotation, 'annotation_level'>;
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
export function churchTime(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(date);
  return `${part({ day: 'numeric', month: 'long' })} at ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

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
  if (!facts) {
    return { tone: 'unknown', headline: 'Not known when the site was last published', lines: [] };
  }
  if (facts.onThisComputer) {
    const refused = facts.refused ?? [];
    if (refused.length > 0)
      return {
        tone: 'failed',
        headline: 'Not live: the site on this computer refuses your newest change',
        lines: [
          'The site here cannot be made from the files as they are now, so its pages answer with an error. It says:',
          ...refused.map(
            ({ screen, sentence, file }) => `${screen ?? file}: ${messageOf(sentence)}`,
          ),
          'Open the entry, put it right and choose Publish again; or put the last publish back from Publishes.',
        ],
        open: [...new Map(refused.map(({ file, screen }) => [file, entryOf(file, screen)]))].map(
          ([file, entry]) => ({ file, entry }),
        ),
      };
    return {
      tone: 'local',
      headline: 'Live on this computer',
      lines: [
        'The site here shows your newest change: each save changes the files on this computer, and the site shows it once it has checked them. The public site stays as it is until those files are sent to the church’s GitHub account.',
      ],
    };
  }
  const when = facts.builtAt ? ` ${churchTime(facts.builtAt)}` : '';
  const published = `The site was last published${when}.`;
  if (!head) {
    // Not signed in, signed in to GitHub that could not be asked just now, or to local files.
    const lines =
      signedIn === undefined
        ? []
        : signedIn === 'github'
          ? ['Whether your newest change is on it could not be found out just now.']
          : ['Saves here change the files on this computer only; the public site stays as it is.'];
    return { tone: 'unknown', headline: `Published${when}`, lines };
  }
  if (facts.commit && head.sha === facts.commit) {
    return {
      tone: 'ok',
      headline: `Published${when}`,
      lines: ['Your newest change is on the site.'],
    };
  }
  const change = `Your newest change, saved ${churchTime(head.date)}${head.message ? ` (“${head.message.split('\n')[0]}”)` : ''},`;
  if (run && run.conclusion === 'failure') {
    return {
      tone: 'failed',
      headline: 'Not live: your newest change is not on the site',
      lines: [
        `${change} could not be published: the site could not be built with it, so it stays as it was. ${published}`,
        ...problems.map(
          (problem) => `${problem.title ? `${problem.title}: ` : ''}${problem.message}`,
        ),
        problems.length > 0
          ? 'Put each right and choose Publish again. GitHub has e-mailed the same to whoever saved it.'
          : 'The e-mail GitHub sent to whoever saved it, or the link below, says why.',
      ],
      ...(run.url && { link: run.url }),
    };
  }
  const waited = Math.round((now - Date.parse(head.date)) / 60_000);
  if (waited > publishedWithinMinutes) {
    // The host's builds are stopped, failing or out of allowance: only the host's page says which.
    return {
      tone: 'failed',
      headline: 'Your newest change is not on the site yet',
      lines: [
        `${change} is not on the site ${waited >= 120 ? `${Math.floor(waited / 60)} hours` : `${waited} minutes`} later, though publishing takes a few minutes: the host has not published it. Its builds may be stopped or failing: whoever looks after the website can see which on the host's list of builds (Cloudflare: the site's Deployments; Netlify: Deploys). ${published}`,
      ],
    };
  }
  return {
    tone: 'waiting',
    headline: 'Your newest change is on its way',
    lines: [`${change} is being published, which takes a few minutes. ${published}`],
  };
}

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
}

/** The failed build's errors, from its annotations (scripts/content-report.mjs writes them). */
export const toldBy = (notes: Annotation[]): Told[] =>
  notes
    .filter((note) => note.annotation_level === 'failure')
    .map((note) => ({
      title: note.title?.replace(/^In \/admin: /, ''),
      message: note.message.replace(/^[^:]*?: /, ''),
    }));

/** How long until the line asks again: soon while a change is on its way, or on this computer. */
export const askAgainIn = (state: State) =>
  // On this computer the dev server's check is asked for often: it learns of a change a moment
  // after the save that made it.
  state.tone === 'local' ? 10_000 : state.tone === 'waiting' || state.open ? 30_000 : 120_000;
