import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { paths } from '~/lib/paths';

/** The home page's "Upcoming Events" section. The carousel arrives with issue 3. */
export function UpcomingEvents() {
  return (
    <section
      aria-labelledby="upcoming-events-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <h2 id="upcoming-events-heading" className="text-2xl font-semibold sm:text-3xl">
        Upcoming Events
      </h2>
      <Link to={paths.events} className={buttonClass({ variant: 'outline', className: 'mt-6' })}>
        See all events
      </Link>
    </section>
  );
}
