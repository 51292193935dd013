import { useEffect, useState } from 'react';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { churchOfEvent } from '../../lib/church-paths.ts';
import { useEventsSettings } from './events-settings.tsx';
import { categoryScope, linkClass } from './event-categories.tsx';

// On a site of several churches, one church's events at a time on /events, without JavaScript,
// as the categories (event-categories.tsx): its #church-… fragment the :target, or once React
// has read it, data-chosen-church. One fragment is the target at a time: a church or a category.

export const churchChoiceId = (slug: string) => `church-${slug}`;
const allChurchesId = 'all-churches';
const area = `[data-slot="${categoryScope}"]`;

/** Which church an event is at, by the settings' churches; none on a site of one. */
export function useChurchOf() {
  const { churches } = useEventsSettings();
  return (event: ChurchEvent) => churches && churchOfEvent(event, churches.places);
}

/** Each church's events alone while it is chosen, and its link marked. */
export function churchRules(slugs: string[]): string {
  const marked = 'font-weight:700;background:var(--color-brand-700);color:#fff';
  const when = (slug: string) =>
    [`:has(#${churchChoiceId(slug)}:target)`, `:has([data-chosen-church="${slug}"])`].map(
      (test) => `${area}${test}`,
    );
  return [
    ...slugs.flatMap((slug) => [
      `${when(slug).map((c) => `${c} [data-slot="event-list"]>li:not([data-church="${slug}"])`)}{display:none}`,
      `${when(slug).map((c) => `${c} a[href="#${churchChoiceId(slug)}"]`)}{${marked}}`,
    ]),
    `${area}:not(:has([data-chosen-church])):not(:has([id^="church-"]:target)) a[href="#${allChurchesId}"]{${marked}}`,
  ].join('\n');
}

export function EventChurches({ events }: { events: ChurchEvent[] }) {
  const { churches } = useEventsSettings();
  const churchOf = useChurchOf();
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    const read = () => {
      const fragment = decodeURIComponent(window.location.hash.slice(1));
      const prefix = churchChoiceId('');
      setChosen(fragment.startsWith(prefix) ? fragment.slice(prefix.length) : '');
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  // The churches with something on, in the churches' order: a choice only between two or more.
  const shown = churches?.places.filter((place) => events.some((e) => churchOf(e) === place.slug));
  if (!churches || !shown || shown.length < 2) return null;
  return (
    <nav
      aria-label={churches.label}
      data-slot="event-churches"
      data-chosen-church={chosen || undefined}
      className="mb-8"
    >
      <style
        href={`event-churches-${shown.map((place) => place.slug).join('-')}`}
        precedence="default"
      >
        {churchRules(shown.map((place) => place.slug))}
      </style>
      {['', ...shown.map((place) => place.slug)].map((slug) => (
        <span
          key={slug}
          id={slug ? churchChoiceId(slug) : allChurchesId}
          className="block scroll-mt-(--spacing-header)"
        />
      ))}
      <ul className="flex flex-wrap gap-2">
        {[{ slug: '', name: churches.all }, ...shown].map(({ slug, name }) => (
          <li key={slug}>
            <a
              href={`#${slug ? churchChoiceId(slug) : allChurchesId}`}
              aria-current={chosen === slug ? 'true' : undefined}
              className={linkClass}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
