import { useEffect, useState } from 'react';
import { Link, textLinkClass } from '../../components/ui/link.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import { excerptParts } from './excerpt.ts';
import { type PagefindResultData, searchSite } from './pagefind.ts';
import { resultKind } from './result-kind.ts';
import { fromKey, queryKey, setResultsCanAnswer, useSearch } from './use-search-query.ts';

/** The words the results show, and only those: an island's props are in the page's HTML. */
export type SearchResultsText = Pick<
  Content['search'],
  'searching' | 'failed' | 'noResults' | 'resultsHeading' | 'kinds'
>;
type Outcome = { key: string } & ({ results: PagefindResultData[] } | { failed: true });

/** Pagefind's results, an island. A polite live region says "Searching…", then the count (two
 *  equal counts are both heard); the last results stay, busy, until the new come: no jumps. */
export function LiveSearchResults({ text }: { text: SearchResultsText }) {
  const { query } = useSearch();
  const [outcome, setOutcome] = useState<Outcome>();
  const key = queryKey(query);
  const asked = query.words !== '' || Object.keys(query.filters).length > 0;

  useEffect(() => {
    setResultsCanAnswer(true);
    return () => setResultsCanAnswer(false);
  }, []);

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
