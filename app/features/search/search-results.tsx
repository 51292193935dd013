import { useEffect, useState } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { textLinkClass } from '../../components/ui/text-link.ts';
import type { Content } from '../../content/loading/load.ts';
import { excerptParts } from './excerpt.ts';
import { type PagefindResultData, searchSite } from './pagefind.ts';
import { resultKind } from './result-kind.ts';
import {
  fromKey,
  queryKey,
  type SearchQuery,
  setResultsCanAnswer,
  useSearch,
} from './use-search-query.ts';

/** The words the results show, and only those: an island's props are in the page's HTML. */
export type SearchResultsText = Pick<
  Content['search'],
  'searching' | 'failed' | 'noResults' | 'resultsHeading' | 'kinds'
>;
type Outcome = { key: string } & ({ results: PagefindResultData[] } | { failed: true });

/**
 * The results for the page's query, from Pagefind. The message above them is a polite live
 * region: "Searching…" as each search starts, then how many pages were found, so two searches
 * with as many results are both heard; the last results stay, marked busy, until the new ones
 * arrive, so the page does not jump while typing.
 */
export function SearchResults({ query, text }: { query: SearchQuery; text: SearchResultsText }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const key = queryKey(query);
  const asked = query.words !== '' || Object.keys(query.filters).length > 0;

  useEffect(() => {
    const { words, filters } = fromKey(key);
    if (words === '' && Object.keys(filters).length === 0) return;
    let current = true;
    searchSite(words, filters).then(
      (results) => current && setOutcome({ key, results }),
      () => {
        setResultsCanAnswer(false);
        if (current) setOutcome({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  // A cleared box forgets the last results, so the next words do not show them meanwhile.
  if (!asked && outcome) setOutcome(undefined);
  const shown = asked ? outcome : undefined;
  const results = shown && 'results' in shown ? shown.results : [];
  const message = !asked
    ? ''
    : !shown || shown.key !== key
      ? text.searching
      : 'failed' in shown
        ? text.failed
        : results.length === 0
          ? text.noResults
          : `${text.resultsHeading}: ${results.length}`;

  return (
    <div>
      <p id="search-status" role="status" className="text-lg font-semibold text-stone-900">
        {message}
      </p>
      {results.length > 0 && (
        <ol
          aria-labelledby="search-status"
          aria-busy={shown?.key !== key}
          className="mt-4 divide-y divide-stone-200"
        >
          {results.map((result) => (
            <li key={result.url} className="py-4">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {text.kinds[resultKind(result.url)]}
              </p>
              <h2 className="text-lg font-semibold">
                <Link to={result.url} className={textLinkClass}>
                  {result.meta.title ?? result.url}
                </Link>
              </h2>
              <p className="mt-1 text-stone-700">
                {excerptParts(result.excerpt).map((part, index) =>
                  part.mark ? (
                    <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-stone-900">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The results for the page's query, as an island (components/island.tsx). */
export function LiveSearchResults({ text }: { text: SearchResultsText }) {
  useEffect(() => {
    setResultsCanAnswer(true);
    return () => setResultsCanAnswer(false);
  }, []);
  return <SearchResults query={useSearch().query} text={text} />;
}
