import type { Church } from '../../content/schemas/church.ts';
import { patternWords, weekdayWordsOf } from '../../lib/service-patterns.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { useDateWords, useSite } from '../site-context.tsx';
import { Phrase } from '../ui/phrase.tsx';
import { ExternalLink } from '../ui/link.tsx';

/**
 * Every service as "Every Sunday · 11:30 AM · Main Service" (on a site of several churches,
 * "1st and 3rd Sundays · 9am · Holy Communion, Ashby Chapel"); shared by footer and home.
 */
export function ServiceTimesList({
  services,
  className,
}: {
  services: Church['services'];
  className?: string;
}) {
  const { churches } = useSite();
  const dates = useDateWords();
  const churchOf = (slug?: string) => churches.find((one) => one.slug === slug)?.name;
  return (
    <dl data-slot="service-times" className={className}>
      {services.map((service) => (
        <div key={`${service.day}-${service.time}-${service.church ?? ''}`}>
          <dt className="font-semibold">
            {service.weeks ? (
              patternWords(service, dates)
            ) : (
              <Phrase
                phrase={dates.everyWeek}
                values={{ day: weekdayWordsOf(service.day, dates).inText }}
              />
            )}
          </dt>
          <dd>
            <time dateTime={service.time}>{formatServiceTime(service.time, dates)}</time>{' '}
            {service.name}
            {churchOf(service.church) && `, ${churchOf(service.church)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Watch live" and its note ("Sundays from 11:25"), when church.yml has a livestream. */
export function LivestreamLink({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const { church, siteText } = useSite();
  const { livestream } = church;
  if (!livestream) return null;
  return (
    <p data-slot="livestream" className={className}>
      <ExternalLink href={livestream.url} className={linkClassName}>
        {siteText.watchLive}
      </ExternalLink>{' '}
      {livestream.note}
    </p>
  );
}
