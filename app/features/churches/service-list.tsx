import { Link, textLinkClass } from '../../components/ui/link.tsx';
import { useDateWords } from '../../components/site-context.tsx';
import { dayWords } from '../../lib/format-date.ts';
import { formatServiceTime } from '../../lib/service-time.ts';
import { churchPaths, type ServiceAt } from '../../lib/church-paths.ts';

/** The services held, a day at a time, soonest first; each church named where there are several. */
export function ServiceList({
  held,
  named = false,
  none,
}: {
  held: ServiceAt[];
  /** Whether to name each one's church, linked to its page: not on one church's own page. */
  named?: boolean;
  none: string;
}) {
  const dates = useDateWords();
  if (held.length === 0) return <p>{none}</p>;
  const days = [...new Set(held.map((service) => service.date))];
  return (
    <ol data-slot="service-list" className="space-y-5">
      {days.map((date) => (
        <li key={date}>
          <h3 className="font-semibold text-stone-900">
            <time dateTime={date}>{dayWords(date, dates)}</time>
          </h3>
          <ul className="mt-1 space-y-1">
            {held
              .filter((service) => service.date === date)
              .map((service) => {
                const church = named ? service.at : undefined;
                return (
                  <li key={`${service.church}-${service.time}-${service.name}`}>
                    <time dateTime={`${date}T${service.time}`} className="font-semibold">
                      {formatServiceTime(service.time, dates)}
                    </time>{' '}
                    {service.name}
                    {church && (
                      <>
                        ,{' '}
                        <Link to={churchPaths.church(church.slug)} className={textLinkClass}>
                          {church.name}
                        </Link>
                      </>
                    )}
                    {service.note && <span className="text-stone-700"> ({service.note})</span>}
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
