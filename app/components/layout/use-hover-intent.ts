import { useCallback, useEffect, useRef } from 'react';

/**
 * Opens a menu after the mouse has rested on it for `delay` ms, or at once if the menu closed
 * less than `skipDelay` ms ago (moving back to it), and closes it shortly after the mouse
 * leaves (long enough to cross the gap between button and menu). Touch and pen are left to
 * the button's click, so a tap does not open and close the menu at once.
 */
export function useHoverIntent(
  { show, hide, open }: { show: () => void; hide: () => void; open: boolean | undefined },
  { delay, skipDelay }: { delay: number; skipDelay: number },
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(-Infinity);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open) closedAt.current = performance.now();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const enter = useCallback(
    (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      const skip = performance.now() - closedAt.current < skipDelay;
      timer.current = setTimeout(show, skip ? 0 : delay);
    },
    [show, delay, skipDelay],
  );
  const leave = useCallback(
    (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(hide, 150);
    },
    [hide],
  );
  return { enter, leave };
}
