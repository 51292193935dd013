import { useCallback, useRef, useState } from 'react';

/**
 * Loads the interactive version of a piece of the page (a Radix menu, drawer or tooltip)
 * only when someone shows intent to use it, so it is not part of any page's first-load
 * JavaScript. The plain version stays on screen until the module has arrived, then both are
 * swapped in one render; `load` resolves with the component and whatever it must take over
 * from the plain version at that moment (focus, hover, an open request).
 */
export function useUpgrade<T>(load: () => Promise<T>) {
  const [upgraded, setUpgraded] = useState<T | null>(null);
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(setUpgraded, (error: unknown) => {
      // A failed chunk (say, a deploy mid-visit) leaves the plain version working; allow a retry.
      started.current = false;
      console.error(error);
    });
  }, [load]);
  return [upgraded, start] as const;
}

/** Which of `root`'s elements with `attribute` has focus / the mouse over it, by value. */
export function markedElementState(root: HTMLElement | null, attribute: string) {
  let focused: string | null = null;
  let hovered: string | null = null;
  for (const element of root?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? []) {
    const key = element.getAttribute(attribute);
    if (element === document.activeElement) focused = key;
    if (element.matches(':hover')) hovered = key;
  }
  return { focused, hovered };
}

/**
 * Hands focus and hover over to the interactive version once it is on screen: focuses the
 * element that had focus, and tells Radix the mouse is already over the hovered one (it opens
 * on `pointermove`, which a stationary mouse never sends), so its open delay still applies.
 */
export function takeOver(
  root: HTMLElement | null,
  attribute: string,
  { focused, hovered }: { focused: string | null; hovered: string | null },
) {
  if (!root) return;
  const find = (key: string) =>
    root.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(key)}"]`);
  if (focused) find(focused)?.focus();
  if (hovered) {
    find(hovered)?.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', isPrimary: true }),
    );
  }
}
