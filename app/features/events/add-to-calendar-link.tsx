import { CalendarPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { useEventsSettings } from './events-settings.tsx';

/** Downloads the event as an .ics file, its writer loaded only when asked for. */
export function AddToCalendarLink({ event }: { event: ChurchEvent }) {
  const { text, church } = useEventsSettings();
  async function download(click: MouseEvent<HTMLAnchorElement>) {
    click.preventDefault();
    try {
      const { eventToIcs, icsFileName } = await import('./ics.ts');
      const file = new Blob([eventToIcs(event, church)], { type: 'text/calendar;charset=utf-8' });
      const url = URL.createObjectURL(file);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = icsFileName(event);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Some browsers read the file after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error(new Error('Could not make the calendar file', { cause: error }));
    }
  }

  return (
    <a
      data-slot="add-to-calendar-link"
      href="#"
      onClick={download}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {text.addToCalendar}
      <span className="sr-only">: {event.name}</span>
    </a>
  );
}
