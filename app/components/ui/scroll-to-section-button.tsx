import type { ComponentProps } from 'react';
import { scrollToSection } from '~/lib/scroll-to-section';

/** A button that brings a section of this page into view, gently unless motion is reduced. */
export function ScrollToSectionButton({
  target,
  onClick,
  ...props
}: ComponentProps<'button'> & { target: string }) {
  return (
    <button
      type="button"
      data-slot="scroll-to-section-button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollToSection(target);
      }}
      {...props}
    />
  );
}
