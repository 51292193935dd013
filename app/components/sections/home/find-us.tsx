import { Check, MapPin, Navigation, Phone } from '../../ui/icons.tsx';
import { Section } from '../section.tsx';
import { buttonClass } from '../../ui/button-variants.ts';
import { useSite } from '../../site-context.tsx';
import type { HomeContent } from '../../../content/types.ts';
import { ExternalLink, PhoneLink } from '../../ui/link.tsx';

export function FindUs({ content }: { content: HomeContent['findUs'] }) {
  const { church } = useSite();
  const { address } = church;
  return (
    <Section
      intro={{ id: 'find-us-heading', heading: content.heading, description: content.intro }}
      tone="white"
    >
      <div className="grid gap-8 md:grid-cols-2 md:items-start">
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
              <PhoneLink phone={church.phone} />
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
        <ul className="space-y-4 text-stone-800 md:pt-2">
          {content.notes.map((note) => (
            <li key={note} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
