import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { Panel } from '../../components/ui/panel.tsx';
import { cn } from '../../lib/cn.ts';
import type { ChoiceLink, choiceLinks } from './group-choices.ts';

/** "1 group", "3 groups", in the content's words. */
export const countWords = (count: number, words: GroupsPage['count']) =>
  `${count} ${count === 1 ? words.one : words.other}`;

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-base leading-tight';

/** The ways to narrow the list: each value a link to that choice's page, with its count. */
export function GroupChoicesNav({
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
      <span className="sr-only">({countWords(link.count, words.count)})</span>
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
