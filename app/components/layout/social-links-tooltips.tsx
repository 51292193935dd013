import { Tooltip } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { handoffAttribute } from './nav-classes';
import { SocialLinkAnchor } from './social-link-anchor';
import { socialLinks, socialListClass } from './social-links-data';
import { takeOver } from './use-upgrade';

/** The social icons with Radix tooltips; SocialLinks loads this on the first hover or focus. */
export function SocialLinksWithTooltips({
  handoff,
}: {
  handoff: { focused: string | null; hovered: string | null };
}) {
  const list = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    takeOver(list.current, handoffAttribute, handoff);
  }, [handoff]);

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <ul ref={list} className={socialListClass}>
        {socialLinks.map((link) => (
          <li key={link.label}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <SocialLinkAnchor link={link} />
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={6}
                  className="rounded bg-stone-900 px-2 py-1 text-sm text-white shadow"
                >
                  {link.label}
                  <Tooltip.Arrow className="fill-stone-900" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </li>
        ))}
      </ul>
    </Tooltip.Provider>
  );
}
