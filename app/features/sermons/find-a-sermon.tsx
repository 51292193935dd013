import { Link } from '~/components/ui/link';
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
    <nav
      data-slot="find-a-sermon"
      aria-labelledby="find-a-sermon"
      className="rounded-xl border border-stone-200 p-5 sm:p-6"
    >
      <h2 id="find-a-sermon" className="font-serif text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-2">
        {links.map(({ to, text }) => (
          <li key={to}>
            <Link to={to} className={textLinkClass}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
