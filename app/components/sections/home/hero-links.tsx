import { buttonClass } from '~/components/ui/button-variants';
import { ScrollToSectionLink } from '~/components/ui/scroll-to-section-link';

/** The hero's two ways down the page, an island (components/island.tsx): each glides to its section. */
export function HeroLinks({
  links,
}: {
  links: { target: string; label: string; variant: 'accent' | 'inverse' }[];
}) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <ScrollToSectionLink
          key={link.target}
          target={link.target}
          className={buttonClass({ variant: link.variant })}
        >
          {link.label}
        </ScrollToSectionLink>
      ))}
    </div>
  );
}
