import type { Church } from '../../content/schemas/church.ts';
import { formatServiceTime } from '../../lib/service-time.ts';

/** Every service as "Every Sunday · 11:30 AM · Main Service"; shared by footer and home. */
export function ServiceTimesList({
  services,
  className,
}: {
  services: Church['services'];
  className?: string;
}) {
  return (
    <dl data-slot="service-times" className={className}>
      {services.map((service) => (
        <div key={`${service.day}-${service.time}`}>
          <dt className="font-semibold">Every {service.day}</dt>
          <dd>
            <time dateTime={service.time}>{formatServiceTime(service.time)}</time> {service.name}
          </dd>
        </div>
      ))}
    </dl>
  );
}
