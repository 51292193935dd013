import { useRef, type PointerEvent, type RefObject } from 'react';

/**
 * Pointer handlers that open a popover after the mouse has rested on it for `delay` ms, or at
 * once if it closed less than `skipDelay` ms ago (moving back to it), and close it shortly
 * after the mouse leaves (long enough to cross the gap between button and menu). Touch and pen
 * are left to the button's click, so a tap does not open and close the menu at once.
 */
export function useHoverIntent(
  popover: RefObject<HTMLElement | null>,
  { delay, skipDelay }: { delay: number; skipDelay: number },
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(-Infinity);
  const after = (event: PointerEvent, ms: number, action: () => void) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  return {
    onPointerEnter: (event: PointerEvent) =>
      after(event, performance.now() - closedAt.current < skipDelay ? 0 : delay, () =>
        popover.current?.togglePopover(true),
      ),
    onPointerLeave: (event: PointerEvent) =>
      after(event, 150, () => {
        if (!popover.current?.matches(':popover-open')) return;
        closedAt.current = performance.now();
        popover.current.togglePopover(false);
      }),
  };
}
