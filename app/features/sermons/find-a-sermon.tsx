import { LinkList } from '../../components/ui/link-list.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { iconLinkClass } from '../../components/ui/text-link.ts';

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
