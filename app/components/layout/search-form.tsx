import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';
import { paths } from '~/lib/paths';

/**
 * A search box that opens the search page with its words (?q=): a plain GET form, so it works
 * before and without JavaScript; with it, React Router moves to the page without a reload.
 */
export function SearchForm({
  label,
  button,
  defaultValue,
  hint,
  compact = false,
  className,
}: {
  label: string;
  button: string;
  defaultValue?: string;
  hint?: string;
  compact?: boolean;
  className?: string;
}) {
  const id = compact ? 'site-search' : 'page-search';
  return (
    <Form method="get" action={paths.search} role="search" aria-label={label} className={className}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'block font-semibold text-stone-900'}>
        {label}
      </label>
      <div className={cn('flex gap-2', !compact && 'mt-1')}>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={compact ? label : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          enterKeyHint="search"
          className={cn(
            'min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 text-stone-900 placeholder:text-stone-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700',
            compact ? 'min-h-9 py-1 text-sm' : 'min-h-11 py-2 text-base',
          )}
        />
        <button type="submit" className={buttonClass({ size: compact ? 'sm' : 'md' })}>
          <Search aria-hidden="true" className="size-4" />
          <span className={compact ? 'sr-only' : undefined}>{button}</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-700">
          {hint}
        </p>
      )}
    </Form>
  );
}
