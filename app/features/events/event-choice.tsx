import { useEffect, useState } from 'react';

// A choice of one part of /events at a time that works without JavaScript (a category, or a
// church on a site of several): a link per choice to its #fragment, whose :target a style rule
// reads (event-categories.tsx, event-churches.tsx); once React runs, the choice it reads from the
// address marks the list too, as an anchor React adds is never the :target.

export const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-brand-800 hover:bg-brand-50';

/** The slug the address's #fragment names after `prefix`, kept up to date; '' for none. */
export function useChosen(prefix: string): string {
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    const read = () => {
      const fragment = decodeURIComponent(window.location.hash.slice(1));
      setChosen(fragment.startsWith(prefix) ? fragment.slice(prefix.length) : '');
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [prefix]);
  return chosen;
}

/**
 * The choices' targets, at the top of the choice so choosing scrolls to it, and their links:
 * `all` first (slug ''), then each choice; `anchorOf` names a slug's fragment.
 */
export function ChoiceLinks({
  choices,
  all,
  anchorOf,
  chosen,
}: {
  choices: { slug: string; name: string }[];
  all: string;
  anchorOf: (slug: string) => string;
  chosen: string;
}) {
  const listed = [{ slug: '', name: all }, ...choices];
  return (
    <>
      {listed.map(({ slug }) => (
        <span key={slug} id={anchorOf(slug)} className="block scroll-mt-(--spacing-header)" />
      ))}
      <ul className="flex flex-wrap gap-2">
        {listed.map(({ slug, name }) => (
          <li key={slug}>
            <a
              href={`#${anchorOf(slug)}`}
              aria-current={chosen === slug ? 'true' : undefined}
              className={linkClass}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
