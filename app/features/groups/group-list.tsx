import { Panel } from '../../components/ui/panel.tsx';
import { ContentDate } from '../../components/ui/content-date.tsx';
import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { paths } from '../../lib/paths.ts';
import { countWords } from '../../lib/plural.ts';
import { useSite } from '../../components/site-context.tsx';
import { londonDate } from '../../feeds/shared.ts';
import { GroupCard } from './group-card.tsx';
import type { GroupsView } from './groups-view.ts';
import { ExternalLink, textLinkClass } from '../../components/ui/link.tsx';
import { cn } from '../../lib/cn.ts';
import type { ChoiceLink, choiceLinks } from './group-choices.ts';

/** When the build read ChurchSuite: the page is as current as its last build. */
export function GroupsAsOf({ takenAt, words }: { takenAt: number; words: GroupsPage['signUp'] }) {
  return (
    <p data-slot="groups-as-of" className="text-sm text-stone-700">
      {words.asOf} <ContentDate date={londonDate(takenAt)} />.
    </p>
  );
}

export function GroupList({ view, words }: { view: GroupsView; words: GroupsPage }) {
  const today = londonDate(view.takenAt);
  const { language } = useSite().church;
  return (
    <>
      <GroupChoicesNav ways={view.ways} words={words} />
      <section aria-labelledby="groups-shown" data-slot="groups-shown">
        <div className="mb-6 flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="groups-shown" className="text-2xl font-semibold">
              {words.chosen} {countWords(view.groups.length, words.count, language)}
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

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-base leading-tight';

/** The ways to narrow the list: each value a link to that choice's page, with its count. */
function GroupChoicesNav({
  ways,
  words,
}: {
  ways: ReturnType<typeof choiceLinks>;
  words: GroupsPage;
}) {
  if (ways.length === 0) return null;
  return (
    <Panel
      as="nav"
      data-slot="group-choices"
      headingId="group-choices-heading"
      heading={words.choose}
      className="mb-10 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mt-4 flex flex-col gap-5">
        {ways.map(({ key, links }) => (
          <div key={key} data-slot="group-choice" data-way={key}>
            <h3 id={`group-choice-${key}`} className="mb-2 font-semibold text-stone-800">
              {words.ways[key]}
            </h3>
            <ul aria-labelledby={`group-choice-${key}`} className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.slug ?? ''}>
                  <ChoiceValue link={link} words={words} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Panel>
  );
}

function ChoiceValue({ link, words }: { link: ChoiceLink; words: GroupsPage }) {
  const { language } = useSite().church;
  // Read as "Wednesday (2 groups)", seen as "Wednesday 2".
  const label = (
    <>
      <span>{link.name}</span>{' '}
      <span
        aria-hidden="true"
        className={cn(
          'rounded-full px-2 text-sm font-semibold',
          link.current ? 'bg-white/20' : 'bg-brand-50 text-brand-800',
        )}
      >
        {link.count}
      </span>
      <span className="sr-only">({countWords(link.count, words.count, language)})</span>
    </>
  );
  if (!link.path && !link.current) {
    return <span className={cn(chip, 'border-stone-200 text-stone-600')}>{label}</span>;
  }
  return (
    <a
      href={link.path}
      aria-current={link.current ? 'page' : undefined}
      className={cn(
        chip,
        link.current
          ? 'border-brand-700 bg-brand-700 font-semibold text-white'
          : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
      )}
    >
      {label}
    </a>
  );
}
