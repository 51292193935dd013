import { buttonClass } from '../../components/ui/button-variants.ts';
import type { Content } from '../../content/loading/load.server.ts';
import { paths } from '../../lib/paths.ts';

/** The words of subscribing (site-text.yml, events → subscribe), from /events' loader. */
export type SubscribeText = Content['calendarText'];

/** Where /events explains subscribing: the fragment of paths.subscribe. */
export const subscribeSectionId = paths.subscribe.split('#')[1] ?? 'subscribe';

/** "Subscribe to this calendar" on /events, with a few lines for the common apps. */
export function SubscribeToCalendar({
  text: subscribe,
  siteUrl,
}: {
  text: SubscribeText;
  siteUrl: string;
}) {
  const https = new URL(paths.calendar, siteUrl).href;
  // The same address as a webcal: link, which opens a calendar app.
  const webcal = https.replace(/^https?:/, 'webcal:');
  return (
    <section
      id={subscribeSectionId}
      aria-labelledby="subscribe-heading"
      data-slot="subscribe-to-calendar"
      className="mt-12 scroll-mt-(--spacing-header) rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="subscribe-heading" className="font-serif text-2xl font-semibold text-brand-900">
        {subscribe.heading}
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">{subscribe.intro}</p>
      <a href={webcal} className={buttonClass({ className: 'mt-5' })}>
        {subscribe.button}
      </a>
      <p className="mt-5 text-stone-700">{subscribe.address}</p>
      <p className="mt-1 font-mono text-sm break-all text-stone-900 select-all">
        <a href={https} className="underline underline-offset-4 hover:text-brand-800">
          {https}
        </a>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {subscribe.apps.map((app) => (
          <div key={app.name}>
            <h3 className="font-semibold text-brand-900">{app.name}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
              {app.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A link from the top of /events down to the subscribe section, past the whole list. */
export function SubscribeToCalendarLink({ text: subscribe }: { text: SubscribeText }) {
  return (
    <p className="mt-4">
      <a
        href={`#${subscribeSectionId}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {subscribe.heading}
      </a>
    </p>
  );
}
