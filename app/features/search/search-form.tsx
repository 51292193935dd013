import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { paths } from '~/lib/paths';

/**
 * The search page's box: a plain GET form to the page itself (?q=), so it works before and
 * without JavaScript; with it, React Router moves to the new words without a reload.
 */
export function SearchForm({
  label,
  button,
  hint,
  defaultValue,
}: {
  label: string;
  button: string;
  hint: string;
  defaultValue: string;
}) {
  return (
    <Form
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
    </Form>
  );
}
