// /admin/build.json (admin-plugin.ts), read once at the start; publish-status.ts reads it afresh.
import type { Language } from '../../lib/languages.ts';

export interface BuildFacts {
  signInHere?: true;
  /** No sign-in: /admin says how to name the church's repository (repository-panel.ts). */
  repositoryUnknown?: true;
  fillIns?: Record<string, string>;
  samples?: string[];
  /** The sample's files under content/ as shipped: the start form removes only these. */
  samplePaths?: string[];
  siteUrl?: string;
  /** Each entry's name as written, by its folder and file ("sermons/…md"), for Publishes. */
  entryNames?: Record<string, string>;
  commit?: string;
  builtAt?: string;
  onThisComputer?: boolean;
  /** On this computer: what the dev server refuses of the content as it is now (issue 88). */
  refused?: { file: string; screen?: string; sentence: string }[];
  backend?: { repo: string; branch?: string };
  /** The site's languages, its default first (church.yml); two: /admin edits both. */
  languages?: Language[];
  /** A site of several churches: this month's events from the feed under no church, in words. */
  unplaced?: { headline: string; lines: string[] };
}

let facts: Promise<BuildFacts | undefined> | undefined;

export const buildFacts = () =>
  (facts ??= fetch('/admin/build.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<BuildFacts>) : undefined))
    .catch(() => undefined));
