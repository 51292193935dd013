import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu built on the platform's `popover`: the HTML opens and closes it (popovertarget),
 * moves focus into it after its button, closes it on Escape or a click elsewhere and returns
 * focus, all before and without JavaScript. This adds only what HTML cannot:
 * - `open`, for aria-expanded: undefined until hydrated, since a server-rendered "false" would
 *   override the state the browser itself exposes for a popover's button;
 * - closing it when a link inside is chosen or the route changes (a client-side navigation
 *   does not load a new page, so nothing else would close it);
 * - closing it when keyboard focus moves out of it (disclosure navigation).
 */
export function usePopover<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  open: boolean | undefined;
  show: () => void;
  hide: () => void;
} {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    setOpen(popover.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Focus left for somewhere outside the menu (not for the page itself, say a tab switch).
      if (next instanceof Node && !popover.contains(next)) hidden(popover);
    };
    popover.addEventListener('toggle', onToggle);
    popover.addEventListener('focusout', onFocusOut);
    return () => {
      popover.removeEventListener('toggle', onToggle);
      popover.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    if (ref.current) hidden(ref.current);
  }, [pathname]);

  const show = useCallback(() => {
    if (ref.current && !ref.current.matches(':popover-open')) ref.current.showPopover();
  }, []);
  const hide = useCallback(() => {
    if (ref.current) hidden(ref.current);
  }, []);
  return { ref, open, show, hide };
}

function hidden(popover: HTMLElement) {
  if (popover.matches(':popover-open')) popover.hidePopover();
}
