import { Church, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { churchPlaceOf, foldedWords } from '../../lib/church-paths.ts';
import { useEventsSettings } from './events-settings.tsx';

// An event's church on its card, on a site of several churches. Apart from the church choice
// (event-churches.tsx), so the carousel's script reaches nothing more on a site of one.

/** Which church (its place) an event is at, by the settings' churches; none on a site of one. */
export function useChurchAt() {
  const { churches } = useEventsSettings();
  return (event: ChurchEvent) => (churches ? churchPlaceOf(event, churches.places) : undefined);
}

/** The church an event is at, on its card: unless its place already says the church's name. */
export function EventChurch({ event }: { event: ChurchEvent }) {
  const at = useChurchAt()(event);
  if (!at || foldedWords(event.location?.name ?? '') === foldedWords(at.name)) return null;
  return (
    <p data-slot="event-church" className="flex items-center gap-2 text-stone-700">
      <Church aria-hidden="true" className="size-5 shrink-0" />
      <span>{at.name}</span>
    </p>
  );
}

/** The place on /events' card, then the church it is at. */
export function EventPlaceAndChurch({ event, place }: { event: ChurchEvent; place: ReactNode }) {
  return (
    <>
      {place}
      <EventChurch event={event} />
    </>
  );
}

/** The carousel's one line of place, with the church it is at: "Church Room, Ashby Chapel". */
export function EventPlaceChurchLine({ event, place }: { event: ChurchEvent; place: ReactNode }) {
  const at = useChurchAt()(event);
  const name = event.location?.name;
  if (event.online || !at) return place;
  const label =
    name && foldedWords(name) !== foldedWords(at.name) ? `${name}, ${at.name}` : at.name;
  return (
    <p data-slot="event-place" className="flex items-center gap-2 text-stone-700">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{label}</span>
    </p>
  );
}
