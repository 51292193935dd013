import { Panel } from '../../components/ui/panel.tsx';
import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { paths } from '../../lib/paths.ts';
import { londonDate } from '../../feeds/shared.ts';
import { GroupCard } from './group-card.tsx';
import { countWords, GroupChoicesNav } from './group-choices-nav.tsx';
import type { GroupsView } from './groups-view.ts';
import { ExternalLink, textLinkClass } from '../../components/ui/link.tsx';

/** When the build read ChurchSuite: the page is as current as its last build. */
export function GroupsAsOf({ takenAt, words }: { takenAt: number; words: GroupsPage['signUp'] }) {
  const date = londonDate(takenAt);
  return (
    <p data-slot="groups-as-of" className="text-sm text-stone-700">
      {words.asOf} <time dateTime={date}>{formatLongDate(date)}</time>.
    </p>
  );
}

export function GroupList({ view, words }: { view: GroupsView; words: GroupsPage }) {
  const today = londonDate(view.takenAt);
  return (
    <>
      <GroupChoicesNav ways={view.ways} words={words} />
      <section aria-labelledby="groups-shown" data-slot="groups-shown">
        <div className="mb-6 flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="groups-shown" className="text-2xl font-semibold">
              {words.chosen} {countWords(view.groups.length, words.count)}
              {view.chosen.length > 0 && `: ${view.chosen.join(', ')}`}
            </h2>
            {view.chosen.length > 0 && (
              <a href={paths.groups} className={textLinkClass}>
                {words.showAll}
              </a>
            )}
          </div>
          <GroupsAsOf takenAt={view.takenAt} words={words.signUp} />
        </div>
        {view.groups.length === 0 ? (
          <p data-slot="groups-empty" className="max-w-prose text-lg text-stone-800">
            {words.empty}
          </p>
        ) : (
          <ul data-slot="group-list" className="flex flex-col gap-8">
            {view.groups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} words={words} today={today} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** When the build could not read ChurchSuite: what happened, and ChurchSuite's own list. */
export function GroupsUnavailable({ words, listUrl }: { words: GroupsPage; listUrl: string }) {
  return (
    <Panel
      data-slot="groups-unavailable"
      headingId="groups-unavailable"
      heading={words.unavailable.heading}
      headingClassName="text-2xl font-semibold"
      className="max-w-prose bg-white p-6 shadow-sm"
    >
      <p className="mt-3 text-lg text-stone-800">{words.unavailable.text}</p>
      <p className="mt-4">
        <ExternalLink href={listUrl} className={textLinkClass}>
          {words.unavailable.link}
        </ExternalLink>
      </p>
    </Panel>
  );
}
