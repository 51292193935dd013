import { MapPin } from '../../ui/icons.tsx';
import { ServiceTimesList, LivestreamLink } from '../../layout/service-times.tsx';
import { buttonClass } from '../../ui/button-variants.ts';
import { Section } from '../section.tsx';
import { useSite } from '../../site-context.tsx';
import type { HomeContent } from '../../../content/types.ts';
import { homeSections } from '../../../lib/paths.ts';

export function ServiceTimesSection({ content }: { content: HomeContent['serviceTimes'] }) {
  const { church } = useSite();
  const { address } = church;
  return (
    <Section
      id={homeSections.serviceTimes}
      intro={{ id: 'service-times-heading', heading: content.heading, description: content.intro }}
      tone="white"
      scrollTarget
    >
      <div className="grid gap-8 md:grid-cols-2 md:items-stretch">
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <ServiceTimesList
            services={church.services}
            className="text-brand-900 [&_dd]:mt-1 [&_dd]:font-serif [&_dd]:text-2xl [&_dd]:font-semibold [&_dt]:text-sm [&_dt]:tracking-wider [&_dt]:text-stone-700 [&_dt]:uppercase"
          />
          <LivestreamLink
            className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-stone-800"
            linkClassName={buttonClass({ size: 'sm' })}
          />
          <p className="mt-4 flex gap-2 text-stone-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {church.name}, {address.street}, {address.town}, {address.county} {address.postcode}
            </span>
          </p>
          <p className="mt-4 border-t border-brand-100 pt-4 text-stone-800">
            {church.childrenNote}
          </p>
        </div>
        <figure className="flex flex-col justify-center rounded-xl bg-brand-900 p-8 text-brand-50 sm:p-10">
          <blockquote className="font-serif text-2xl leading-snug text-white sm:text-3xl">
            <p>&ldquo;{content.quote.text}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-5 font-semibold tracking-wide text-brand-100">
            {content.quote.reference}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
