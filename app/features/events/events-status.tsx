import { CalendarX2, CircleAlert } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { EventsFeedError } from '../../feeds/events/events-feed-error.ts';
import { useEventsSettings } from './events-settings.tsx';

const EventsFailureToast = lazy(() =>
  import('./events-failure-toast.tsx').then((module) => ({ default: module.EventsFailureToast })),
);

export function EventsEmpty({ className }: { className?: string }) {
  const { text } = useEventsSettings();
  return (
    <div
      data-slot="events-empty"
      className={cn(
        'flex w-full flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm',
        className,
      )}
    >
      <CalendarX2 aria-hidden="true" className="size-8 text-brand-600" />
      <p className="font-serif text-xl font-semibold text-brand-900">{text.emptyHeading}</p>
      <p className="text-stone-700">{text.emptyText}</p>
    </div>
  );
}

/** Loaded events, after the failed message when the feed failed beside events typed in /admin. */
export function FailedThenEvents(props: {
  failed: boolean;
  className: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {props.failed && <EventsFailed className={props.className} />}
      <Suspense fallback={props.fallback}>{props.children}</Suspense>
    </>
  );
}

const noChanges = () => () => {};
/** True once hydrated: the toast portals into `document.body`, which a prerender does not have. */
const useInBrowser = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/** The feed could not be read: an inline alert (a centred panel when `panel`), and a toast. */
export function EventsFailed({
  panel = false,
  className,
}: {
  panel?: boolean;
  className?: string;
}) {
  const { text } = useEventsSettings();
  const inBrowser = useInBrowser();
  return (
    <>
      <div
        data-slot="events-failed"
        role="alert"
        className={cn(
          'flex w-full gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-900',
          panel ? 'h-full flex-col items-center justify-center text-center' : 'items-start',
          className,
        )}
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 translate-y-0.5" />
        <p>{text.failed}</p>
      </div>
      {inBrowser && (
        <Suspense fallback={null}>
          <EventsFailureToast />
        </Suspense>
      )}
    </>
  );
}

/** Said to screen readers while the skeleton shows. */
export function EventsLoadingLabel() {
  const { text } = useEventsSettings();
  return (
    <p role="status" className="sr-only">
      {text.loading}
    </p>
  );
}

/** A part whose code loads apart (React's `lazy`): when that code fails, the failed state. */
export const lazyOrFailed = <P,>(load: () => Promise<ComponentType<P>>) =>
  lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(new EventsFeedError({ cause: error }));
        return { default: () => <EventsFailed /> };
      },
    ),
  );
