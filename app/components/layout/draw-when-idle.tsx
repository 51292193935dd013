import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Blocks below the first screen are skipped in the page's first layout (the
 * `render-when-near` utility in app.css). Once the page is loaded and the browser idle, they
 * are drawn one per idle moment, so no single task lays out the rest of the page, and a
 * full-page screenshot, the scrollbar and a jump to the footer all see the real page.
 */
export function DrawWhenIdle() {
  const { pathname } = useLocation();

  useEffect(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('.render-when-near')];
    // Where requestIdleCallback is missing (older Safari), a short timer stands in.
    const idle = window.requestIdleCallback ?? ((next: () => void) => setTimeout(next, 50));
    // Blocks of a page the visitor has left are detached: drawing them is harmless.
    const drawNext = () => {
      const block = blocks.shift();
      if (!block) return;
      block.style.contentVisibility = 'visible';
      // Laid out in the next frame before the next block, so two never share one layout.
      requestAnimationFrame(() => idle(drawNext));
    };
    idle(drawNext);
  }, [pathname]);

  return null;
}
