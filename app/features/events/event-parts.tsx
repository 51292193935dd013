import { ArrowRight, CalendarDays, Globe, MapPin } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { type ChurchEvent, hasLink, noLink } from '../../feeds/events/type.ts';
import { eventWhen } from './event-dates.ts';
import { useEventDateWords, useEventsSettings } from './events-settings.tsx';
import { NewTabLink } from '../../components/ui/link.tsx';

/** The event's name; a cancelled one says so in words first, never by colour alone. */
export function EventName({ event }: { event: ChurchEvent }) {
  const { text } = useEventsSettings();
  if (!event.cancelled) return event.name;
  return (
    <>
      <span
        data-slot="event-cancelled"
        className="mr-1 inline-block rounded-md bg-stone-800 px-2 font-sans align-[0.15em] text-sm leading-6 font-semibold tracking-normal text-white"
      >
        {text.cancelled}
      </span>
      <span className="sr-only">:</span> <s className="text-stone-600 decoration-2">{event.name}</s>
    </>
  );
}

/** When the event is (event-dates.ts): short in the carousel's card, long on /events. */
export function EventStart({ event, long = false }: { event: ChurchEvent; long?: boolean }) {
  const [from, to] = eventWhen(event, long, useEventDateWords());
  return (
    <p className="flex items-center gap-2 font-medium text-accent-700">
      <CalendarDays aria-hidden="true" className={long ? 'size-5 shrink-0' : 'size-4 shrink-0'} />
      <span>
        <time dateTime={from.dateTime}>{from.text}</time>
        {to && (
          <>
            {' to '}
            <time dateTime={to.dateTime}>{to.text}</time>
          </>
        )}
      </span>
    </p>
  );
}

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

/** The ticket or details page; `noLink` when the feed has none (specification, section 9). */
export function EventDetailsLink({ event, className }: { event: ChurchEvent; className?: string }) {
  const { text, newTab } = useEventsSettings();
  const classes = cn(
    'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline',
    className,
  );
  const label = (
    <>
      {text.details}
      <span className="sr-only">: {event.name}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (hasLink(event.detailsUrl)) {
    return (
      <NewTabLink
        newTab={newTab}
        data-slot="event-details-link"
        href={event.detailsUrl}
        className={classes}
      >
        {label}
      </NewTabLink>
    );
  }
  return (
    <a data-slot="event-details-link" href={noLink} className={classes}>
      {label}
    </a>
  );
}
