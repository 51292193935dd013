import type { ChurchEvent } from '../../feeds/events/type.ts';
import { churchOfEvent } from '../../lib/church-paths.ts';
import { useEventsSettings } from './events-settings.tsx';
import { categoryScope } from './event-categories.tsx';
import { ChoiceLinks, useChosen } from './event-choice.tsx';

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
  const chosen = useChosen(churchChoiceId(''));
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
      <ChoiceLinks
        choices={shown}
        all={churches.all}
        anchorOf={(slug) => (slug ? churchChoiceId(slug) : allChurchesId)}
        chosen={chosen}
      />
    </nav>
  );
}
