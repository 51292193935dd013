import { buttonClass } from '~/components/ui/button-variants';
import { scrollToSection } from '~/lib/scroll-to-section';

/** The hero's ways down the page, an island: without JavaScript the browser jumps there. */
export function HeroLinks({
  links,
}: {
  links: { target: string; label: string; variant: 'accent' | 'inverse' }[];
}) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <a
          key={link.target}
          href={`#${link.target}`}
          data-slot="scroll-to-section-link"
          className={buttonClass({ variant: link.variant })}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(link.target);
          }}
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
