import { Search } from 'lucide-react';
import { buttonClass } from '~/components/ui/button-variants';
import { paths } from '~/lib/paths';
import { queryKey, useSearchQuery } from './use-search-query';

type Choice = { name: string; label: string; any: string; options: string[]; value?: string };

/**
 * The search page's box as an island (components/island.tsx): the words and choices of the
 * address in it once the page has loaded, as the page was built without any.
 */
export function LiveSearchForm({
  choices,
  ...props
}: {
  label: string;
  button: string;
  hint: string;
  choices: Omit<Choice, 'value'>[];
}) {
  const query = useSearchQuery();
  return (
    <SearchForm
      key={queryKey(query)}
      {...props}
      defaultValue={query.words}
      choices={choices.map((choice) => ({
        ...choice,
        value: query.filters[choice.name as keyof typeof query.filters],
      }))}
    />
  );
}

/**
 * The search page's box: a plain GET form to the page itself (?q=), so it works before and
 * without JavaScript; Enter or the button opens the results for the new words.
 */
export function SearchForm({
  label,
  button,
  hint,
  defaultValue,
  choices = [],
}: {
  label: string;
  button: string;
  hint: string;
  defaultValue: string;
  /** Narrowing the search to one value of a Pagefind filter: a preacher, a book. */
  choices?: Choice[];
}) {
  return (
    <form
      method="get"
      action={paths.search}
      role="search"
      aria-label={label}
      className="mt-6 max-w-2xl"
    >
      <label htmlFor="page-search" className="block font-semibold text-stone-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="page-search"
          type="search"
          name="q"
          defaultValue={defaultValue}
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
                defaultValue={choice.value ?? ''}
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
