import { useCallback, useRef } from 'react';
import { socialLinks, socialLinkClass, socialListClass } from './social-links-data';
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
      {socialLinks.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={socialLinkClass}
            {...{ [handoffAttribute]: label }}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
