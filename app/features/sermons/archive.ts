import type { Content } from '../../content/loading/load.server.ts';
import type { Language } from '../../lib/languages.ts';
import { countWords, type PluralWords } from '../../lib/plural.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { groupPodcastTitle } from './podcast-feed.ts';
import { type SermonGroup, sermonGroups } from '../../content/loading/sermon-groups.ts';

// The archive's groups, worked out once per build for every route that shows them; loaders run
// only at build time, so none of this reaches the browser.
const groupsOf = new WeakMap<Content['sermons'], ReturnType<typeof sermonGroups>>();
export function archive({ sermons, sermonSeries }: Pick<Content, 'sermons' | 'sermonSeries'>) {
  let groups = groupsOf.get(sermons);
  if (!groups) groupsOf.set(sermons, (groups = sermonGroups(sermons, sermonSeries)));
  return groups;
}

/** "12 sermons" or "1 sermon", in the sermons' settings' words and the site's language. */
export const countOf = (count: number, words: PluralWords, language: Language) =>
  countWords(count, words, language);

export const indexEntry = (
  { name, path, sermons: list }: SermonGroup,
  words: PluralWords,
  language: Language,
) => ({ name, path, count: countOf(list.length, words, language) });

/** A series' or a preacher's own podcast: its title in apps, its address, the words offering it. */
export function groupPodcast(
  name: string,
  path: string,
  { sermonsPage, church }: Pick<Content, 'sermonsPage' | 'church'>,
) {
  const { podcast, subscribe } = sermonsPage;
  return {
    title: groupPodcastTitle(name, podcast.author),
    path,
    url: absoluteUrl(church.siteUrl, path),
    text: { ...subscribe, text: subscribe.groupText },
  };
}
