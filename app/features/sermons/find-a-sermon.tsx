import { Link } from '~/components/ui/link';
import { Panel } from '~/components/ui/panel';
import { textLinkClass } from '~/components/ui/text-link-class';

/** The ways into the archive from /sermons: by series, preacher, book and year. */
export function FindASermon({
  heading,
  links,
}: {
  heading: string;
  links: { to: string; text: string }[];
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
      <ul className="mt-2">
        {links.map(({ to, text }) => (
          <li key={to}>
            <Link to={to} className={textLinkClass}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
