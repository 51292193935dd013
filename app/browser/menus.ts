/** The spec's menu timings: open after resting 200 ms, at once again within 300 ms of closing. */
const menuTimings = { open: 200, skip: 300, close: 150 } as const;

const popoverOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>('[popover]') : null;

/**
 * What script adds to the popover menus: hover delays (mouse only); closing one as focus leaves,
 * a link is chosen or the CSS hides it, and all from the back/forward cache. On the document.
 */
export function enhanceMenus(win: Window) {
  const doc = win.document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closedAt = -Infinity;
  const hoverMenu = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !(event.target instanceof Element)) return null;
    const item = event.target.closest('[data-hover-menu]');
    const popover = item?.querySelector<HTMLElement>('[popover]');
    if (!item || !popover || item.contains(event.relatedTarget as Node | null)) return null;
    return popover;
  };
  const after = (ms: number, action: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
  doc.addEventListener('pointerover', (event) => {
    const popover = hoverMenu(event);
    if (!popover) return;
    const skip = performance.now() - closedAt < menuTimings.skip;
    after(skip ? 0 : menuTimings.open, () => popover.togglePopover(true));
  });
  doc.addEventListener('pointerout', (event) => {
    const popover = hoverMenu(event);
    if (!popover) return;
    after(menuTimings.close, () => {
      if (!popover.matches(':popover-open')) return;
      closedAt = performance.now();
      popover.togglePopover(false);
    });
  });
  doc.addEventListener('focusout', (event) => {
    const popover = popoverOf(event.target);
    const next = event.relatedTarget;
    // Not when the page itself loses focus (a switch to another tab or window).
    if (popover && next instanceof Node && !popover.contains(next)) popover.togglePopover(false);
  });
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    popoverOf(link)?.togglePopover(false);
  });
  const closeAll = (onlyHidden: boolean) => {
    for (const open of doc.querySelectorAll<HTMLElement>('[popover]:popover-open')) {
      if (!onlyHidden || !open.checkVisibility()) open.togglePopover(false);
    }
  };
  win.addEventListener('resize', () => closeAll(true));
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) closeAll(false);
  });
}
