import { buttonClass } from '../../ui/button-variants.ts';

/** The hero's ways down the page: plain links the islands' script makes glide (islands.tsx). */
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
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
