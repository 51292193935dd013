import type { Church } from '../../content/schemas/church.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { useSite } from '../site-context.tsx';
import { ExternalLink } from '../ui/link.tsx';

/** Every service as "Every Sunday · 11:30 AM · Main Service"; shared by footer and home. */
export function ServiceTimesList({
  services,
  className,
}: {
  services: Church['services'];
  className?: string;
}) {
  const { dateStyle } = useSite().church;
  return (
    <dl data-slot="service-times" className={className}>
      {services.map((service) => (
        <div key={`${service.day}-${service.time}`}>
          <dt className="font-semibold">Every {service.day}</dt>
          <dd>
            <time dateTime={service.time}>{formatServiceTime(service.time, dateStyle)}</time>{' '}
            {service.name}
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
