import { useCallback, useRef } from 'react';
import { SocialLinkAnchor } from './social-link-anchor';
import { socialLinks, socialListClass } from './social-links-data';
import { handoffAttribute } from './nav-classes';
import { markedElementState, useUpgrade } from './use-upgrade';

/**
 * The footer's social icons. Their name tooltips (Radix Tooltip, 700 ms delay) are loaded on
 * the first hover or focus of the list; until then each icon still has its accessible name.
 */
export function SocialLinks() {
  const list = useRef<HTMLUListElement>(null);
  const load = useCallback(
    () =>
      import('./social-links-tooltips').then(({ SocialLinksWithTooltips }) => ({
        SocialLinksWithTooltips,
        handoff: markedElementState(list.current, handoffAttribute),
      })),
    [],
  );
  const [upgraded, upgrade] = useUpgrade(load);

  if (upgraded) return <upgraded.SocialLinksWithTooltips handoff={upgraded.handoff} />;

  return (
    <ul
      ref={list}
      className={socialListClass}
      onPointerEnter={upgrade}
      onFocus={upgrade}
      onTouchStart={upgrade}
    >
      {socialLinks.map((link) => (
        <li key={link.label}>
          <SocialLinkAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}
