import type { ComponentProps } from 'react';
import { scrollToSection } from '~/lib/scroll-to-section';

/**
 * A link to a section of this page: without JavaScript the browser jumps there; with it, the
 * section glides into view (at once if the visitor asked for less motion) and takes focus,
 * and a missing section is only logged (lib/scroll-to-section.ts).
 */
export function ScrollToSectionLink({
  target,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { target: string }) {
  return (
    <a
      href={`#${target}`}
      data-slot="scroll-to-section-link"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        scrollToSection(target);
      }}
      {...props}
    />
  );
}
