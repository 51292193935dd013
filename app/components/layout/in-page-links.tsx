import { useEffect } from 'react';
import { scrollToSection } from '~/lib/scroll-to-section';

/**
 * Links to a part of the same page (`href="#…"`) scroll there smoothly, unless the visitor
 * asked for less motion. Done here rather than with CSS scroll-behavior, which would also make
 * every new page glide up from part way down. Without JavaScript they jump, as links do.
 */
export function InPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = decodeURIComponent(link?.getAttribute('href')?.slice(1) ?? '');
      if (!id || !document.getElementById(id)) return;
      event.preventDefault();
      scrollToSection(id);
      // The address shows the section, as the link would have; the router's state is kept.
      window.history.pushState(window.history.state, '', `#${encodeURIComponent(id)}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
