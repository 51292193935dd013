import { Search } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-variants.ts';
import { useEffect, useRef } from 'react';
import { paths } from '../../lib/paths.ts';
import { loadPagefind } from './pagefind.ts';
import {
  currentSearch,
  queryOf,
  resultsCanAnswer,
  searchString,
  type SearchFilter,
  type SearchQuery,
  typeSearch,
  useSearch,
} from './use-search-query.ts';

type Choice = { name: SearchFilter; label: string; any: string; options: string[] };

/** The form's fields as its GET would send them. */
const formParams = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );

/** The search box: a GET form (?q=) without JavaScript; live, it searches as the visitor types. */
export function LiveSearchForm({
  label,
  button,
  hint,
  choices,
}: {
  label: string;
  button: string;
  hint: string;
  /** Narrowing the search to one value of a Pagefind filter: a preacher, a book. */
  choices: Choice[];
}) {
  const { typed } = useSearch();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // What was typed or chosen before the box was live stays in the form (React leaves it): it is
    // searched for now, rather than wiped by the next render.
    const early = form.current ? searchString(queryOf(formParams(form.current))) : '';
    if (early && early !== searchString(currentSearch().typed))
      typeSearch(queryOf(new URLSearchParams(early)), { now: true });
  }, []);
  const onType = (query: SearchQuery, now: boolean) => {
    // Pagefind's files load while the visitor types, so the first results wait less.
    if (query.words.trim()) void loadPagefind().catch(() => {});
    typeSearch(query, { now });
  };
  return (
    <form
      method="get"
      action={paths.search}
      role="search"
      aria-label={label}
      className="mt-6 max-w-2xl"
      ref={form}
      onSubmit={(event) => {
        if (!resultsCanAnswer()) return;
        event.preventDefault();
        onType(typed, true);
      }}
    >
      <label htmlFor="page-search" className="block font-semibold text-stone-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="page-search"
          type="search"
          name="q"
          value={typed.words}
          onChange={(event) => onType({ ...typed, words: event.target.value }, false)}
          aria-describedby="page-search-hint"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <button type="submit" className={buttonClass()}>
          <Search aria-hidden="true" className="size-4" />
          {button}
        </button>
      </div>
      <p id="page-search-hint" className="mt-1.5 text-sm text-stone-700">
        {hint}
      </p>
      {choices.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
          {choices.map((choice) => (
            <p key={choice.name} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`search-${choice.name}`} className="font-semibold text-stone-900">
                {choice.label}
              </label>
              <select
                id={`search-${choice.name}`}
                name={choice.name}
                value={typed.filters[choice.name] ?? ''}
                onChange={(event) =>
                  onType(
                    { ...typed, filters: { ...typed.filters, [choice.name]: event.target.value } },
                    true,
                  )
                }
                className="min-h-11 max-w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
              >
                <option value="">{choice.any}</option>
                {choice.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </p>
          ))}
        </div>
      )}
    </form>
  );
}
