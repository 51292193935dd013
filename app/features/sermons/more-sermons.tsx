import { SubHeading } from '../../components/sections/section.tsx';
import { Link } from '../../components/ui/link.tsx';
import { iconLinkClass } from '../../components/ui/text-link.ts';

interface MoreLink {
  to: string;
  /** "Sermons by", before the name. */
  text: string;
  name: string;
  /** The search filter the name files the sermon under ("book"). */
  filter?: string;
}

/** A sermon's preacher's, books', series' and year's lists. Left out of the search index, or
 *  "Luke" would find every sermon beside Luke's; the books still file it for the filter. */
export function MoreSermons({ heading, links }: { heading: string; links: MoreLink[] }) {
  return (
    <nav aria-labelledby="more-sermons" data-slot="more-sermons" data-pagefind-ignore="index">
      <SubHeading id="more-sermons" className="mb-2">
        {heading}
      </SubHeading>
      <ul>
        {links.map(({ to, text, name, filter }) => (
          <li key={to}>
            <Link to={to} className={iconLinkClass}>
              <span>
                {text} <span data-pagefind-filter={filter}>{name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
