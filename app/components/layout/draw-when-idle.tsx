import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The class of the `render-when-near` utility in app.css. */
const deferredBlocks = '.render-when-near';

/**
 * Blocks below the first screen are skipped in the page's first layout (`render-when-near`).
 * Once the page is loaded and the browser idle, they are drawn one per idle moment, so no
 * single task lays out the rest of the page, and a full-page screenshot, the scrollbar and a
 * jump to the footer all see the real page.
 */
export function DrawWhenIdle() {
  const { pathname } = useLocation();

  useEffect(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>(deferredBlocks)];
    // Safari has no requestIdleCallback.
    const idle = window.requestIdleCallback ?? ((next: () => void) => window.setTimeout(next, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle = 0;
    let frame = 0;
    const drawNext = () => {
      const block = blocks.shift();
      if (!block) return;
      block.style.contentVisibility = 'visible';
      // Lay this block out in the next frame before asking for another idle moment, so
      // two blocks never share one layout.
      frame = requestAnimationFrame(() => {
        handle = idle(drawNext);
      });
    };
    handle = idle(drawNext);
    return () => {
      cancel(handle);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
