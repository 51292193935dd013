import { ArrowRight } from 'lucide-react';
import { NewTabLink } from '../../components/ui/external-link.tsx';
import { cn } from '../../lib/cn.ts';
import { type ChurchEvent, hasLink, noLink } from '../../feeds/events/type.ts';
import { useEventsSettings } from './events-settings.tsx';

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
