import { Menu } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { siteText } from '~/content/data';
import type { MobileNavHandoff } from './mobile-nav-drawer';
import { menuButtonClass } from './nav-classes';
import { useUpgrade } from './use-upgrade';

/**
 * The menu button under 768 px. The drawer (Radix Dialog and Accordion) is loaded on the
 * first touch, hover or focus of the button and opens at once if it was tapped meanwhile.
 */
export function MobileNav() {
  const button = useRef<HTMLButtonElement>(null);
  const openRequested = useRef(false);
  const load = useCallback(
    () =>
      import('./mobile-nav-drawer').then(({ MobileNavDrawer }) => ({
        MobileNavDrawer,
        handoff: {
          open: openRequested.current,
          focused: button.current === document.activeElement,
        } satisfies MobileNavHandoff,
      })),
    [],
  );
  const [upgraded, upgrade] = useUpgrade(load);

  if (upgraded) return <upgraded.MobileNavDrawer handoff={upgraded.handoff} />;

  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      className={menuButtonClass}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
      onFocus={upgrade}
      onClick={() => {
        openRequested.current = true;
        upgrade();
      }}
    >
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{siteText.openMenu}</span>
    </button>
  );
}
