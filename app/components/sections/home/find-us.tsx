import { Check, MapPin, Navigation, Phone } from 'lucide-react';
import {
  Section,
  SectionDescription,
  SectionHeader,
  SectionHeading,
} from '~/components/sections/section';
import { buttonClass } from '~/components/ui/button-variants';
import { ExternalLink } from '~/components/ui/external-link';
import { church } from '~/content/church';
import type { HomeContent } from '~/content/page-schemas';

const { address } = church;

export function FindUs({ content }: { content: HomeContent['findUs'] }) {
  return (
    <Section aria-labelledby="find-us-heading" tone="white">
      <div className="grid gap-10 md:grid-cols-2">
        <div>
          <SectionHeader>
            <SectionHeading id="find-us-heading">{content.heading}</SectionHeading>
            <SectionDescription>{content.intro}</SectionDescription>
          </SectionHeader>
          <ul className="mt-6 space-y-3 text-stone-800">
            {content.notes.map((note) => (
              <li key={note} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-6 sm:p-8">
          <address className="space-y-4 text-lg not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-brand-900">{church.name}</span>
                <span className="block">{address.street}</span>
                <span className="block">{address.town}</span>
                <span className="block">
                  {address.county} {address.postcode}
                </span>
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <a
                href={`tel:${church.phone.international}`}
                className="text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
              >
                {church.phone.display}
              </a>
            </p>
          </address>
          <ExternalLink
            href={content.directions.href}
            className={buttonClass({ className: 'mt-6 w-full sm:w-auto' })}
          >
            <Navigation aria-hidden="true" className="size-5" />
            {content.directions.label}
          </ExternalLink>
        </div>
      </div>
    </Section>
  );
}
