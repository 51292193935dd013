import { Globe, MapPin } from 'lucide-react';
import { NewTabLink } from '../../components/ui/external-link.tsx';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { useEventsSettings } from './events-settings.tsx';

/** "Online", with the place's name when the feed gives one other than that: "Online: Zoom". */
export function onlineLabel(name: string | undefined, online: string) {
  return name && name.toLowerCase() !== online.toLowerCase() ? `${online}: ${name}` : online;
}

export function EventPlaceLine({ event }: { event: ChurchEvent }) {
  const { text } = useEventsSettings();
  const label = event.online
    ? onlineLabel(event.location?.name, text.online)
    : event.location?.name;
  if (!label) return null;
  const Icon = event.online ? Globe : MapPin;
  return (
    <p data-slot="event-place" className="flex items-center gap-2 text-stone-700">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{label}</span>
    </p>
  );
}

export function EventPlace({ event }: { event: ChurchEvent }) {
  const { text, newTab } = useEventsSettings();
  if (event.online) {
    // A cancelled event has nothing to join.
    const joinUrl = event.cancelled ? undefined : event.online.joinUrl;
    return (
      <div data-slot="event-place" className="flex items-start gap-2 text-stone-700">
        <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="break-words">
          <span className="block font-medium text-stone-900">
            {onlineLabel(event.location?.name, text.online)}
          </span>
          {joinUrl && (
            <NewTabLink
              newTab={newTab}
              data-slot="event-join-link"
              href={joinUrl}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {text.joinOnline}
              <span className="sr-only">: {event.name}</span>
            </NewTabLink>
          )}
        </p>
      </div>
    );
  }
  if (!event.location) return null;
  return (
    <p data-slot="event-place" className="flex items-start gap-2 text-stone-700">
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span className="break-words">
        {event.location.name && (
          <span className="block font-medium text-stone-900">{event.location.name}</span>
        )}
        {event.location.address && <span className="block">{event.location.address}</span>}
      </span>
    </p>
  );
}
