import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu built on the platform's `popover`: the HTML opens and closes it (popovertarget),
 * tells assistive technology whether it is open (the button's expanded state), moves focus into
 * it after its button, closes it on Escape or a click elsewhere and returns focus, all before
 * and without JavaScript. This adds only what HTML cannot: closing it on a route change (a
 * client-side navigation loads no new page) and when keyboard focus moves out of it
 * (disclosure navigation).
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const focusLeft = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Not when the page itself loses focus (a switch to another tab or window).
      if (next instanceof Node && !popover.contains(next)) popover.togglePopover(false);
    };
    popover.addEventListener('focusout', focusLeft);
    return () => popover.removeEventListener('focusout', focusLeft);
  }, []);

  // Only on a change of page: a menu opened before the page's script ran (the HTML works
  // without it) stays open when the script arrives.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    ref.current?.togglePopover(false);
  }, [pathname]);

  return ref;
}
