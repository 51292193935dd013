import { PagePhoto } from '../../components/sections/page-photo.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import type { HallsPage } from '../../content/schemas/halls.ts';
import type { Church } from '../../content/schemas/church.ts';
import { cn } from '../../lib/cn.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatTime } from '../../lib/twelve-hour-time.ts';
import { useDateWords, useSite } from '../../components/site-context.tsx';
import { instantToLondon } from '../../lib/wall-clock.ts';
import { londonDate } from '../../feeds/shared.ts';
import { dayName, slotWords } from './booking-words.ts';
import { hallsPaths } from '../../lib/paths.ts';
import type { ShownRoom } from './rooms.ts';
import { ExternalLink, PhoneLink, textLinkClass } from '../../components/ui/link.tsx';

type Words = HallsPage['words'];

const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-base leading-tight';

/** The choice of room: every room, or one, each a page of its own that works without JavaScript. */
export function RoomChoice({
  page,
  rooms,
  current,
  words,
}: {
  page: string;
  rooms: ShownRoom[];
  current?: string;
  words: Words;
}) {
  const links = [{ slug: undefined, name: words.allRooms }, ...rooms];
  const { at } = useSite();
  return (
    <Panel
      as="nav"
      headingId="room-choice-heading"
      heading={words.rooms}
      className="mb-10 bg-white p-5 shadow-sm sm:p-6"
    >
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map(({ slug, name }) => {
          const chosen = slug === current;
          return (
            <li key={slug ?? ''}>
              <a
                href={at(slug ? hallsPaths.room(page, slug) : hallsPaths.page(page))}
                {...(chosen && { 'aria-current': 'page' as const })}
                className={cn(
                  chip,
                  chosen
                    ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                    : 'border-stone-300 text-stone-800 hover:border-brand-700',
                )}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

export function HowToBook({
  ask,
  church,
  office,
}: {
  ask: HallsPage['ask'];
  church: Pick<Church, 'phone' | 'email'>;
  office: string;
}) {
  return (
    <section aria-labelledby="how-to-book" className="mb-10 rounded-xl bg-brand-50 p-5 sm:p-6">
      <h2 id="how-to-book" className="text-xl font-semibold">
        {ask.heading}
      </h2>
      <p className="mt-2">{ask.text}</p>
      {ask.form && (
        <p className="mt-2">
          <ExternalLink href={ask.form.href} className={textLinkClass}>
            {ask.form.label}
          </ExternalLink>
        </p>
      )}
      <p className="mt-2">
        {office}: <PhoneLink phone={church.phone} />,{' '}
        <a href={`mailto:${church.email}`} className={textLinkClass}>
          {church.email}
        </a>
      </p>
    </section>
  );
}

/** When the build read ChurchSuite, on the church's clock: the page is as current as its build. */
export function BookedAsOf({ takenAt, words }: { takenAt: number; words: Words }) {
  const date = londonDate(takenAt);
  const { hour, minute } = instantToLondon(takenAt);
  const dates = useDateWords();
  return (
    <p data-slot="booked-as-of" className="text-sm text-stone-700">
      {words.asOf}{' '}
      <time dateTime={new Date(takenAt).toISOString()}>
        {formatLongDate(date, dates)}, {formatTime(hour, minute, dates)}
      </time>
      .
    </p>
  );
}

export function RoomSection({
  room,
  words,
  takenAt,
}: {
  room: ShownRoom;
  words: Words;
  takenAt?: number;
}) {
  const id = `room-${room.slug}`;
  const dates = useDateWords();
  return (
    <section aria-labelledby={id} data-slot="room" className="mb-12">
      <h2 id={id} className="text-2xl font-semibold">
        {room.name}
      </h2>
      {room.photo && (
        <PagePhoto
          photo={room.photo}
          className="mt-4 aspect-[3/2] h-auto w-full max-w-2xl rounded-xl"
        />
      )}
      {room.capacity && (
        <p className="mt-4">
          <strong>{words.capacity}</strong> {room.capacity}
        </p>
      )}
      {room.facilities.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{words.facilities}</h3>
          <ul className="mt-1 list-disc pl-6">
            {room.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </>
      )}
      {room.hire && (
        <>
          <h3 className="mt-4 font-semibold">{words.hire}</h3>
          <p className="mt-1">{room.hire}</p>
        </>
      )}
      <h3 className="mt-6 text-xl font-semibold">{words.bookings}</h3>
      {room.weeks && takenAt !== undefined ? (
        <>
          <BookedAsOf takenAt={takenAt} words={words} />
          {room.weeks.map((week) => (
            <div key={week.starts} data-slot="week" className="mt-4">
              <h4 className="font-semibold">
                {words.week} {dayName(week.starts, dates)}
              </h4>
              <ul className="mt-1 divide-y divide-stone-200">
                {week.days.map((day) => (
                  <li key={day.date} data-slot="day" data-date={day.date} className="py-2">
                    <span className="font-medium">{dayName(day.date, dates)}:</span>{' '}
                    {day.slots.length === 0 ? (
                      <span>{words.free}</span>
                    ) : (
                      day.slots.map((slot, index) => (
                        <span key={index}>
                          {index > 0 && '; '}
                          {slotWords(slot, words, dates)}
                        </span>
                      ))
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : (
        <p data-slot="bookings-unavailable" className="mt-2">
          {words.unavailable}
        </p>
      )}
    </section>
  );
}
