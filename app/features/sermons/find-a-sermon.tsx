import { Panel } from '../../components/ui/panel.tsx';
import { Link, iconLinkClass, LinkList } from '../../components/ui/link.tsx';

export function FindASermon({
  heading,
  links,
}: {
  heading: string;
  links: { to: string; label: string }[];
}) {
  return (
    <Panel
      as="nav"
      data-slot="find-a-sermon"
      headingId="find-a-sermon"
      heading={heading}
      headingClassName="font-serif text-xl font-semibold text-brand-900"
      className="p-5 sm:p-6"
    >
      <LinkList links={links} linkClass={iconLinkClass} plain className="mt-2" />
    </Panel>
  );
}

export function GroupIndex({
  entries,
}: {
  entries: { name: string; path: string; count: string }[];
}) {
  return (
    <ul data-slot="group-index" className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
      {entries.map(({ name, path, count }) => (
        <li key={path}>
          <Link
            to={path}
            className="group flex min-h-11 flex-wrap items-baseline justify-between gap-x-4 border-b border-stone-200 py-2 font-semibold text-brand-800"
          >
            <span className="underline decoration-brand-200 underline-offset-4 group-hover:decoration-brand-700">
              {name}
              <span className="sr-only">,</span>
            </span>
            <span className="text-sm font-normal text-stone-600">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
