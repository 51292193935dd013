import { CalendarDays, Clock, Globe, MapPin, Repeat, Users } from '../../components/ui/icons.tsx';
import type { ReactNode } from 'react';
import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { EventImage } from '../events/event-image.tsx';
import { DescriptionParagraphs } from '../events/description-paragraphs.tsx';
import { onlineLabel } from '../events/event-parts.tsx';
import { formatTime } from '../../lib/twelve-hour-time.ts';
import { ContentDate } from '../../components/ui/content-date.tsx';
import { useDateWords } from '../../components/site-context.tsx';
import { GroupSignUp } from './group-sign-up.tsx';
import type { GroupView } from './groups-view.ts';
import { ExternalLink, textLinkClass } from '../../components/ui/link.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-stone-800">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export function GroupCard({
  group,
  words,
  today,
}: {
  group: GroupView;
  words: GroupsPage;
  /** The day the build read the feed: a start date is news only while it is ahead. */
  today: string;
}) {
  const { day, time, place } = group;
  const dates = useDateWords();
  return (
    <article
      data-slot="group-card"
      aria-labelledby={`group-${group.id}-name`}
      className="grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <EventImage
        event={group}
        placeholderIcon={Users}
        sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
        className="md:aspect-auto md:h-full md:min-h-56"
      />
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          <h3 id={`group-${group.id}-name`} className="text-2xl font-semibold break-words">
            {group.name}
          </h3>
          {group.labels.length > 0 && (
            <ul data-slot="group-labels" className="flex flex-wrap gap-2">
              {group.labels.map((label) => (
                <li
                  key={label}
                  className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-800"
                >
                  {label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div data-slot="group-facts" className="flex flex-col gap-2">
          {(day !== undefined || time) && (
            <Fact icon={Clock}>
              {day !== undefined && <span data-slot="group-day">{dates.weekdays[day]?.name}</span>}
              {day !== undefined && time && ', '}
              {time && (
                <time data-slot="group-time" dateTime={`${pad(time.hour)}:${pad(time.minute)}`}>
                  {formatTime(time.hour, time.minute, dates)}
                </time>
              )}
            </Fact>
          )}
          {group.frequency && <Fact icon={Repeat}>{group.frequency}</Fact>}
          {((group.starts && group.starts > today) || group.ends) && (
            <Fact icon={CalendarDays}>
              {group.starts && group.starts > today && (
                <span className="block">
                  {words.starts} <ContentDate date={group.starts} />
                </span>
              )}
              {group.ends && (
                <span className="block">
                  {words.ends} <ContentDate date={group.ends} />
                </span>
              )}
            </Fact>
          )}
          {group.online ? (
            <Fact icon={Globe}>{onlineLabel(place?.name, words.online)}</Fact>
          ) : (
            (place || group.sites.length > 0) && (
              <Fact icon={MapPin}>
                {place?.name && (
                  <span className="block font-medium text-stone-900">{place.name}</span>
                )}
                {place?.address && <span className="block">{place.address}</span>}
                {group.sites.length > 0 && (
                  <span className="block text-stone-700">{group.sites.join(', ')}</span>
                )}
                {group.directionsUrl && (
                  <ExternalLink href={group.directionsUrl} className={textLinkClass}>
                    {words.directions}
                    <span className="sr-only">: {group.name}</span>
                  </ExternalLink>
                )}
              </Fact>
            )
          )}
        </div>
        {group.description && <DescriptionParagraphs text={group.description} />}
        <GroupSignUp
          joining={group.joining}
          url={group.url}
          name={group.name}
          words={words.signUp}
          className="mt-auto pt-2"
        />
      </div>
    </article>
  );
}
