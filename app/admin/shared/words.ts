// /admin's own words (app/admin/words/<language>/admin.yml), in the site's first language:
// admin.ts speaks them once the build's facts say which it is (words.ts), before any room
// starts; the rooms read them as they draw, never at import. Node (the CMS tests) speaks them
// from the same files (app/pipeline/yaml-modules.ts).
import { fillPhrase } from '../../lib/format-date.ts';
import { type Language, languageCodes } from '../../lib/languages.ts';
import { countWords, type PluralWords } from '../../lib/plural.ts';
import { instantToLondon } from '../../lib/wall-clock.ts';
import type { TranscriptLanguage, transcriptRefusals } from '../../lib/transcript-writing.ts';
import type { uploadRefusals } from '../../lib/recording-upload.ts';

type Words<K extends string> = Record<K, string>;

/** The keys of admin.yml, each a sentence with its {fill-ins}, or a count's phrases. */
export interface AdminWords {
  panels: Words<'published' | 'samples' | 'unplaced'>;
  dates: {
    weekdays: string[];
    months: string[];
    monthsShort: string[];
    listed: string;
    moment: string;
  };
  counts: Record<'minutes' | 'hours', PluralWords>;
  published: Words<
    | 'notKnown'
    | 'hereRefusedHeadline'
    | 'hereRefused'
    | 'hereRefusedAdvice'
    | 'hereLiveHeadline'
    | 'hereLive'
    | 'headline'
    | 'headlineNotKnown'
    | 'lastPublished'
    | 'lastPublishedNotKnown'
    | 'notAskable'
    | 'savedHereOnly'
    | 'onSite'
    | 'change'
    | 'changeNamed'
    | 'failedHeadline'
    | 'failed'
    | 'putEachRight'
    | 'emailSaysWhy'
    | 'lateHeadline'
    | 'late'
    | 'waitingHeadline'
    | 'waiting'
    | 'openEntry'
    | 'buildOnGitHub'
  >;
  publishes: Words<
    | 'open'
    | 'heading'
    | 'about'
    | 'close'
    | 'signInFirst'
    | 'reading'
    | 'unreadable'
    | 'none'
    | 'byWhom'
    | 'putBack'
    | 'anyway'
    | 'keep'
    | 'puttingBack'
    | 'nothingToPutBack'
    | 'putBackHere'
    | 'putBackOnline'
    | 'wentWrong'
    | 'laterPublish'
    | 'olderThanList'
    | 'message'
    | 'added'
    | 'deleted'
    | 'changed'
    | 'andMore'
    | 'again'
    | 'changedMeanwhile'
    | 'mayNotBeSaved'
    | 'mayNotBeSavedHere'
    | 'gitHubUnreachable'
    | 'hereUnreachable'
    | 'gitHubRefused'
  > &
    Record<'laterChanged' | 'pictures', PluralWords>;
  setProblems: Words<
    'fromAnswers' | 'open' | 'putBackRefused' | 'withDependents' | 'entry' | 'entries'
  > &
    Record<'dependents' | 'withDependentsDeleting' | 'withDependentsSaid', PluralWords>;
  commit: Words<
    'signedOut' | 'mayNotChange' | 'oddAnswer' | 'unreachable' | 'hereUnreachable' | 'partListed'
  >;
  beforePublish: Words<'notPublishedYet' | 'notSaved' | 'missingRequired'> &
    Record<'putRight' | 'refusal', PluralWords>;
  recording: Words<
    | 'choose'
    | 'chooseHint'
    | 'checking'
    | 'sending'
    | 'progress'
    | 'theRecording'
    | 'done'
    | 'already'
    | 'unplayable'
    | 'connectionLost'
    | 'tryAgain'
  >;
  transcript: Words<
    | 'write'
    | 'hint'
    | 'language'
    | 'reading'
    | 'writing'
    | 'written'
    | 'replaceFirst'
    | 'unplayable'
  > & { languages: Words<TranscriptLanguage> };
  uploadLine: Words<'uploading'>;
  /**
   * The Worker's refusals (app/lib/recording-upload.ts, transcript-writing.ts), which it sends in
   * English, in this language's words: none in English. allowanceSpent's {at} is the Worker's.
   */
  refusals?: {
    upload: Words<keyof typeof uploadRefusals>;
    transcript: Words<Exclude<keyof typeof transcriptRefusals, 'allowanceSpent'>> & {
      allowanceSpent: string;
      midnight: string;
      oneAm: string;
    };
  };
}

let spoken: { language: Language; words: AdminWords } | undefined;

/**
 * Speaks `language` from the words files by their path (virtual:admin-words, or Node's reading
 * of the same folder); a language with no file of its own speaks English.
 */
export function speak(files: Record<string, unknown>, language: Language = 'en') {
  const own = languageCodes.includes(language) && files[`${language}/admin.yml`];
  spoken = own
    ? { language, words: own as AdminWords }
    : { language: 'en', words: files['en/admin.yml'] as AdminWords };
}

/** The words /admin speaks. */
export function adminWords(): AdminWords {
  if (!spoken) throw new Error('/admin speaks no words yet: admin.ts speaks them first');
  return spoken.words;
}

/** The language /admin speaks. */
export const adminLanguage = (): Language => spoken?.language ?? 'en';

/** A sentence with its {fill-ins} filled. */
export const filled = (phrase: string, values: Record<string, string | number> = {}) =>
  fillPhrase(
    phrase,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
  );

/** A count's phrase by the language's plural rules, {count} and the rest filled. */
export const counted = (
  count: number,
  phrases: PluralWords,
  values: Record<string, string | number> = {},
) => filled(countWords(count, phrases, adminLanguage()), values);

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant on the church's clock, in words: `listed` "Sat 28 Nov, 14:02", `moment` "25
 * November at 14:05"; '' for no date.
 */
export function dateWords(iso: string, style: 'listed' | 'moment'): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const { dates } = adminWords();
  const { year, month, day, hour, minute } = instantToLondon(instant);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return filled(dates[style], {
    weekday: dates.weekdays[weekday]!,
    day,
    month: (style === 'listed' ? dates.monthsShort : dates.months)[month - 1]!,
    time: `${two(hour)}:${two(minute)}`,
  });
}
